import { matchPath } from 'react-router-dom';

/**
 * Pages that need a signed-in user (spec 3 §2.1, "Login required: yes"). The start-up check sends
 * a visitor whose session could not be renewed away from these; routes also wrap them in RequireAuth.
 * Spec 3 §4 lists a subset (wishlist, my page, profile setup, collection pages); the full table is
 * used so no login-only page is left showing a signed-out state (docs/decisions.md).
 */
export const PROTECTED_PATH_PATTERNS = [
  '/games/:gameId/review',
  '/wishlist',
  '/collection',
  '/collection/new',
  '/collection/:collectionId/edit',
  '/collection/:collectionId/game/:gameId/edit',
  '/notifications',
  '/mypage',
  '/review-calendar',
  '/review-calendar/:date',
  '/profile-edit',
  '/profile-setup',
  '/steam/library',
  '/steam/connect',
  '/steam/profile-private',
  '/gog/library',
  '/gog/connect',
  '/gog/connect/guide',
  '/admin/user-activity',
] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATH_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
