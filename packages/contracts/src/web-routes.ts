// The web app's routes (spec 3 §2.1): the one place a page is declared. The web's router builds its
// route table from this manifest (apps/web/src/app/routes.tsx), the build's preload plugin writes each
// route's chunks from it (apps/web/vite.config.ts), the JS budget measures its first screens, and the
// server redirects to its paths (`webPaths.authCallback`). No zod at run time (the web's entry carries
// it), and only relative imports (the build config loads this file by itself).
import { pathOf } from './endpoint.ts';

/** One page of the web app. */
export interface WebRoute {
  /** The URL pattern, react-router's syntax (`/game/:gameId`); path builders fill its `:name`s. */
  readonly path: string;
  /**
   * The page's lazy module, under apps/web/src/features/: a `*-screen.tsx` exporting `Component` and,
   * optionally, `createLoader(queryClient)` that starts the screen's queries (apps/web/src/app/lazy-route.ts).
   */
  readonly module: string;
  /** Signed-in users only (guests go to the login page), or admins only (others see access denied). */
  readonly access?: 'user' | 'admin';
  /** Shown without the app header and bottom navigation (spec 3 §2.1). */
  readonly chrome?: false;
  /** Built into development builds only: in production the path is not-found and the module has no chunk. */
  readonly developmentOnly?: true;
  /**
   * Rarely reached by navigating in the app (operators' pages, the store libraries, the pages the
   * server's redirects land on): the entry carries no list of its chunks to preload on navigation, so
   * every first visit is spared those bytes; they load when it is visited (a page load still gets them
   * in the server's `Link` header).
   */
  readonly rarelyVisited?: true;
}

