import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes that `location` matches and puts what they load on the route objects, so a router
 * created on them renders the server's screen at once: hydration needs the page's component in the first
 * render (react-router's guidance for server rendering with lazy routes).
 */
export async function loadMatchedLazyRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
