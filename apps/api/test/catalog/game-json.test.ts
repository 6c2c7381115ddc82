import { describe, expect, it } from 'vitest';
import { GamePageSchema, GameSchema, type Game, type GamePage } from '@gameshelf/contracts';
import { gameBytes, gamePageBytes, gamePageOf, toGameJson, type GameJsonPage } from '../../src/modules/catalog/read-cache/game-json.ts';

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

const flags = (wishlist: number[], collection: number[]) => ({ wishlist: new Set(wishlist), collection: new Set(collection) });
const pageOf = (games: Game[], extra: Partial<Omit<GamePage, 'content'>> = {}): GameJsonPage => ({
  content: games.map(toGameJson),
  page: 0,
  size: games.length,
  last: true,
  totalElements: games.length,
  ...extra,
});

describe('game list JSON bytes', () => {
  it('is the page the contract describes, flags false, with fields outside the contract left out', () => {
    const page = pageOf([game(1, { secret: 'x' }), game(2)], { page: 3, size: 2, last: false, totalElements: 41 });
    const parsed: unknown = JSON.parse(gamePageBytes(page).toString('utf8'));
    expect(parsed).toEqual(
      GamePageSchema.parse({ ...page, content: [game(1, { inCollection: false }), game(2, { inCollection: false })] }),
    );
    expect(JSON.stringify(parsed)).not.toContain('secret');
    expect(gamePageBytes(page)).toBe(gamePageBytes(page));
  });

  it('answers an empty page', () => {
    const page = pageOf([], { size: 20 });
    expect(JSON.parse(gamePageBytes(page).toString('utf8'))).toEqual({ content: [], page: 0, size: 20, last: true, totalElements: 0 });
  });

  it('keeps Korean text and escapes intact in UTF-8', () => {
    const korean = game(4, { nameKo: '젤다의 전설 \u2028 🎮', inCollection: false });
    const bytes = toGameJson(korean).bytes;
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(GameSchema.parse(korean));
    const page = pageOf([korean, korean]);
    expect(gamePageBytes(page).length).toBe(Buffer.byteLength(JSON.stringify(GamePageSchema.parse(gamePageOf(page)))));
  });

  it("lays a caller's flags over the bytes, each game its own, whatever its text holds", () => {
    // Text that looks like the flags' keys must not be taken for them.
    const tricky = game(7, { name: '"inWishlist":false,"inCollection":false', summary: '\\"inCollection":false 콜렉션' });
    const page = pageOf([game(5), tricky, game(6)]);
    const read = (callerFlags?: ReturnType<typeof flags>) =>
      GamePageSchema.parse(JSON.parse(gamePageBytes(page, callerFlags).toString('utf8')));
    const signedIn = read(flags([5, 7], [7]));
    expect(signedIn.content.map((g) => [g.id, g.inWishlist, g.inCollection])).toEqual([
      [5, true, false],
      [7, true, true],
      [6, false, false],
    ]);
    expect(signedIn.content[1]).toEqual({ ...GameSchema.parse(tricky), inWishlist: true, inCollection: true });
    // The guests' bytes are left as they were.
    expect(read().content.every((g) => !g.inWishlist && !g.inCollection)).toBe(true);
    expect(JSON.parse(gameBytes(page.content[1]!, flags([], [7])).toString('utf8'))).toMatchObject({
      inWishlist: false,
      inCollection: true,
    });
    expect(gameBytes(page.content[1]!, flags([], []))).toBe(page.content[1]!.bytes);
  });

  it('gives games back as objects for readers inside the server', () => {
    const page = pageOf([game(8)]);
    expect(gamePageOf(page)).toEqual({ ...page, content: [GameSchema.parse(game(8, { inCollection: false }))] });
  });

  it('refuses a game the contract does not allow rather than sending it', () => {
    expect(() => toGameJson(game(3, { userRatingAvg: 9 }))).toThrow();
  });
});
