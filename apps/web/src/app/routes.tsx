import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { RequireAuthLayout } from '../features/auth/components/require-auth.tsx';
import { RootError, RootFallback, RootLayout } from './root-layout.tsx';

/**
 * The route table (spec 3 §2.1), shared by the browser router and stories. Route modules load
 * lazily; unbuilt routes (/wishlist, /collection, ...) fall to not-found until their issues land,
 * while the navigation already links to them. Login-only routes go under the `require-auth` layout.
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
        { path: 'auth/login', lazy: () => import('./routes/auth-login.tsx') },
        { path: 'auth/callback', lazy: () => import('./routes/auth-callback.tsx') },
        { path: 'auth/account-conflict', lazy: () => import('./routes/auth-account-conflict.tsx') },
        {
          // Login required (spec 3 §2.1): routes under this layout show the guard's spinner during
          // the start-up token check and send guests to /auth/login.
          id: 'require-auth',
          Component: RequireAuthLayout,
          children: [
            { path: 'mypage', lazy: () => import('./routes/mypage.tsx') },
            { path: 'profile-setup', lazy: () => import('./routes/profile-setup.tsx') },
            {
              path: 'profile-edit',
              lazy: async () => {
                const route = await import('./routes/profile-edit.tsx');
                return { Component: route.Component, loader: route.createLoader(queryClient) };
              },
            },
          ],
        },
        { path: '*', lazy: () => import('./routes/not-found.tsx') },
      ],
    },
  ];
}
