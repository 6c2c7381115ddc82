import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { lazyRoute, type RouteModule } from './lazy-route.ts';

const Screen = () => null;

describe('lazyRoute', () => {
  it('loads the module and takes its component', async () => {
    const load = vi.fn(async (): Promise<RouteModule> => ({ Component: Screen }));
    const lazy = lazyRoute(load, new QueryClient());
    expect(load).not.toHaveBeenCalled();
    await expect(lazy()).resolves.toEqual({ Component: Screen });
  });

  it("builds the module's loader with the app's QueryClient", async () => {
    const queryClient = new QueryClient();
    const loader = () => null;
    const createLoader = vi.fn(() => loader);
    await expect(lazyRoute(async () => ({ Component: Screen, createLoader }), queryClient)()).resolves.toEqual({
      Component: Screen,
      loader,
    });
    expect(createLoader).toHaveBeenCalledExactlyOnceWith(queryClient);
  });
});
