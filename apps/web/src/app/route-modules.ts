/**
 * Every lazily loaded route module (src/app/routes.tsx) by its URL pattern. At build, vite.config.ts
 * turns this into dist/.vite/route-preloads.json (each route's chunks beyond the entry's), and the
 * server sends them as `Link: rel=modulepreload` with the page, so a first visit fetches the route's
 * code alongside the entry instead of after it. Patterns are written out (the build config cannot load
 * the contract's TypeScript); routes.test.ts checks each against the route table.
 */
export const ROUTE_MODULES: ReadonlyArray<{ pattern: string; module: string; devOnly?: true }> = [
  { pattern: '/', module: 'src/app/routes/home.tsx' },
  { pattern: '/games', module: 'src/app/routes/games.tsx' },
  { pattern: '/game/:gameId', module: 'src/app/routes/game.tsx' },
  { pattern: '/collection/:collectionId', module: 'src/app/routes/collection-detail.tsx' },
  { pattern: '/collection/public/:collectionId', module: 'src/app/routes/public-collection.tsx' },
  { pattern: '/explore', module: 'src/app/routes/explore.tsx' },
  { pattern: '/collections/public', module: 'src/app/routes/public-collections.tsx' },
  { pattern: '/auth/login', module: 'src/app/routes/auth-login.tsx' },
  { pattern: '/auth/callback', module: 'src/app/routes/auth-callback.tsx' },
  { pattern: '/auth/account-conflict', module: 'src/app/routes/auth-account-conflict.tsx' },
  { pattern: '/landing', module: 'src/app/routes/landing.tsx' },
  { pattern: '/notices', module: 'src/app/routes/notices.tsx' },
  { pattern: '/notices/:noticeId', module: 'src/app/routes/notice.tsx' },
  { pattern: '/user/:username', module: 'src/app/routes/user-profile.tsx' },
  { pattern: '/wishlist', module: 'src/app/routes/wishlist.tsx' },
  { pattern: '/collection', module: 'src/app/routes/collection-list.tsx' },
  { pattern: '/collection/new', module: 'src/app/routes/collection-form.tsx' },
  { pattern: '/collection/:collectionId/edit', module: 'src/app/routes/collection-form.tsx' },
  { pattern: '/collection/:collectionId/game/:gameId/edit', module: 'src/app/routes/collected-game-edit.tsx' },
  { pattern: '/games/:gameId/review', module: 'src/app/routes/review-editor.tsx' },
  { pattern: '/review-calendar', module: 'src/app/routes/review-calendar.tsx' },
  { pattern: '/review-calendar/:date', module: 'src/app/routes/review-calendar-day.tsx' },
  { pattern: '/notifications', module: 'src/app/routes/notifications.tsx' },
  { pattern: '/mypage', module: 'src/app/routes/mypage.tsx' },
  { pattern: '/profile-setup', module: 'src/app/routes/profile-setup.tsx' },
  { pattern: '/profile-edit', module: 'src/app/routes/profile-edit.tsx' },
  { pattern: '/steam/connect', module: 'src/app/routes/steam-connect.tsx' },
  { pattern: '/steam/library', module: 'src/app/routes/steam-library.tsx' },
  { pattern: '/steam/profile-private', module: 'src/app/routes/steam-profile-private.tsx' },
  { pattern: '/gog/connect', module: 'src/app/routes/gog-connect.tsx' },
  { pattern: '/gog/connect/guide', module: 'src/app/routes/gog-connect-guide.tsx' },
  { pattern: '/gog/library', module: 'src/app/routes/gog-library.tsx' },
  { pattern: '/admin/user-activity', module: 'src/app/routes/admin-user-activity.tsx' },
  { pattern: '/admin/banners', module: 'src/app/routes/admin-banners.tsx' },
  { pattern: '/admin/notices', module: 'src/app/routes/admin-notices.tsx' },
  { pattern: '/admin/notices/new', module: 'src/app/routes/admin-notice-editor.tsx' },
  { pattern: '/admin/notices/:noticeId/edit', module: 'src/app/routes/admin-notice-editor.tsx' },
  { pattern: '/admin/suggestions', module: 'src/app/routes/admin-suggestions.tsx' },
  { pattern: '/admin/audit-log', module: 'src/app/routes/admin-audit-log.tsx' },
  // Development builds only (routes.tsx): a production build has no chunk for it, so no preloads.
  { pattern: '/test/gog', module: 'src/app/routes/test-gog.tsx', devOnly: true },
];
