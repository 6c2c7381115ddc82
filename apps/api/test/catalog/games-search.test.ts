import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  GamePageSchema,
  toGameListSearchParams,
  type GameListParams,
  type GamePage,
  type GameType,
  searchGames,
} from '@gameshelf/contracts';
import { SEARCH_KEY_VERSION } from '../../src/modules/catalog/search/search-keys.ts';
import type { SeedGame } from '../../src/modules/catalog/ingest/seed-format.ts';
import { makeSeedGame } from '../seed-game.ts';
import { queryRows } from '../../src/db/database.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

/** A catalog game with the facts search cares about; ids start at 800,000 to stay clear of the fixture. */
function game(igdbId: number, name: string, popularity: number, extra: Partial<SeedGame> = {}): SeedGame {
  return makeSeedGame({ igdbId: 800_000 + igdbId, name, popularity, totalRating: 80, genres: ['Adventure'], ...extra });
}

const type = (gameType: GameType): Partial<SeedGame> => ({ gameType });

/**
 * Real titles (and their Korean names) with popularity on the catalog's real scale (median 4, the
 * best-known games 100-130), chosen so the ranking rules are what decides.
 */
const searchSeed: SeedGame[] = [
  game(1, 'Elden Ring', 120, { nameKo: '엘든 링', ...type('MAIN_GAME') }),
  game(2, 'Elden Ring: Shadow of the Erdtree', 71, { nameKo: '엘든 링 황금 나무의 그림자', ...type('EXPANSION') }),
  game(3, 'Elden Ring Nightreign', 60, { nameKo: '엘든 링 밤의 통치자', ...type('STANDALONE_EXPANSION') }),
  game(10, 'The Witcher 3: Wild Hunt', 115, { nameKo: '더 위쳐 3: 와일드 헌트' }),
  game(11, 'The Witcher 3: Wild Hunt - Game of the Year Edition', 80),
  game(12, 'The Witcher 3: Wild Hunt - Blood and Wine', 70, type('EXPANSION')),
  game(20, 'Final Fantasy VII', 100),
  game(21, 'Final Fantasy VII Remake', 105),
  game(22, 'Final Fantasy XVI', 95),
  game(30, 'Portal', 105),
  game(31, 'Portal 2', 110),
  game(32, 'Portal Knights', 40),
  game(40, 'Pokémon Scarlet', 90, { nameKo: '포켓몬스터 스칼렛' }),
  game(41, 'A Plague Tale: Innocence', 90),
  game(42, 'Ratchet & Clank', 60),
  game(50, 'Zeldas Adventure', 5),
  game(51, 'Legend Quest: Zelda Tribute', 20),
  game(60, 'Cyberpunk', 4),
  game(61, 'Cyberpunk 2077', 128),
  game(52, 'Grand Theft Auto V', 130, { alternativeNames: ['GTA 5', 'GTA V', '그랜드 테프트 오토 5'] }),
];

const igdb = (localId: number): number => 800_000 + localId;

