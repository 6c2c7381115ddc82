import { webRoutes, type RenderPage, type ServerRenderedPage, type WebRoute } from '@gameshelf/contracts';
import { TtlLruCache } from '../shared/ttl-lru-cache.ts';
import { routePattern } from './route-pattern.ts';

/**
 * Pages whose render is kept for a few seconds: the catalog, home and notices read the same for every
 * guest. A collection's or a profile's page is rendered on every visit, so one turned private is never
 * served from a kept copy.
 */
const KEPT_PAGES: readonly (keyof typeof webRoutes)[] = ['home', 'landing', 'games', 'game', 'notices', 'notice', 'login'];
const keptPatterns = KEPT_PAGES.map((name) => routePattern((webRoutes[name] as WebRoute).path));

/** How long a kept render answers for its URL (at most that old, like the API's own kept answers). */
const KEPT_MS = 10_000;
const KEPT_ENTRIES = 2000;
/** The kept renders' markup and state together, in UTF-16 code units (about bytes for this text). */
const KEPT_SIZE = 48 * 2 ** 20;

/**
 * `render` with a short-lived copy per URL of the pages above, and one render shared by concurrent asks
 * for the same URL: the same guest's page is not rendered again for every visitor (a game page costs
 * several milliseconds of rendering; a kept one, a lookup).
 */
export function createRenderedPages(render: RenderPage): RenderPage {
  const kept = new TtlLruCache<ServerRenderedPage | null>(KEPT_ENTRIES, KEPT_MS, {
    maxSize: KEPT_SIZE,
    of: (page) => (page ? page.html.length + page.stateJson.length : 1),
  });
  return async (url, fetch) => {
    const pathname = url.split('?')[0] ?? '/';
    if (!keptPatterns.some((pattern) => pattern.test(pathname))) return render(url, fetch);
    return kept.remember(url, () => render(url, fetch));
  };
}
