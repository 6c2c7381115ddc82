import { endpointsByDomain, type Endpoint, type WebRoute, type WebRouteName, webRoutes } from '@gameshelf/contracts';

/**
 * Pages with nothing for a search engine: where the sign-in redirects land. The pages of signed-in
 * users and admins and the development-only ones are left out by their manifest entries.
 */
const LANDING_PAGES: readonly WebRouteName[] = ['authCallback', 'accountConflict'];

/** The API domains whose public reads the public pages render from: crawlers that run the pages' scripts need them. */
const RENDERED_FROM: readonly (keyof typeof endpointsByDomain)[] = ['catalog', 'collections', 'home', 'notices', 'profiles', 'reviews'];

/** A path pattern as a robots.txt path: each `:name` matches anything. */
const robotsPath = (pattern: string): string => pattern.replace(/:[A-Za-z]\w*/g, '*');

const notForCrawlers = (name: WebRouteName, route: WebRoute): boolean =>
  route.access !== undefined || route.developmentOnly === true || LANDING_PAGES.includes(name);

/**
 * robots.txt: every page may be crawled but the private, personal and useless ones (from the web
 * route manifest), and the API but the public reads its pages render from; the sitemap index by its
 * absolute URL. A private page's path that begins a public one's (`/collection`, the own list, begins
 * `/collection/12`) is closed exactly (`$`, and with a query).
 */
export function robotsTxt(sitemapIndexUrl: string): string {
  const routes = Object.entries(webRoutes) as [WebRouteName, WebRoute][];
  const publicPaths = routes.filter(([name, route]) => !notForCrawlers(name, route)).map(([, route]) => route.path);
  const disallowed = routes
    .filter(([name, route]) => notForCrawlers(name, route))
    .flatMap(([, route]) => {
      const path = robotsPath(route.path);
      const beginsPublic = publicPaths.some((p) => p !== route.path && p.startsWith(`${route.path}/`));
      return beginsPublic ? [`${path}$`, `${path}?`] : [path];
    });
  const readable = Object.entries(endpointsByDomain)
    .filter(([domain]) => (RENDERED_FROM as readonly string[]).includes(domain))
    .flatMap(([, endpoints]) => Object.values(endpoints as Record<string, Endpoint>))
    .filter((e) => e.method === 'GET' && e.caller === 'anyone' && !e.developmentOnly)
    .map((e) => robotsPath(e.path));
  const lines = [
    '# 게임셸프: games, public collections, public profiles and notices are for everyone; accounts are not.',
    'User-agent: *',
    'Allow: /',
    ...[...new Set(disallowed)].map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    ...[...new Set(readable)].sort().map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${sitemapIndexUrl}`,
    '',
  ];
  return lines.join('\n');
}