export const webRoutes = {
  home: { path: '/', module: 'home/components/home-screen.tsx' },
  landing: { path: '/landing', module: 'landing/components/landing-screen.tsx', chrome: false },
  games: { path: '/games', module: 'games/components/games-list-screen.tsx' },
  game: { path: '/game/:gameId', module: 'games/components/game-detail-screen.tsx', chrome: false },
  /** The review screen; `?reviewId=` edits that review, `?gameName=` titles the screen while the game loads. */
  reviewWrite: {
    path: '/games/:gameId/review',
    module: 'review-editor/components/review-editor-screen.tsx',
    access: 'user',
    chrome: false,
  },
  wishlist: { path: '/wishlist', module: 'wishlist/components/wishlist-screen.tsx', access: 'user' },
  collection: { path: '/collection', module: 'collections/components/collection-list-screen.tsx', access: 'user' },
  collectionNew: { path: '/collection/new', module: 'collections/components/collection-form-screen.tsx', access: 'user', chrome: false },
  collectionDetail: { path: '/collection/:collectionId', module: 'collections/components/collection-detail-screen.tsx', chrome: false },
  collectionEdit: {
    path: '/collection/:collectionId/edit',
    module: 'collections/components/collection-form-screen.tsx',
    access: 'user',
    chrome: false,
  },
  /** The shared link of a collection (no visibility badge; back goes to explore). */
  publicCollection: {
    path: '/collection/public/:collectionId',
    module: 'collections/components/public-collection-screen.tsx',
    chrome: false,
  },
  collectedGameEdit: {
    path: '/collection/:collectionId/game/:gameId/edit',
    module: 'collected-game/components/collected-game-edit-screen.tsx',
    access: 'user',
    chrome: false,
  },
  reviewCalendar: {
    path: '/review-calendar',
    module: 'review-calendar/components/review-calendar-screen.tsx',
    access: 'user',
    chrome: false,
  },
  /** A day of the review calendar, 'YYYY-MM-DD'. */
  reviewCalendarDay: {
    path: '/review-calendar/:date',
    module: 'review-calendar/components/reviews-on-day-screen.tsx',
    access: 'user',
    chrome: false,
  },
  explore: { path: '/explore', module: 'explore/components/explore-screen.tsx' },
  publicCollections: { path: '/collections/public', module: 'explore/components/public-collections-screen.tsx' },
  myPage: { path: '/mypage', module: 'mypage/components/my-page-screen.tsx', access: 'user' },
  login: { path: '/auth/login', module: 'auth/components/login-screen.tsx', chrome: false },
  // The sign-in redirects land on these two (a page load, never an in-app navigation).
  authCallback: { path: '/auth/callback', module: 'auth/components/auth-callback-screen.tsx', rarelyVisited: true, chrome: false },
  accountConflict: {
    path: '/auth/account-conflict',
    module: 'auth/components/account-conflict-screen.tsx',
    rarelyVisited: true,
    chrome: false,
  },
  profileSetup: { path: '/profile-setup', module: 'profile/components/profile-setup-screen.tsx', access: 'user', chrome: false },
  profileEdit: { path: '/profile-edit', module: 'profile/components/profile-edit-screen.tsx', access: 'user', chrome: false },
  user: { path: '/user/:username', module: 'user-profile/components/user-profile-screen.tsx', chrome: false },
  steamConnect: {
    path: '/steam/connect',
    module: 'steam/components/steam-connect-screen.tsx',
    access: 'user',
    rarelyVisited: true,
    chrome: false,
  },
  steamLibrary: {
    path: '/steam/library',
    module: 'steam/components/steam-library-screen.tsx',
    access: 'user',
    rarelyVisited: true,
    chrome: false,
  },
  steamProfilePrivate: {
    path: '/steam/profile-private',
    module: 'steam/components/steam-profile-private-screen.tsx',
    access: 'user',
    rarelyVisited: true,
    chrome: false,
  },
  gogConnect: { path: '/gog/connect', module: 'gog/components/gog-connect-screen.tsx', access: 'user', rarelyVisited: true, chrome: false },
  gogLibrary: { path: '/gog/library', module: 'gog/components/gog-library-screen.tsx', access: 'user', rarelyVisited: true, chrome: false },
  gogConnectGuide: {
    path: '/gog/connect/guide',
    module: 'gog/components/gog-connect-guide-screen.tsx',
    access: 'user',
    rarelyVisited: true,
    chrome: false,
  },
  /** The GOG developer test page (spec README decision 7). */
  testGog: { path: '/test/gog', module: 'gog-test/components/gog-test-screen.tsx', developmentOnly: true, chrome: false },
  // Operators (admin role; spec 3 §2.4 and issue 20's content tools): shown without the header and navigation.
  adminUserActivity: {
    path: '/admin/user-activity',
    module: 'admin/components/admin-user-activity-screen.tsx',
    access: 'admin',
    rarelyVisited: true,
    chrome: false,
  },
  adminBanners: {
    path: '/admin/banners',
    module: 'admin-content/components/banners-screen.tsx',
    access: 'admin',
    rarelyVisited: true,
    chrome: false,
  },
  adminNotices: {
    path: '/admin/notices',
    module: 'admin-content/components/admin-notices-screen.tsx',
    access: 'admin',
    rarelyVisited: true,
    chrome: false,
  },
  adminNoticeNew: {
    path: '/admin/notices/new',
    module: 'admin-content/components/notice-editor-screen.tsx',
    access: 'admin',
    rarelyVisited: true,
    chrome: false,
  },
  adminNoticeEdit: {
    path: '/admin/notices/:noticeId/edit',
    module: 'admin-content/components/notice-editor-screen.tsx',
    access: 'admin',
    rarelyVisited: true,
    chrome: false,
  },
  adminSuggestions: {
    path: '/admin/suggestions',
    module: 'admin-content/components/suggestions-screen.tsx',
    access: 'admin',
    rarelyVisited: true,
    chrome: false,
  },
  adminAuditLog: {
    path: '/admin/audit-log',
    module: 'admin-content/components/audit-log-screen.tsx',
    access: 'admin',
    rarelyVisited: true,
    chrome: false,
  },
  notices: { path: '/notices', module: 'notices/components/notices-screen.tsx', chrome: false },
  notice: { path: '/notices/:noticeId', module: 'notices/components/notice-screen.tsx', chrome: false },
  notifications: { path: '/notifications', module: 'notifications/components/notifications-screen.tsx', access: 'user', chrome: false },
  /** The API reference: the published OpenAPI document (`/api/openapi.json`) for people. */
  apiReference: {
    path: '/developers/api',
    module: 'api-reference/components/api-reference-screen.tsx',
    rarelyVisited: true,
    chrome: false,
  },
} as const satisfies Record<string, WebRoute>;

export type WebRouteName = keyof typeof webRoutes;

/** One value per `:name` of a path, in order (`/collection/:collectionId/game/:gameId/edit` takes two). */
type PathValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string | number, ...PathValues<Rest>]
  : P extends `${string}:${string}`
    ? [string | number]
    : [];

/** A route's path: the path itself when it has no parameters, else a builder filling them in order. */
export type WebPath<P extends string> = PathValues<P> extends [] ? P : (...values: PathValues<P>) => string;

/** The builder of a pattern: its `:name`s filled in order (by `pathOf`, so values are URI-encoded). */
function pathBuilder(pattern: string): (...values: Array<string | number>) => string {
  const names = [...pattern.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1]!);
  const fill = pathOf as (pattern: string, params: Readonly<Record<string, string | number | undefined>>) => string;
  return (...values) => fill(pattern, Object.fromEntries(names.map((name, i) => [name, values[i]])));
}

/**
 * Every route's path by name, derived from its pattern: `webPaths.games` is '/games',
 * `webPaths.game(12)` is '/game/12', `webPaths.collectedGameEdit(3, 12)` is '/collection/3/game/12/edit'.
 */
export const webPaths = Object.fromEntries(
  Object.entries(webRoutes).map(([name, { path }]) => [name, path.includes(':') ? pathBuilder(path) : path]),
) as { readonly [K in WebRouteName]: WebPath<(typeof webRoutes)[K]['path']> };

/** `path` with a query string of the values given (undefined and '' left out), as in `withQuery(webPaths.login, { error })`. */
export function withQuery(path: string, query: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
