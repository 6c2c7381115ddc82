import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  HOME_POPULAR_COLLECTIONS,
  pagePopularCollections,
  getHomeData,
  getLatestImportantNotice,
  listActiveBanners,
} from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';

const homeKeys = {
  data: ['home'] as const,
  banners: ['home', 'banners'] as const,
  popularCollections: ['home', 'popular-collections'] as const,
  latestNotice: ['home', 'latest-important-notice'] as const,
};

/** Featured and popular games and the popular reviews (`GET /api/home`). */
export const homeDataQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.data, queryFn: ({ signal }) => call(getHomeData, { signal }), staleTime: 60_000 });

export const useHomeData = () => useQuery(homeDataQueryOptions());

/** The active banners in order (`GET /api/banners/active`). */
export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.banners,
    queryFn: ({ signal }) => call(listActiveBanners, { signal }),
    staleTime: 5 * 60_000,
  });

export const useBanners = () => useQuery(bannersQueryOptions());

/** Up to 12, as home asks for them (spec 1 §7: page 0, size 12). */
export const popularCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.popularCollections,
    queryFn: ({ signal }) => call(pagePopularCollections, { query: { page: 0, size: HOME_POPULAR_COLLECTIONS }, signal }),
    staleTime: 60_000,
  });

export const usePopularCollections = () => useQuery(popularCollectionsQueryOptions());

/** The newest important notice, or null when there is none (204). */
export const latestImportantNoticeQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.latestNotice,
    queryFn: async ({ signal }) => (await call(getLatestImportantNotice, { signal })) ?? null,
    staleTime: 5 * 60_000,
  });

export const useLatestImportantNotice = () => useQuery(latestImportantNoticeQueryOptions());

/**
 * Home's built-in popular games (spec 1 §8), for when `GET /api/home` fails: a chunk of their own, read
 * only then. Not a network read, so it runs offline too (the installed app has the chunk).
 */
export const useBuiltInGames = (wanted: boolean) =>
  useQuery({
    queryKey: ['home-built-in-games'],
    queryFn: async () => (await import('../lib/fallback-games.ts')).FALLBACK_POPULAR_GAMES,
    enabled: wanted,
    staleTime: Infinity,
    networkMode: 'always',
  });
