import { matchPath } from 'react-router-dom';
import { webRoutes, type WebRoute } from '@gameshelf/contracts';

/**
 * The patterns of the pages shown without the app header and bottom navigation (spec 3 §2.1): the
 * route manifest's `chrome: false` (landing, game detail, review, auth, profile setup and edit, review
 * calendar, collection create, edit and detail, notifications, notices, user profiles, admin, steam,
 * gog and test/gog). The collection list itself (/collection) keeps the chrome.
 */
const HIDDEN_CHROME_PATTERNS = Object.values<WebRoute>(webRoutes)
  .filter((route) => route.chrome === false)
  .map((route) => route.path);

export function isChromeHidden(pathname: string): boolean {
  return HIDDEN_CHROME_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
