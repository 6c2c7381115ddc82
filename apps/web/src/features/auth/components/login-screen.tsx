import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { CircleAlert, Gamepad2, X } from 'lucide-react';
import { OAUTH_PROVIDER_LABELS, OAUTH_PROVIDERS, accountMessages } from '@gameshelf/contracts';
import { Button, UiLink } from '@gameshelf/ui';
import { PRIVACY_NOTICE_ID, TERMS_NOTICE_ID } from '../../../config/legal-notices.ts';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { loginErrorMessage } from '../lib/login-error.ts';
import { clearRedirectPath, readRedirectPath } from '../../../lib/redirect-path.ts';
import { useAuthProviders, authProvidersQueryOptions } from '../api/get-auth-providers.ts';
import { signInOptions } from '../lib/sign-in-options.ts';
import { useDevLogin } from '../lib/use-dev-login.ts';
import { useProviderLogin } from '../lib/use-provider-login.ts';
import { ProviderLoginButton } from './provider-login-button.tsx';
import type { QueryClient } from '@tanstack/react-query';

/** Development only: production never loads the form's module (the server never turns it on there). */
const DevLoginForm = lazy(() => import('./dev-login-form.tsx').then((module) => ({ default: module.DevLoginForm })));

/**
 * A visitor who is already signed in goes where they were headed (`redirectPath`, then forgotten)
 * or home, replacing the login entry. The target is read once so a repeated effect cannot lose it.
 */
function RedirectSignedIn() {
  const [target] = useState(() => readRedirectPath() ?? paths.home);
  useEffect(() => clearRedirectPath(), []);
  return <Navigate to={target} replace />;
}

/** The `?error=` message (spec 1 §2), announced when the page opens. */
function LoginErrorAlert({ message }: { message: string }) {
  return (
    <div
      role="alert"
      data-slot="login-error"
      className="flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/10 px-3.5 py-3 text-sm text-foreground"
    >
      <CircleAlert aria-hidden className="mt-px size-4.5 shrink-0 text-danger" />
      <p>{message}</p>
    </div>
  );
}

/**
 * /auth/login: social sign-in with Google, 카카오 and Discord (spec 1 §2), plus the username login in
 * development. Providers the server has no credentials for are disabled with a note from the start;
 * until the server has said which, every button waits.
 */
export function LoginScreen() {
  useDocumentTitle('로그인');
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const options = signInOptions(useAuthProviders());
  const providerLogin = useProviderLogin();
  const devLogin = useDevLogin();
  const hydrated = useHydrated();

  // A dev login signing in on this screen moves on by itself (maybe to profile setup).
  if (isAuthenticated && !devLogin.busy) return <RedirectSignedIn />;
  const errorMessage = loginErrorMessage(searchParams.get('error'));
  const providerBusy = providerLogin.busyProvider !== undefined;

  return (
    <div data-slot="login-screen" className="flex flex-1 flex-col">
      <div className="flex justify-end px-2 pt-2">
        <Button variant="ghost" size="icon" aria-label="닫기" onClick={() => void navigate(paths.home)}>
          <X aria-hidden className="size-5!" />
        </Button>
      </div>
      <div className="flex flex-1 flex-col justify-center gap-8 px-6 pt-4 pb-12">
        <div className="flex flex-col items-center gap-3 text-center">
          <span aria-hidden className="flex size-16 items-center justify-center rounded-2xl bg-primary/10">
            <Gamepad2 className="size-9 text-primary" />
          </span>
          <h1 className="text-2xl font-extrabold tracking-tight">GameShelf</h1>
          <p className="text-sm text-muted-foreground">
            로그인하고 위시리스트와 컬렉션,
            <br />
            리뷰를 한곳에서 관리해보세요.
          </p>
        </div>
        {errorMessage && <LoginErrorAlert message={errorMessage} />}
        <div data-slot="provider-logins" className="flex flex-col gap-3" aria-busy={options.checking || undefined}>
          {OAUTH_PROVIDERS.map((provider) => (
            <ProviderLoginButton
              key={provider}
              provider={provider}
              onStart={providerLogin.start}
              busy={providerLogin.busyProvider === provider}
              disabled={options.checking || providerBusy || devLogin.busy}
              unavailableMessage={
                providerLogin.unavailable[provider] ??
                (options.unconfigured.has(provider) ? accountMessages.providerUnavailable(OAUTH_PROVIDER_LABELS[provider]) : undefined)
              }
            />
          ))}
        </div>
        {/* After hydration only: on a server-rendered page a submit before it would go out as a plain GET form. */}
        {options.devLoginEnabled && hydrated && (
          <Suspense fallback={null}>
            <DevLoginForm
              onSubmit={devLogin.signIn}
              busy={devLogin.busy}
              disabled={providerBusy}
              usernameError={devLogin.usernameError}
              onEdit={devLogin.reset}
            />
          </Suspense>
        )}
        <p className="text-center text-xs leading-relaxed text-muted-foreground">
          로그인하면 게임셸프의{' '}
          <UiLink href={paths.notice(TERMS_NOTICE_ID)} className="font-medium text-foreground underline underline-offset-2">
            이용약관
          </UiLink>{' '}
          및{' '}
          <UiLink href={paths.notice(PRIVACY_NOTICE_ID)} className="font-medium text-foreground underline underline-offset-2">
            개인정보처리방침
          </UiLink>
          에 동의하게 됩니다.
        </p>
      </div>
    </div>
  );
}

export { LoginScreen as Component };

/** Asks which sign-in methods the server offers as the route loads, without waiting for the answer. */
export const createLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(authProvidersQueryOptions());
  return null;
};
