import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { create } from 'zustand';
import { useLatest } from '@gameshelf/ui';
import { paths } from '../../config/paths.ts';
import { refreshSession } from '../api-client.ts';
import { isTokenExpired, useAuthStore, type AuthState } from './auth-store.ts';
import { isProtectedPath } from './protected-paths.ts';
import { saveRedirectPath, toPathString } from '../redirect-path.ts';

/**
 * The start-up token check (spec 3 §4): a signed-in user whose stored access token has expired gets
 * one refresh before pages that need the session render; if it fails they are signed out.
 */
export type StartupCheckStatus = 'idle' | 'checking' | 'done';

export const useStartupCheckStore = create<{ status: StartupCheckStatus }>(() => ({ status: 'idle' }));

/** What start-up has to do for a stored session: nothing, or renew the expired access token. */
export function startupCheckDecision(
  { isAuthenticated, accessToken }: Pick<AuthState, 'isAuthenticated' | 'accessToken'>,
  nowMs = Date.now(),
): 'none' | 'refresh' {
  return isAuthenticated && isTokenExpired(accessToken, nowMs) ? 'refresh' : 'none';
}

/** guest: nobody signed in; valid: the token is still good; refreshed: renewed; loggedOut: renewal failed. */
export type StartupCheckOutcome = 'guest' | 'valid' | 'refreshed' | 'loggedOut';

let startup: Promise<StartupCheckOutcome> | null = null;

/**
 * Runs the check once per app start (later callers share the first run). `refresh` is the API
 * client's refreshSession, which resolves false rather than throwing; any error still signs out.
 */
export function runStartupCheck({
  refresh = refreshSession,
  nowMs,
}: { refresh?: () => Promise<boolean>; nowMs?: number } = {}): Promise<StartupCheckOutcome> {
  startup ??= (async (): Promise<StartupCheckOutcome> => {
    const auth = useAuthStore.getState();
    if (startupCheckDecision(auth, nowMs) === 'none') {
      useStartupCheckStore.setState({ status: 'done' });
      return auth.isAuthenticated ? 'valid' : 'guest';
    }
    useStartupCheckStore.setState({ status: 'checking' });
    let renewed = false;
    try {
      renewed = await refresh();
    } catch {
      renewed = false;
    }
    if (!renewed) useAuthStore.getState().logout();
    useStartupCheckStore.setState({ status: 'done' });
    return renewed ? 'refreshed' : 'loggedOut';
  })();
  return startup;
}

/** Forgets the run, so the next runStartupCheck() checks again (tests and stories). */
export function resetStartupCheck(): void {
  startup = null;
  useStartupCheckStore.setState({ status: 'idle' });
}

/**
 * True while protected pages must wait: the check is running, or has not started yet for a session
 * that will need it (so the first render never flashes the page or a redirect).
 */
export function useStartupCheckPending(): boolean {
  const status = useStartupCheckStore((state) => state.status);
  const needsRefresh = useAuthStore((state) => startupCheckDecision(state) === 'refresh');
  return status === 'checking' || (status === 'idle' && needsRefresh);
}

/**
 * Starts the check when the app mounts. When renewal fails on a page that needs login, the visitor
 * goes to /auth/login (replacing history), and the page is remembered for after login.
 */
export function useStartupTokenCheck(): void {
  const navigate = useNavigate();
  const locationRef = useLatest(useLocation());

  useEffect(() => {
    let active = true;
    void runStartupCheck().then((outcome) => {
      const from = locationRef.current;
      if (!active || outcome !== 'loggedOut' || !isProtectedPath(from.pathname)) return;
      saveRedirectPath(toPathString(from));
      void navigate(paths.login, { replace: true, state: { from } });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
}

/** Runs the start-up check; renders nothing. Mounted once by the root layout. */
export function StartupTokenCheck(): null {
  useStartupTokenCheck();
  return null;
}
