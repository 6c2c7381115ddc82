import { matchPath } from 'react-router-dom';

/**
 * Routes shown without the app header and bottom navigation (spec 3 §2.1): landing, game detail,
 * game edit, review, auth, profile setup and edit, review calendar, collection create, edit and
 * detail, notifications, notices, user profiles, admin, steam, gog and test/gog.
 * The collection list itself (/collection) keeps the chrome.
 */
export const HIDDEN_CHROME_PATTERNS = [
  '/landing',
  '/game/:gameId',
  '/games/:gameId/review',
  '/auth/*',
  '/profile-setup',
  '/profile-edit',
  '/review-calendar',
  '/review-calendar/:date',
  '/collection/new',
  '/collection/public/:collectionId',
  '/collection/:collectionId',
  '/collection/:collectionId/edit',
  '/collection/:collectionId/game/:gameId/edit',
  '/notifications',
  '/notices',
  '/notices/:noticeId',
  '/user/:username',
  '/admin/*',
  '/steam/*',
  '/gog/*',
  '/test/gog',
] as const;

export function isChromeHidden(pathname: string): boolean {
  return HIDDEN_CHROME_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
