import type { LoginData } from '@gameshelf/contracts';
import { paths } from '../../../config/paths.ts';
import { takeRedirectPath } from '../../../lib/redirect-path.ts';
import { useAuthStore } from '../../../lib/session/auth-store.ts';

/**
 * Where a visitor goes once signed in (docs/decisions.md, "After sign-in"): profile setup while the
 * profile is incomplete (it ends on home, spec 2), otherwise the remembered page or home. The
 * remembered page is forgotten either way.
 */
export function afterSignInPath(profileCompleted: boolean): string {
  const remembered = takeRedirectPath(paths.home);
  return profileCompleted ? remembered : paths.profileSetup;
}

/** Stores the session a sign-in answered (user, tokens, authenticated) and says where to go next. */
export function completeSignIn({ userInfo, accessToken, refreshToken, profileCompleted }: LoginData): string {
  useAuthStore.getState().login({ user: userInfo, accessToken, refreshToken });
  return afterSignInPath(profileCompleted);
}
