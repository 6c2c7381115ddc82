import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import pageModules from 'virtual:gameshelf/page-modules';
import { webRoutes, type WebRoute } from '@gameshelf/contracts';
import { RequireAuthLayout } from '../features/auth/components/require-auth.tsx';
import { lazyRoute } from './lazy-route.ts';
import { RootError, RootFallback, RootLayout } from './root-layout.tsx';

/**
 * The route table (spec 3 §2.1) for the browser router, built from the contract's route manifest
 * (`webRoutes`): each page loads its module lazily (`virtual:gameshelf/page-modules`, generated from the
 * manifest by vite.config.ts) and starts its queries without blocking (lazy-route.ts). Pages for signed-in users go under the `require-auth` layout, admins' under
 * `require-admin` within it; a path no page has falls to not-found.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const pages = Object.entries<WebRoute>(webRoutes).filter(([, route]) => !route.developmentOnly || import.meta.env.DEV);
  const children = (access: WebRoute['access']): RouteObject[] =>
    pages
      .filter(([, route]) => route.access === access)
      .map(([name, route]) => {
        const load = pageModules[name];
        if (!load) throw new Error(`No module for the page ${name}`);
        const lazy = lazyRoute(load, queryClient);
        return route.path === '/' ? { index: true, lazy } : { path: route.path, lazy };
      });
  return [
    {
      Component: RootLayout,
      HydrateFallback: RootFallback,
      ErrorBoundary: RootError,
      children: [
        ...children(undefined),
        {
          // Login required (spec 3 §2.1): routes under this layout show the guard's spinner during
          // the start-up token check and send guests to /auth/login.
          id: 'require-auth',
          Component: RequireAuthLayout,
          children: [
            ...children('user'),
            {
              // Admin only (spec 3 §6): a signed-in user without the role sees the access-denied page.
              // Loaded with the page, so the first-visit JS carries no admin code.
              id: 'require-admin',
              lazy: () =>
                import('../features/auth/components/require-admin.tsx').then((module) => ({ Component: module.RequireAdminLayout })),
              children: children('admin'),
            },
          ],
        },
        { path: '*', lazy: lazyRoute(() => import('../features/not-found/not-found-screen.tsx'), queryClient) },
      ],
    },
  ];
}
