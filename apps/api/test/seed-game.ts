import type { SeedGame } from '../src/modules/catalog/ingest/seed-format.ts';

/** A catalog game for a test: every SeedGame field has a plain default; pass what the test is about. */
export function makeSeedGame(game: Partial<SeedGame> & Pick<SeedGame, 'igdbId' | 'name'>): SeedGame {
  return {
    nameKo: null,
    summary: null,
    firstReleaseDate: '2020-01-01',
    totalRating: null,
    totalRatingCount: 0,
    coverImageId: null,
    screenshotImageIds: [],
    platforms: ['PC (Microsoft Windows)'],
    genres: ['Puzzle'],
    steamAppId: null,
    gogId: null,
    isFeatured: false,
    popularity: 0,
    hastilyHours: null,
    normallyHours: null,
    completelyHours: null,
    gameType: null,
    alternativeNames: [],
    koreanSupport: null,
    ...game,
  };
}
