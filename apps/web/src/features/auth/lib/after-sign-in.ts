import type { LoginData } from '@gameshelf/contracts';
import { paths } from '../../../config/paths.ts';
import { takeRedirectPath } from '../../../lib/redirect-path.ts';
import { useAuthStore } from '../../../lib/session/auth-store.ts';

/**
 * Where a visitor goes once signed in (docs/decisions.md, "After sign-in"): profile setup while the
 * profile is incomplete (the remembered page stays for profile setup to use), otherwise the
 * remembered page, then forgotten, or home.
 */
export const afterSignInPath = (profileCompleted: boolean): string =>
  profileCompleted ? takeRedirectPath(paths.home) : paths.profileSetup;

/** Stores the session a sign-in answered (user, tokens, authenticated) and says where to go next. */
export function completeSignIn({ userInfo, accessToken, refreshToken, profileCompleted }: LoginData): string {
  useAuthStore.getState().login({ user: userInfo, accessToken, refreshToken });
  return afterSignInPath(profileCompleted);
}
