import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { loadMatchedLazyRoutes } from './matched-lazy-routes.ts';

const at = (href: string) => new URL(href) as unknown as Location;

describe('loadMatchedLazyRoutes', () => {
  it("puts a matched lazy route's module on the route, and leaves the others lazy", async () => {
    const Screen = () => null;
    const other = vi.fn(async () => ({ Component: Screen }));
    const routes: RouteObject[] = [
      { path: '/games', lazy: async () => ({ Component: Screen }) },
      { path: '/notices', lazy: other },
    ];
    await loadMatchedLazyRoutes(routes, at('https://gameshelf.test/games'));
    expect(routes[0]).toMatchObject({ Component: Screen, lazy: undefined });
    expect(other).not.toHaveBeenCalled();
  });
});