describe.each(engines)('keyword search on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    await t.app.catalog.insert(searchSeed);
  });
  afterAll(() => t.close());

  async function search(params: GameListParams): Promise<GamePage> {
    const query = toGameListSearchParams({ size: 100, ...params }).toString();
    const res = await t.app.inject({ method: 'GET', url: `${searchGames.path}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return GamePageSchema.parse(res.json());
  }
  const ids = async (keyword: string, extra: GameListParams = {}): Promise<number[]> =>
    (await search({ keyword, ...extra })).content.map((g) => g.igdbId ?? 0).filter((id) => id > 800_000);

  it('matches Korean names with or without their spaces, the main game first', async () => {
    for (const keyword of ['엘든링', '엘든 링', ' 엘든  링 ']) {
      const found = await ids(keyword);
      expect(found[0], keyword).toBe(igdb(1));
      // The standalone expansion is a main game; the expansion ranks after both despite its popularity.
      expect(found.slice(0, 3), keyword).toEqual([igdb(1), igdb(3), igdb(2)]);
    }
  });

  it('matches 초성 of Korean names', async () => {
    expect((await ids('ㅇㄷㄹ'))[0]).toBe(igdb(1));
    expect(await ids('ㅍㅋㅁㅅㅌ ㅅㅋㄹ')).toEqual([igdb(40)]);
    expect((await ids('ㄱㄹㄷㅌㅍㅌ'))[0]).toBe(igdb(52));
  });

  it('matches a two-syllable Korean substring in the middle of a name', async () => {
    expect(await ids('스칼')).toEqual([igdb(40)]);
  });

  it('ignores spacing, punctuation, case, accents and leading articles in English', async () => {
    for (const keyword of ['witcher3', 'The Witcher 3', 'WITCHER 3', 'the witcher: 3']) {
      expect((await ids(keyword))[0], keyword).toBe(igdb(10));
    }
    expect((await ids('pokemon scarlet'))[0]).toBe(igdb(40));
    expect((await ids('plague tale'))[0]).toBe(igdb(41));
    expect((await ids('a plague tale'))[0]).toBe(igdb(41));
    expect((await ids('ratchet and clank'))[0]).toBe(igdb(42));
  });

  it('treats Roman and Arabic numerals alike', async () => {
    expect((await ids('final fantasy 7'))[0]).toBe(igdb(20));
    expect((await ids('final fantasy VII'))[0]).toBe(igdb(20));
    expect((await ids('final fantasy 16'))[0]).toBe(igdb(22));
    expect((await ids('gta 5'))[0]).toBe(igdb(52));
  });

  it('ranks an exact name, then names starting with the keyword, then the rest, main games before add-ons', async () => {
    // Exact "Portal" beats the slightly more popular Portal 2; "Portal 2" is exact for its query.
    expect((await ids('portal')).slice(0, 3)).toEqual([igdb(30), igdb(31), igdb(32)]);
    expect((await ids('portal 2'))[0]).toBe(igdb(31));
    // "zelda": the prefix match ranks above a somewhat more popular substring match.
    expect((await ids('zelda')).slice(0, 2)).toEqual([igdb(50), igdb(51)]);
    // ... but a far better known game beats an obscure exact namesake.
    expect((await ids('cyberpunk')).slice(0, 2)).toEqual([igdb(61), igdb(60)]);
    // The main game outranks its more popular edition and expansion.
    expect((await ids('witcher 3 wild hunt')).slice(0, 3)).toEqual([igdb(10), igdb(11), igdb(12)]);
  });

  it('finds every word of a keyword even when they are not next to each other', async () => {
    expect((await ids('witcher wild hunt'))[0]).toBe(igdb(10));
    expect(await ids('fantasy remake')).toEqual([igdb(21)]);
  });

  it('applies a sort the user picks instead of relevance', async () => {
    const byName = await ids('elden', { sortBy: 'name', sortOrder: 'asc' });
    expect(byName).toEqual(
      [igdb(1), igdb(3), igdb(2)].sort((a, b) => {
        const name = (id: number) => searchSeed.find((g) => g.igdbId === id)!.nameKo!;
        return name(a) < name(b) ? -1 : 1;
      }),
    );
  });

  it('pages relevance results without repeats and keeps the count exact', async () => {
    const seen: number[] = [];
    let total = -1;
    for (let page = 0; ; page++) {
      const res = await search({ keyword: 'elden', size: 1, page });
      total = res.totalElements;
      seen.push(...res.content.map((g) => g.igdbId ?? 0));
      if (res.last) break;
    }
    expect(total).toBe(3);
    expect(seen).toEqual([igdb(1), igdb(3), igdb(2)]);
  });

  it('answers nothing for a keyword with nothing searchable in it', async () => {
    expect(await search({ keyword: '!!!' })).toMatchObject({ content: [], totalElements: 0, last: true });
  });

  it('rebuilds search rows that are missing or from older rules', async () => {
    await t.database.db.execute(sql`DELETE FROM game_search WHERE game_id = (SELECT id FROM games WHERE igdb_id = ${igdb(40)})`);
    await t.database.db.execute(sql`UPDATE game_search SET version = ${SEARCH_KEY_VERSION - 1}, key = 'stale'
      WHERE game_id = (SELECT id FROM games WHERE igdb_id = ${igdb(1)})`);
    expect(await t.app.catalog.rebuildStaleSearchRows()).toBe(2);
    expect(await t.app.catalog.rebuildStaleSearchRows()).toBe(0);
    expect(await ids('ㅍㅋㅁ')).toEqual([igdb(40)]);
    expect((await ids('엘든링'))[0]).toBe(igdb(1));
    const [row] = await queryRows<{ key: string }>(
      t.database.db,
      sql`SELECT s.key FROM game_search s JOIN games g ON g.id = s.game_id WHERE g.igdb_id = ${igdb(1)}`,
    );
    expect(row?.key).toBe('eldenring 엘든링');
  });
});
