import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { RequireAuthLayout } from '../features/auth/components/require-auth.tsx';
import { lazyRoute } from './lazy-route.ts';
import { RootError, RootFallback, RootLayout } from './root-layout.tsx';

/**
 * The route table (spec 3 §2.1), shared by the browser router and stories. Paths come from
 * `config/paths.ts` (the contract's `webPaths`). Route modules in `routes/` load lazily, each starting
 * its queries without blocking; unbuilt routes (/wishlist, /collection, ...) fall to not-found until
 * their issues land, while the navigation already links to them. Login-only routes go under the
 * `require-auth` layout.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: RootFallback,
      ErrorBoundary: RootError,
      children: [
        { index: true, lazy: lazyRoute(() => import('./routes/home.tsx'), queryClient) },
        { path: paths.games, lazy: lazyRoute(() => import('./routes/games.tsx'), queryClient) },
        { path: paths.gamePattern, lazy: lazyRoute(() => import('./routes/game.tsx'), queryClient) },
        { path: paths.collectionPattern, lazy: lazyRoute(() => import('./routes/collection-detail.tsx'), queryClient) },
        { path: paths.publicCollectionPattern, lazy: lazyRoute(() => import('./routes/public-collection.tsx'), queryClient) },
        { path: paths.explore, lazy: lazyRoute(() => import('./routes/explore.tsx'), queryClient) },
        { path: paths.publicCollections, lazy: lazyRoute(() => import('./routes/public-collections.tsx'), queryClient) },
        { path: paths.login, lazy: lazyRoute(() => import('./routes/auth-login.tsx'), queryClient) },
        { path: paths.authCallback, lazy: lazyRoute(() => import('./routes/auth-callback.tsx'), queryClient) },
        { path: paths.accountConflict, lazy: lazyRoute(() => import('./routes/auth-account-conflict.tsx'), queryClient) },
        { path: paths.landing, lazy: lazyRoute(() => import('./routes/landing.tsx'), queryClient) },
        { path: paths.notices, lazy: lazyRoute(() => import('./routes/notices.tsx'), queryClient) },
        { path: paths.noticePattern, lazy: lazyRoute(() => import('./routes/notice.tsx'), queryClient) },
        { path: paths.userPattern, lazy: lazyRoute(() => import('./routes/user-profile.tsx'), queryClient) },
        {
          // Login required (spec 3 §2.1): routes under this layout show the guard's spinner during
          // the start-up token check and send guests to /auth/login.
          id: 'require-auth',
          Component: RequireAuthLayout,
          children: [
            { path: paths.wishlist, lazy: lazyRoute(() => import('./routes/wishlist.tsx'), queryClient) },
            { path: paths.collection, lazy: lazyRoute(() => import('./routes/collection-list.tsx'), queryClient) },
            { path: paths.collectionNew, lazy: lazyRoute(() => import('./routes/collection-form.tsx'), queryClient) },
            { path: paths.collectionEditPattern, lazy: lazyRoute(() => import('./routes/collection-form.tsx'), queryClient) },
            { path: paths.collectedGameEditPattern, lazy: lazyRoute(() => import('./routes/collected-game-edit.tsx'), queryClient) },
            { path: paths.reviewWritePattern, lazy: lazyRoute(() => import('./routes/review-editor.tsx'), queryClient) },
            { path: paths.reviewCalendar, lazy: lazyRoute(() => import('./routes/review-calendar.tsx'), queryClient) },
            { path: paths.reviewCalendarDayPattern, lazy: lazyRoute(() => import('./routes/review-calendar-day.tsx'), queryClient) },
            { path: paths.notifications, lazy: lazyRoute(() => import('./routes/notifications.tsx'), queryClient) },
            { path: paths.myPage, lazy: lazyRoute(() => import('./routes/mypage.tsx'), queryClient) },
            { path: paths.profileSetup, lazy: lazyRoute(() => import('./routes/profile-setup.tsx'), queryClient) },
            { path: paths.profileEdit, lazy: lazyRoute(() => import('./routes/profile-edit.tsx'), queryClient) },
            { path: paths.steamConnect, lazy: lazyRoute(() => import('./routes/steam-connect.tsx'), queryClient) },
            { path: paths.steamLibrary, lazy: lazyRoute(() => import('./routes/steam-library.tsx'), queryClient) },
            { path: paths.steamProfilePrivate, lazy: lazyRoute(() => import('./routes/steam-profile-private.tsx'), queryClient) },
            { path: paths.gogConnect, lazy: lazyRoute(() => import('./routes/gog-connect.tsx'), queryClient) },
            { path: paths.gogConnectGuide, lazy: lazyRoute(() => import('./routes/gog-connect-guide.tsx'), queryClient) },
            { path: paths.gogLibrary, lazy: lazyRoute(() => import('./routes/gog-library.tsx'), queryClient) },
            {
              // Admin only (spec 3 §6): a signed-in user without the role sees the access-denied page.
              // Loaded with the page, so the first-visit JS carries no admin code.
              id: 'require-admin',
              lazy: () =>
                import('../features/auth/components/require-admin.tsx').then((module) => ({ Component: module.RequireAdminLayout })),
              children: [
                { path: paths.adminUserActivity, lazy: lazyRoute(() => import('./routes/admin-user-activity.tsx'), queryClient) },
                { path: paths.adminBanners, lazy: lazyRoute(() => import('./routes/admin-banners.tsx'), queryClient) },
                { path: paths.adminNotices, lazy: lazyRoute(() => import('./routes/admin-notices.tsx'), queryClient) },
                { path: paths.adminNoticeNew, lazy: lazyRoute(() => import('./routes/admin-notice-editor.tsx'), queryClient) },
                { path: paths.adminNoticeEditPattern, lazy: lazyRoute(() => import('./routes/admin-notice-editor.tsx'), queryClient) },
                { path: paths.adminSuggestions, lazy: lazyRoute(() => import('./routes/admin-suggestions.tsx'), queryClient) },
                { path: paths.adminAuditLog, lazy: lazyRoute(() => import('./routes/admin-audit-log.tsx'), queryClient) },
              ],
            },
          ],
        },
        // The GOG developer test page exists only in development builds (spec README decision 7): in
        // production the condition is a constant false, so neither the route nor its chunk is built.
        ...(import.meta.env.DEV ? [{ path: paths.testGog, lazy: lazyRoute(() => import('./routes/test-gog.tsx'), queryClient) }] : []),
        { path: '*', lazy: lazyRoute(() => import('./routes/not-found.tsx'), queryClient) },
      ],
    },
  ];
}
