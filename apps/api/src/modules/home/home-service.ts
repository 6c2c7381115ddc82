import type { Game, HomeData, Review } from '@gameshelf/contracts';
import { encodeText, type EncodedText } from '../../shared/encoded-text.ts';

/** Popularity and featured flags change in jobs; the cache is read again at least this often. */
export const HOME_CACHE_TTL_MS = 60_000;

/** Brotli quality of the kept copy: rebuilt at run time (about once a minute), so not the build's 11. */
const HOME_BROTLI_QUALITY = 9;

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
 * once and kept until a write bumps the `home` generation (any API process) or a minute passes, as
 * UTF-8 bytes and their brotli and gzip copies. The generation comes from memory while notifications
 * keep it current (shared/generation-follower.ts), so a cached read does no database work and no
 * serializing or compressing: it sends the kept bytes.
 */
export function createHomeService(sources: HomeSources) {
  const now = sources.now ?? Date.now;
  let cached: { generation: number; builtAt: number; home: EncodedText } | null = null;
  let building: { generation: number; promise: Promise<EncodedText> } | null = null;

  const build = async (generation: number): Promise<EncodedText> => {
    const builtAt = now();
    const [featuredGames, popularGames, recentReviews] = await Promise.all([
      sources.featuredGames(),
      sources.popularGames(),
      sources.popularReviews(),
    ]);
    const home = encodeText(JSON.stringify({ featuredGames, popularGames, recentReviews } satisfies HomeData), HOME_BROTLI_QUALITY);
    if (!cached || cached.generation <= generation) cached = { generation, builtAt, home };
    return home;
  };

  return {
    /** The home data as JSON bytes in each encoding, kept: a cached read does no work but the generation check. */
    async encodedHome(): Promise<EncodedText> {
      const generation = await sources.generation();
      if (cached && cached.generation === generation && now() - cached.builtAt < HOME_CACHE_TTL_MS) return cached.home;
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
