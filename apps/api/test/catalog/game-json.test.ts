import { describe, expect, it } from 'vitest';
import { GamePageSchema, type Game, type GamePage } from '@gameshelf/contracts';
import { gameBytes, gameJson, gamePageBytes } from '../../src/modules/catalog/game-json.ts';

const game = (id: number, extra: Record<string, unknown> = {}): Game => ({
  id,
  igdbId: id * 10,
  name: `Game "${id}" \u2028 </script>`,
  nameKo: '게임',
  summary: null,
  summaryKo: null,
  firstReleaseDate: '2020-01-02',
  totalRating: 81.5,
  totalRatingCount: 3,
  userRatingAvg: 4.5,
  userRatingCount: 2,
  coverImageUrl: null,
  localizedCoverImageUrl: null,
  screenshotUrls: [],
  platformNames: ['PC'],
  platformCodes: ['PC'],
  platforms: [{ id: 6, name: 'PC' }],
  genreNames: ['RPG'],
  genreNamesKo: ['롤플레잉'],
  isFeatured: false,
  inWishlist: false,
  inCollection: true,
  hastilyHours: null,
  normallyHours: 12,
  completelyHours: null,
  submissionCount: 0,
  gameType: null,
  koreanSupport: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

describe('game list JSON bytes', () => {
  it('is the page the contract describes, with fields outside the contract left out', () => {
    const page: GamePage = { content: [game(1, { secret: 'x' }), game(2)], page: 3, size: 2, last: false, totalElements: 41 };
    const parsed: unknown = JSON.parse(gamePageBytes(page).toString('utf8'));
    expect(parsed).toEqual(GamePageSchema.parse(page));
    expect(JSON.stringify(parsed)).not.toContain('secret');
  });

  it('answers an empty page', () => {
    const page: GamePage = { content: [], page: 0, size: 20, last: true, totalElements: 0 };
    expect(JSON.parse(gamePageBytes(page).toString('utf8'))).toEqual(page);
  });

  it('keeps Korean text and escapes intact in UTF-8, one buffer per game object', () => {
    const korean = game(4, { nameKo: '젤다의 전설 \u2028 🎮' });
    const bytes = gameBytes(korean);
    expect(JSON.parse(bytes.toString('utf8'))).toMatchObject({ nameKo: '젤다의 전설 \u2028 🎮' });
    expect(gameBytes(korean)).toBe(bytes);
    const page: GamePage = { content: [korean, korean], page: 0, size: 2, last: true, totalElements: 2 };
    expect(gamePageBytes(page).length).toBe(Buffer.byteLength(JSON.stringify(GamePageSchema.parse(page))));
  });

  it('refuses a game the contract does not allow rather than sending it', () => {
    expect(() => gameJson(game(3, { userRatingAvg: 9 }))).toThrow();
  });
});
