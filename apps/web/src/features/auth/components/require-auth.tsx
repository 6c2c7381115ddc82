import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { LoadingState } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { saveRedirectPath, toPathString } from '../../../lib/redirect-path.ts';
import { useStartupCheckPending } from '../../../lib/session/startup-check.ts';

/** Navigation state the guard leaves on /auth/login: the page the visitor asked for. */
export interface LoginRedirectState {
  from: Location;
}

/** Sends a guest to login, remembering the page in `redirectPath` and in navigation state `from`. */
function RedirectToLogin({ from }: { from: Location }) {
  useEffect(() => {
    saveRedirectPath(toPathString(from));
  }, [from]);
  return <Navigate to={paths.login} replace state={{ from } satisfies LoginRedirectState} />;
}

/**
 * The login guard (spec 3 §2.1): a spinner while the start-up token check runs, the page when
 * signed in, otherwise a redirect to /auth/login that replaces the history entry.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const checking = useStartupCheckPending();
  const location = useLocation();
  if (checking) return <LoadingState fullPage className="flex-1" label="로그인 정보를 확인하는 중..." />;
  if (!isAuthenticated) return <RedirectToLogin from={location} />;
  return children;
}

/** Layout route for the route table: every child route needs login. */
export function RequireAuthLayout() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}
