import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePageSchema, toGameListSearchParams, listGames, searchGames } from '@gameshelf/contracts';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { engines, fixtureCatalogFile, type TestDatabase } from '../helper.ts';

const silent = { info: () => {}, warn: () => {} };
const postgres = engines.filter((engine) => engine.name === 'postgres');

/** Two API processes on one PostgreSQL: each searches from its own in-memory index. */
describe.runIf(postgres.length > 0)('search across API processes', () => {
  let store: TestDatabase;
  let other: Database;
  let reader: Awaited<ReturnType<typeof buildApp>>;
  let writer: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    store = await postgres[0]!.open();
    reader = await buildApp({ database: store.database });
    await reader.catalog.seedIfEmpty(fixtureCatalogFile, silent);
    await reader.ready();
    other = await openDatabase({ databaseUrl: store.url!, poolSize: 2 });
    writer = await buildApp({ database: other });
    await writer.ready();
  });
  afterAll(async () => {
    await writer.close();
    await other.close();
    await reader.close();
    await store.dispose();
  });

  const search = async (app: typeof reader, keyword: string) => {
    const res = await app.inject({ method: 'GET', url: `${searchGames.path}?${toGameListSearchParams({ keyword }).toString()}` });
    expect(res.statusCode, res.body).toBe(200);
    return GamePageSchema.parse(res.json()).content.map((game) => game.name);
  };

  it('finds a Korean title accepted through another process, even where the empty answer was cached', async () => {
    expect(await search(reader, '스탠리의 우화')).toEqual([]);
    const [game] = GamePageSchema.parse((await writer.inject({ method: 'GET', url: `${listGames.path}?keyword=stanley` })).json()).content;
    await other.db.transaction((tx) => writer.catalog.setKoreanTitle(tx, game!.id, '스탠리의 우화'));
    writer.catalog.koreanTitleWritten(game!.id);
    expect(await search(writer, '스탠리의 우화')).toEqual([game!.name]);
    // The other process hears of it at the commit and reloads the game's search row.
    await expect.poll(() => search(reader, '스탠리의 우화'), { timeout: 3_000, interval: 20 }).toEqual([game!.name]);
  });
});
