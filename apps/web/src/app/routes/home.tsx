import type { QueryClient } from '@tanstack/react-query';
import { homeDataQueryOptions } from '../../features/home/api/home.ts';
import { loadBannerCarousel } from '../../features/home/components/home-banners.tsx';
import { loadBelowTheFold } from '../../features/home/components/home-screen.tsx';

export { HomeScreen as Component } from '../../features/home/components/home-screen.tsx';

/** Starts home's data and its on-demand chunks (banner carousel, lower sections) without blocking navigation. */
export const createLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(homeDataQueryOptions());
  void loadBannerCarousel();
  void loadBelowTheFold();
  return null;
};
