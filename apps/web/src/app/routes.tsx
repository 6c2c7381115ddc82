import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { RootError, RootFallback, RootLayout } from './root-layout.tsx';

/**
 * The route table (spec 3 §2.1), shared by the browser router and stories. Route modules load
 * lazily; unbuilt routes (/wishlist, /collection, /auth/login, /mypage, ...) fall to not-found
 * until their issues land, while the navigation already links to them.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: RootFallback,
      ErrorBoundary: RootError,
      children: [
        { index: true, lazy: () => import('./routes/home.tsx') },
        {
          path: 'games',
          lazy: async () => {
            const route = await import('./routes/games.tsx');
            return { Component: route.Component, loader: route.createLoader(queryClient) };
          },
        },
        {
          path: 'game/:gameId',
          lazy: async () => {
            const route = await import('./routes/game.tsx');
            return { Component: route.Component, loader: route.createLoader(queryClient) };
          },
        },
        { path: '*', lazy: () => import('./routes/not-found.tsx') },
      ],
    },
  ];
}
