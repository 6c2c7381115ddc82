import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_PAGE_SIZE_DEFAULT,
  GAME_PAGE_SIZE_MAX,
  GAME_SORT_KEYS,
  GamePageSchema,
  toGameListSearchParams,
  type Game,
  type GameListParams,
  type GamePage,
  type GameSort,
  listGames,
  listGenres,
  searchGames,
} from '@gameshelf/contracts';
import { gameSearchDocument, searchKey } from '../../src/modules/catalog/search/search-keys.ts';
import { fixtureGames } from '../fixture-catalog.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('GET /api/games on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());

  async function list(params: GameListParams | string, path: string = listGames.path): Promise<GamePage> {
    const query = typeof params === 'string' ? params : toGameListSearchParams(params).toString();
    const res = await t.app.inject({ method: 'GET', url: `${path}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return GamePageSchema.parse(res.json());
  }

  async function all(params: GameListParams): Promise<Game[]> {
    return (await list({ ...params, size: GAME_PAGE_SIZE_MAX })).content;
  }

  it('answers the first page of 20 by popularity, most popular first', async () => {
    const page = await list({});
    expect(page).toMatchObject({ page: 0, size: GAME_PAGE_SIZE_DEFAULT, last: false, totalElements: fixtureGames.length });
    expect(page.content).toHaveLength(GAME_PAGE_SIZE_DEFAULT);
    const topPopularity = Math.max(...fixtureGames.map((g) => g.popularity));
    expect(page.content[0]?.totalRating).toBeGreaterThanOrEqual(topPopularity - 0.5);
    const zelda = (await all({ keyword: 'Breath of the Wild' }))[0]!;
    expect(zelda).toMatchObject({
      igdbId: 7346,
      nameKo: '젤다의 전설 브레스 오브 더 와일드',
      firstReleaseDate: '2017-03-03',
      coverImageUrl: 'https://images.igdb.com/igdb/image/upload/t_cover_big/co3p2d.jpg',
      platformCodes: ['SWITCH'],
      isFeatured: true,
      inWishlist: false,
      inCollection: false,
    });
    expect(zelda.platformNames).toEqual(expect.arrayContaining(['Nintendo Switch', 'Wii U']));
    expect(zelda.genreNames).toEqual(expect.arrayContaining(['Puzzle', 'Adventure']));
    expect(zelda.genreNamesKo).toHaveLength(2);
  });

  it('answers the same on /api/games/search', async () => {
    expect(await list({ keyword: 'witcher' }, searchGames.path)).toEqual(await list({ keyword: 'witcher' }));
  });

  const sortValue: Record<GameSort, (g: Game) => string | number | null> = {
    popularity: (g) => fixtureGames.find((f) => f.igdbId === g.igdbId)!.popularity,
    name: (g) => (g.nameKo ?? g.name).toLowerCase(),
    releaseDate: (g) => g.firstReleaseDate,
    rating: (g) => g.totalRating,
    reviewCount: () => 0,
    recent: (g) => g.createdAt,
  };
  const compareBytes = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : Buffer.compare(Buffer.from(String(a)), Buffer.from(String(b)));

  describe.each(GAME_SORT_KEYS.flatMap((sortBy) => (['asc', 'desc'] as const).map((sortOrder) => ({ sortBy, sortOrder }))))(
    'sortBy=$sortBy sortOrder=$sortOrder',
    ({ sortBy, sortOrder }) => {
      it('orders by the key with NULLs last and the id as tie-break', async () => {
        const games = await all({ sortBy, sortOrder });
        const sign = sortOrder === 'asc' ? 1 : -1;
        for (let i = 1; i < games.length; i++) {
          const [a, b] = [games[i - 1]!, games[i]!];
          const [va, vb] = [sortValue[sortBy](a), sortValue[sortBy](b)];
          if (va === null) expect(vb, `${a.name} then ${b.name}`).toBeNull();
          if (va === null || vb === null) continue;
          const cmp = sign * compareBytes(va, vb);
          expect(cmp, `${a.name} then ${b.name}`).toBeLessThanOrEqual(0);
          if (cmp === 0) expect(sign * (a.id - b.id)).toBeLessThan(0);
        }
      });

      it('visits every game exactly once when paging by 7', async () => {
        const seen: number[] = [];
        let page = 0;
        for (;;) {
          const res = await list({ sortBy, sortOrder, size: 7, page });
          expect(res.totalElements).toBe(fixtureGames.length);
          seen.push(...res.content.map((g) => g.id));
          if (res.last) break;
          page++;
        }
        expect(seen).toHaveLength(fixtureGames.length);
        expect(new Set(seen).size).toBe(fixtureGames.length);
        expect(seen).toEqual((await all({ sortBy, sortOrder })).map((g) => g.id));
      });
    },
  );

  describe('keyword', () => {
    it('matches English names case-insensitively as a substring, trimmed', async () => {
      const games = await all({ keyword: '  WITCHER ' });
      expect(games.map((g) => g.igdbId ?? 0).sort((a, b) => a - b)).toEqual([80, 478, 1942, 107300]);
    });

    it('matches Korean names, including a two-syllable keyword', async () => {
      const zelda = await all({ keyword: '젤다' });
      // The official Korean titles, and Ocarina of Time by the Hangul reading of its English name.
      expect(zelda.map((g) => g.igdbId ?? 0).sort((a, b) => a - b)).toEqual([1029, 7346, 115284, 119388, 143614, 306149]);
      expect((await all({ keyword: '와일드 헌트' })).map((g) => g.igdbId)).toEqual([1942]);
      expect((await all({ keyword: '위' })).map((g) => g.igdbId)).toEqual([1942]);
    });

    it('matches short Latin keywords as a name prefix and treats LIKE wildcards literally', async () => {
      const ki = await all({ keyword: 'Ki' });
      const expected = fixtureGames.filter((g) => searchKey(g.name).startsWith('ki'));
      expect(expected.length).toBeGreaterThan(0);
      expect(ki).toHaveLength(expected.length);
      expect((await list({ keyword: '%' })).totalElements).toBe(0);
      expect((await list({ keyword: '_' })).totalElements).toBe(0);
    });

    it('ignores an empty or blank keyword', async () => {
      expect((await list('keyword=%20%20')).totalElements).toBe(fixtureGames.length);
    });

    it('answers an empty last page when nothing matches', async () => {
      expect(await list({ keyword: 'no such game anywhere' })).toMatchObject({ content: [], last: true, totalElements: 0 });
    });
  });

  describe('filters', () => {
    it('minRating and maxRating bound the critic score', async () => {
      const games = await all({ minRating: 85, maxRating: 92 });
      const expected = fixtureGames.filter((g) => g.totalRating !== null && g.totalRating >= 85 && g.totalRating <= 92);
      expect(games).toHaveLength(expected.length);
      for (const g of games) expect(g.totalRating).toBeGreaterThanOrEqual(85);
    });

    it('featured=true keeps featured games only', async () => {
      const games = await all({ featured: true });
      expect(games.map((g) => g.igdbId ?? 0).sort((a, b) => a - b)).toEqual([1942, 7346, 119388]);
    });

    it('platformCodes keeps games on any of the codes, repeated or comma separated', async () => {
      const expected = fixtureGames.filter((g) =>
        g.platforms.some((p) => p === 'PlayStation 5' || p === 'Nintendo Switch' || p === 'Nintendo Switch 2'),
      );
      const repeated = await list(`platformCodes=PS5&platformCodes=SWITCH&size=100`);
      const comma = await list(`platformCodes=PS5,SWITCH&size=100`);
      expect(repeated.totalElements).toBe(expected.length);
      expect(comma.content.map((g) => g.id)).toEqual(repeated.content.map((g) => g.id));
      for (const g of repeated.content) expect(g.platformCodes.some((c) => c === 'PS5' || c === 'SWITCH')).toBe(true);
    });

    it('genreIds keeps games in any of the genres', async () => {
      const genres = (await t.app.inject({ method: 'GET', url: listGenres.path })).json<{ id: number; name: string }[]>();
      const ids = genres.filter((g) => g.name === 'Fighting' || g.name === 'Visual Novel').map((g) => g.id);
      const games = await all({ genreIds: ids });
      expect(games.map((g) => g.igdbId ?? 0).sort((a, b) => a - b)).toEqual([113104, 146075]);
    });

    it('combines filters with the keyword and keeps the count exact on every page', async () => {
      const first = await list({ keyword: 'the', platformCodes: ['PC'], minRating: 80, size: 3 });
      const expected = fixtureGames.filter(
        (g) =>
          gameSearchDocument([g.name, g.nameKo]).key.includes('the') &&
          g.platforms.includes('PC (Microsoft Windows)') &&
          (g.totalRating ?? -1) >= 80,
      );
      expect(first.totalElements).toBe(expected.length);
      const lastPage = Math.ceil(expected.length / 3) - 1;
      expect(await list({ keyword: 'the', platformCodes: ['PC'], minRating: 80, size: 3, page: lastPage })).toMatchObject({
        last: true,
        totalElements: expected.length,
      });
    });
  });

  it('caps size at 100', async () => {
    expect((await list('size=500')).size).toBe(GAME_PAGE_SIZE_MAX);
  });

  it('answers an empty last page past the end with the real total', async () => {
    expect(await list({ page: 50 })).toMatchObject({ content: [], last: true, totalElements: fixtureGames.length });
  });
});
