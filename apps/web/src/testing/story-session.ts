import type { UserInfo } from '@gameshelf/contracts';
import { fixtureRefreshToken, makeAccessToken, makeUserInfo } from '@gameshelf/mocks';
import { resetStartupCheck } from '../lib/session/startup-check.ts';
import { clearRedirectPath } from '../lib/redirect-path.ts';
import { useAuthStore } from '../lib/session/auth-store.ts';
import { AUTH_STORAGE_KEY, REDIRECT_PATH_KEY } from '../lib/storage-keys.ts';

/** Signed out, start-up check not run, no remembered page: what every auth story starts from. */
function resetSession(): void {
  useAuthStore.getState().logout();
  localStorage.removeItem(AUTH_STORAGE_KEY);
  clearRedirectPath();
  resetStartupCheck();
}

/**
 * Story `beforeEach`: a clean guest session, restored again when the story ends
 * (`beforeEach: guestSession`). Module state outlives a story, so every auth story uses this.
 */
export function guestSession(): () => void {
  resetSession();
  return resetSession;
}

export interface StorySignIn {
  user?: UserInfo;
  /** Seconds until the access token expires; negative for an expired one (start-up check). */
  expiresInSeconds?: number;
  /** A page remembered for after login. */
  redirectPath?: string;
}

/** Story `beforeEach` factory: signed in (valid token unless told otherwise), reset when the story ends. */
export const signedInSession =
  ({ user = makeUserInfo(), expiresInSeconds, redirectPath }: StorySignIn = {}) =>
  (): (() => void) => {
    resetSession();
    useAuthStore.getState().login({
      user,
      accessToken: makeAccessToken({ userId: user.id, expiresInSeconds }),
      refreshToken: fixtureRefreshToken,
    });
    if (redirectPath) localStorage.setItem(REDIRECT_PATH_KEY, redirectPath);
    return resetSession;
  };

/** Story `beforeEach` factory: a guest with a page remembered for after login. */
export const guestWithRedirectPath = (redirectPath: string) => (): (() => void) => {
  resetSession();
  localStorage.setItem(REDIRECT_PATH_KEY, redirectPath);
  return resetSession;
};
