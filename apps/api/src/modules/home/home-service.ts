import type { Game, HomeData, Review } from '@gameshelf/contracts';

/** Popularity and featured flags change in jobs; the cache is read again at least this often. */
export const HOME_CACHE_TTL_MS = 60_000;

export type HomeSources = {
  featuredGames: () => Promise<Game[]>;
  popularGames: () => Promise<Game[]>;
  popularReviews: () => Promise<Review[]>;
  /** The `home` cache generation in the database. */
  generation: () => Promise<number>;
  now?: () => number;
};

/**
 * `GET /api/home` (spec 1 §3 "Home data"): featured and popular games and the popular reviews, built
 * once and kept until a write bumps the `home` generation (any API process) or a minute passes. A
 * read costs one primary-key lookup while the cache holds.
 */
export function createHomeService(sources: HomeSources) {
  const now = sources.now ?? Date.now;
  let cached: { generation: number; builtAt: number; json: string } | null = null;
  let building: { generation: number; promise: Promise<string> } | null = null;

  const build = async (generation: number): Promise<string> => {
    const builtAt = now();
    const [featuredGames, popularGames, recentReviews] = await Promise.all([
      sources.featuredGames(),
      sources.popularGames(),
      sources.popularReviews(),
    ]);
    const json = JSON.stringify({ featuredGames, popularGames, recentReviews } satisfies HomeData);
    if (!cached || cached.generation <= generation) cached = { generation, builtAt, json };
    return json;
  };

  return {
    /** The home data as JSON text, kept serialized: a cached read does no work but the generation check. */
    async homeJson(): Promise<string> {
      const generation = await sources.generation();
      if (cached && cached.generation === generation && now() - cached.builtAt < HOME_CACHE_TTL_MS) return cached.json;
      // Concurrent readers of the same generation share one build.
      if (building?.generation !== generation) {
        const promise = build(generation).finally(() => {
          if (building?.promise === promise) building = null;
        });
        building = { generation, promise };
      }
      return building.promise;
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
