import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GameListQuerySchema } from '@gameshelf/contracts';
import type { GamesRepository } from '../../src/modules/catalog/games-repository.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const KEYWORDS = ['witcher', 'zelda', 'elder scrolls', 'the'];

describe.each(engines)('games missing from the cache on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    await t.app.catalog.warmSearchIndex();
  });
  afterAll(() => t.close());

  const names = async (repository: GamesRepository, keyword: string) =>
    (await repository.listGames(GameListQuerySchema.parse({ keyword, size: 10 }))).content.map((g) => g.name);

  it('are read in one statement for pages that miss together, each page getting its own games', async () => {
    const { db } = t.database;
    const { games: repository, caches } = t.app.catalog;
    const expected = await Promise.all(KEYWORDS.map((keyword) => names(repository, keyword)));
    expect(expected.every((found) => found.length > 0)).toBe(true);

    caches.written(); // forgets pages, totals and games
    expect(caches.games.size).toBe(0);
    const execute = vi.spyOn(db, 'execute');
    try {
      const found = await Promise.all(KEYWORDS.map((keyword) => names(repository, keyword)));
      expect(found).toEqual(expected);
      const gameReads = execute.mock.calls.filter(([query]) => JSON.stringify(query).includes('= ANY('));
      expect(gameReads).toHaveLength(1);
      // Read once, then answered from the cache.
      execute.mockClear();
      expect(await Promise.all(KEYWORDS.map((keyword) => names(repository, keyword)))).toEqual(expected);
      expect(execute).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
    }
  });

  it('answer a missing id with nothing and the rest in order', async () => {
    const { games: repository, caches } = t.app.catalog;
    caches.written();
    const [present] = (await repository.listGames(GameListQuerySchema.parse({ size: 1 }))).content;
    caches.written();
    const [detail, missing] = await Promise.all([repository.findDetail(present!.id), repository.findDetail(987_654_321)]);
    expect(missing).toBeNull();
    expect(JSON.parse(detail!.bytes.toString('utf8'))).toMatchObject({ id: present!.id, name: present!.name });
  });
});
