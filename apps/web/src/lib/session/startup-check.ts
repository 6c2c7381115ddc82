import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { create } from 'zustand';
import { useLatest } from '@gameshelf/ui';
import { paths } from '../../config/paths.ts';
import { holdRequestsUntilSessionSettled, refreshSession } from '../api-client.ts';
import { isTokenExpired, useAuthStore, type AuthState } from './auth-store.ts';
import { isProtectedPath } from './protected-paths.ts';
import { saveRedirectPath, toPathString } from '../redirect-path.ts';

/**
 * The start-up token check (spec 3 §4): a signed-in user whose stored access token has expired gets
 * one refresh before pages that need the session render; if it fails, or the check itself breaks,
 * they are signed out with a warning in the console (spec 3 §8).
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

/**
 * guest: nobody signed in; valid: the token is still good; refreshed: renewed; offline: expired but
 * kept until the device is back online; loggedOut: renewal failed or the check broke.
 */
export type StartupCheckOutcome = 'guest' | 'valid' | 'refreshed' | 'offline' | 'loggedOut';

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

let startup: Promise<StartupCheckOutcome> | null = null;

/** Signs out without letting a failure here (storage refusing the write) escape the check. */
function signOut(): void {
  try {
    useAuthStore.getState().logout();
  } catch (error) {
    console.warn('Start-up token check: signing out failed.', error);
  }
}

async function checkStoredSession(refresh: () => Promise<boolean>, nowMs: number | undefined): Promise<StartupCheckOutcome> {
  try {
    const auth = useAuthStore.getState();
    if (startupCheckDecision(auth, nowMs) === 'none') return auth.isAuthenticated ? 'valid' : 'guest';
    // Offline nothing can be renewed, and nothing is wrong with the session: keep it, so the pages
    // saved for offline use (the service worker's own reads) still open. The next online start renews it.
    if (isOffline()) return 'offline';
    useStartupCheckStore.setState({ status: 'checking' });
    if (await refresh()) return 'refreshed';
    console.warn('Start-up token check: the expired session could not be renewed; signing out.');
  } catch (error) {
    console.warn('Start-up token check failed; signing out.', error);
  }
  signOut();
  return 'loggedOut';
}

/**
 * Runs the check once per app start (later callers share the first run). It never rejects: a
 * failed renewal, or an error anywhere in the check, logs a warning and signs out (spec 3 §4, §8),
 * and the status always ends 'done' so guarded pages stop waiting.
 */
export function runStartupCheck({
  refresh = refreshSession,
  nowMs,
}: { refresh?: () => Promise<boolean>; nowMs?: number } = {}): Promise<StartupCheckOutcome> {
  startup ??= checkStoredSession(refresh, nowMs).finally(() => useStartupCheckStore.setState({ status: 'done' }));
  return startup;
}

// Every API request waits for the check (starting it if the app has not yet): none leaves with a token
// that start-up would renew or drop, so a stale session never reaches a page as a 401.
holdRequestsUntilSessionSettled(() => runStartupCheck());

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
    void runStartupCheck()
      .then((outcome) => {
        const from = locationRef.current;
        if (!active || outcome !== 'loggedOut' || !isProtectedPath(from.pathname)) return;
        saveRedirectPath(toPathString(from));
        return navigate(paths.login, { replace: true, state: { from } });
      })
      .catch((error: unknown) => console.warn('Start-up token check: could not leave the protected page.', error));
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
