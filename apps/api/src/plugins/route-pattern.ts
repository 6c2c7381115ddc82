/** A web route's path (`/game/:gameId`) as a pattern matching its request paths (query excluded), trailing slash allowed. */
export const routePattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);
