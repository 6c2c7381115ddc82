import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLatest, useToast } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { setSessionExpiredHandler } from '../../../lib/api-client.ts';
import { saveRedirectPath, toPathString } from '../../../lib/redirect-path.ts';
import { isProtectedPath } from '../../../lib/session/protected-paths.ts';

/** The pause between the error toast and the move to login (spec 1 §8, §9 "Redirect delay 100 ms"). */
export const SESSION_EXPIRED_REDIRECT_MS = 100;

/**
 * What happens when the API client gives up on the session (refresh failed, or no refresh token):
 * the client has already signed out. On a page that needs login this shows its message as an error
 * toast, remembers the page in `redirectPath` and goes to /auth/login after 100 ms (spec 1 §8). On a
 * public page the visitor simply goes on as a guest: only protected paths redirect (spec 3 §4).
 */
export function useSessionExpiryHandler(): void {
  const toast = useToast();
  const navigate = useNavigate();
  const locationRef = useLatest(useLocation());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    setSessionExpiredHandler((message) => {
      const from = locationRef.current;
      if (!isProtectedPath(from.pathname)) return;
      toast.error(message);
      saveRedirectPath(toPathString(from));
      clearTimeout(timer);
      timer = setTimeout(() => {
        // A login guard may already have moved a protected page to login.
        if (locationRef.current.pathname === paths.login) return;
        void navigate(paths.login, { state: { from } });
      }, SESSION_EXPIRED_REDIRECT_MS);
    });
    return () => {
      clearTimeout(timer);
      setSessionExpiredHandler(() => {});
    };
  }, [toast, navigate]);
}

/** Registers the session-expiry handler; renders nothing. Mounted once by the root layout. */
export function SessionExpiryHandler(): null {
  useSessionExpiryHandler();
  return null;
}
