import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database.ts';
import { createCatalog } from '../../src/modules/catalog/catalog.ts';
import { createStoreMatcher, type StoreMatcher } from '../../src/modules/store-matching/store-matcher.ts';
import { engines, type TestDatabase } from '../helper.ts';
import { makeSeedGame } from '../seed-game.ts';

const catalog = [
  makeSeedGame({ igdbId: 1, name: 'Hollow Knight', steamAppId: 367520, popularity: 100 }),
  makeSeedGame({ igdbId: 2, name: 'Hollow Knight: Silksong', popularity: 90 }),
  makeSeedGame({ igdbId: 3, name: 'The Witcher 3: Wild Hunt', popularity: 120 }),
  makeSeedGame({ igdbId: 4, name: 'Doom', firstReleaseDate: '1993-12-10', popularity: 58 }),
  makeSeedGame({ igdbId: 5, name: 'Doom', firstReleaseDate: '2016-05-13', popularity: 91 }),
  makeSeedGame({ igdbId: 6, name: 'Dark Souls III', steamAppId: 374320, popularity: 95 }),
  makeSeedGame({ igdbId: 7, name: 'Stardew Valley', gogId: '1453375253', popularity: 99 }),
  makeSeedGame({ igdbId: 8, name: 'Final Fantasy VII', platforms: ['PlayStation'], popularity: 70 }),
  makeSeedGame({ igdbId: 9, name: 'Final Fantasy VII', firstReleaseDate: '2012-08-14', popularity: 30 }),
];

describe.each(engines)('store matcher on $name', (engine) => {
  let test: TestDatabase;
  let matcher: StoreMatcher;
  let idOf: (igdbId: number) => number;

  beforeAll(async () => {
    test = await engine.open();
    await createCatalog({ database: test.database }).insert(catalog, { analyze: false });
    const rows = await queryRows<{ id: number; igdb_id: number }>(test.database.db, sql`SELECT id, igdb_id FROM games`);
    const ids = new Map(rows.map((row) => [row.igdb_id, row.id]));
    idOf = (igdbId) => ids.get(igdbId)!;
    matcher = createStoreMatcher(test.database.db);
  });
  afterAll(() => test.dispose());

  it('maps store ids first, titles for the rest, and leaves the doubtful unmapped', async () => {
    const result = await matcher.match('steam', [
      { externalId: '367520', title: 'Hollow Knight' },
      { externalId: '374320', title: 'A title the store renamed' },
      { externalId: '292030', title: 'The Witcher 3: Wild Hunt - Game of the Year Edition' },
      { externalId: '1030300', title: 'Hollow Knight: Silksong' },
      { externalId: '379720', title: 'DOOM' },
      { externalId: '3900', title: 'FINAL FANTASY VII' },
      { externalId: '367521', title: 'Hollow Knight - Official Soundtrack' },
      { externalId: '1', title: 'A game the catalog does not have' },
      { externalId: '367520', title: 'Hollow Knight (listed twice)' },
    ]);
    expect(Object.fromEntries(result)).toEqual({
      '367520': { gameId: idOf(1), method: 'store_id', confidence: 1 },
      '374320': { gameId: idOf(6), method: 'store_id', confidence: 1 },
      '292030': { gameId: idOf(3), method: 'title', confidence: expect.any(Number) as number },
      '1030300': { gameId: idOf(2), method: 'title', confidence: expect.any(Number) as number },
      '379720': { gameId: null, method: null, confidence: null },
      '3900': { gameId: idOf(9), method: 'title', confidence: expect.any(Number) as number },
      '367521': { gameId: null, method: null, confidence: null },
      '1': { gameId: null, method: null, confidence: null },
    });
    expect(result.get('1030300')!.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('matches a large library in one go (and merges the index pending list first)', async () => {
    const library = Array.from({ length: 100 }, (_, i) => ({ externalId: String(5_000 + i), title: `Unknown Game ${i}` }));
    library.push({ externalId: '42', title: 'Dark Souls™ III' });
    const result = await matcher.match('steam', library, { useStoreIds: false });
    expect(result.size).toBe(101);
    expect(result.get('42')).toMatchObject({ gameId: idOf(6), method: 'title' });
    expect([...result.values()].filter((m) => m.gameId !== null)).toHaveLength(1);
  });

  it('matches GOG products by their ids the same way', async () => {
    const result = await matcher.match('gog', [{ externalId: '1453375253', title: 'Stardew Valley' }]);
    expect(result.get('1453375253')).toEqual({ gameId: idOf(7), method: 'store_id', confidence: 1 });
  });

  it('decides by titles alone when told to ignore store ids', async () => {
    const result = await matcher.match('steam', [{ externalId: '367520', title: 'HOLLOW KNIGHT™' }], { useStoreIds: false });
    expect(result.get('367520')).toMatchObject({ gameId: idOf(1), method: 'title' });
  });

  it('trusts a title less when its game is already linked to another store item', async () => {
    const result = await matcher.match('steam', [{ externalId: '999999', title: 'Dark Souls III' }]);
    expect(result.get('999999')!.gameId).toBe(idOf(6));
    expect(result.get('999999')!.confidence).toBeLessThan(0.8);
  });

  it('suggests candidates with levels, including ones from another source', async () => {
    const doom = await matcher.suggest('DOOM', [], 5);
    expect(doom.map((s) => s.gameId)).toEqual([idOf(5), idOf(4)]);
    expect(doom.every((s) => s.level === 'medium')).toBe(true);

    const silksong = await matcher.suggest('Hollow Knight: Silksong', [idOf(1), idOf(7)], 5);
    expect(silksong[0]).toEqual({ gameId: idOf(2), confidence: expect.any(Number) as number, level: 'high' });
    expect(silksong.map((s) => s.gameId)).toEqual([idOf(2), idOf(1), idOf(7)]);
    expect(silksong[2]!.level).toBe('low');
    expect(await matcher.suggest('Hollow Knight: Silksong', [idOf(1)], 1)).toHaveLength(1);
  });
});
