import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCallbackQuerySchema, accountMessages } from '@gameshelf/contracts';
import { ErrorState, LoadingState } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { exchangeLoginCode } from '../api/exchange-login-code.ts';
import { completeSignIn } from '../lib/after-sign-in.ts';
import { LOGIN_AUTHENTICATION_FAILED_SEARCH } from '../lib/login-error.ts';
import { useAuthStore } from '../../../lib/session/auth-store.ts';

/** How long the failure stays on screen before login opens by itself (spec 1 §9 "Callback error redirect 3 s"). */
export const CALLBACK_ERROR_REDIRECT_MS = 3000;

export interface AuthCallbackScreenProps {
  /**
   * Delay before a failure moves on to login; the route uses CALLBACK_ERROR_REDIRECT_MS. Stories that
   * keep the failure on screen for its screenshot pass a longer one (the text still says 3 seconds).
   */
  errorRedirectMs?: number;
}

/**
 * /auth/callback, where the server's OAuth callback lands (spec 1 §2): takes the one-time code from
 * the query, trades it for the tokens and the user (`redeemLoginCode`) and signs in, then goes
 * to profile setup for a new profile, else to the remembered page or home. No token ever travels in
 * the address; the code is removed from it (and so from history) at once, and every later move
 * replaces the entry too.
 */
export function AuthCallbackScreen({ errorRedirectMs = CALLBACK_ERROR_REDIRECT_MS }: AuthCallbackScreenProps) {
  useDocumentTitle('로그인');
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // Read once: the query is gone from the address after the first effect.
  const [query] = useState(() => AuthCallbackQuerySchema.safeParse(Object.fromEntries(searchParams)));
  const [failure, setFailure] = useState<string | null>(query.success ? null : accountMessages.callbackTokensMissing);
  const started = useRef(false);

  useEffect(() => {
    // Once, even when React repeats effects in development.
    if (started.current) return;
    started.current = true;
    if (location.search) void navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
    if (!query.success) return;

    const { code } = query.data;
    void (async () => {
      // Any earlier session ends here, before the new one is asked for.
      useAuthStore.getState().logout();
      try {
        void navigate(completeSignIn(await exchangeLoginCode({ code })), { replace: true });
      } catch (error) {
        useAuthStore.getState().logout();
        setFailure(error instanceof ApiError ? error.message : accountMessages.loginProcessingError);
      }
    })();
  }, [location, navigate, query]);

  const goToLogin = useCallback(() => void navigate(`${paths.login}${LOGIN_AUTHENTICATION_FAILED_SEARCH}`, { replace: true }), [navigate]);
  const failed = failure !== null;
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(goToLogin, errorRedirectMs);
    return () => clearTimeout(timer);
  }, [failed, errorRedirectMs, goToLogin]);

  return (
    <div data-slot="auth-callback-screen" className="flex flex-1 flex-col justify-center">
      <h1 className="sr-only">로그인</h1>
      {failure === null ? (
        <LoadingState fullPage label="로그인 처리 중..." />
      ) : (
        <>
          <ErrorState title={accountMessages.loginFailed} message={failure} retryLabel="다시 로그인하기" onRetry={goToLogin} />
          <p className="-mt-6 px-6 text-center text-[13px] text-muted-foreground">
            {CALLBACK_ERROR_REDIRECT_MS / 1000}초 후 로그인 페이지로 이동합니다.
          </p>
        </>
      )}
    </div>
  );
}

export { AuthCallbackScreen as Component };
