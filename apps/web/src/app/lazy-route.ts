import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LazyRouteFunction, LoaderFunction, RouteObject } from 'react-router-dom';

/** What a route module in `routes/` exports: its screen, and optionally a loader factory that starts the screen's queries. */
export interface RouteModule {
  Component: ComponentType;
  createLoader?: (queryClient: QueryClient) => LoaderFunction;
}

/** A route's `lazy`: loads the module on first visit and gives its loader (if it has one) the app's QueryClient. */
export function lazyRoute(load: () => Promise<RouteModule>, queryClient: QueryClient): LazyRouteFunction<RouteObject> {
  return async () => {
    const { Component, createLoader } = await load();
    return createLoader ? { Component, loader: createLoader(queryClient) } : { Component };
  };
}
