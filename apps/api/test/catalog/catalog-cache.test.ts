import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePageSchema, listGames } from '@gameshelf/contracts';

import type { SeedGame } from '../../src/modules/catalog/ingest/seed-format.ts';
import { makeSeedGame } from '../seed-game.ts';
import { fixtureGames } from '../fixture-catalog.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const portal2: SeedGame = makeSeedGame({
  igdbId: 72,
  name: 'Portal 2',
  nameKo: '포탈 2',
  firstReleaseDate: '2011-04-18',
  totalRating: 92.6,
  steamAppId: 620,
  popularity: 1_000,
});

describe.each(engines)('cached list answers after a catalog write on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());

  const list = async (query: string) =>
    GamePageSchema.parse((await t.app.inject({ method: 'GET', url: `${listGames.path}?${query}` })).json());

  it('shows a newly written game in pages and totals that were cached before', async () => {
    expect((await list('keyword=portal')).totalElements).toBe(0);
    expect((await list('size=5')).totalElements).toBe(fixtureGames.length);
    expect((await list('size=5&page=3')).totalElements).toBe(fixtureGames.length);

    await t.app.catalog.insert([portal2]);

    expect((await list('keyword=portal')).content.map((g) => g.name)).toEqual(['Portal 2']);
    expect((await list('keyword=포탈')).totalElements).toBe(1);
    const first = await list('size=5');
    expect(first.totalElements).toBe(fixtureGames.length + 1);
    expect(first.content[0]?.name).toBe('Portal 2');
    expect((await list('size=5&page=3')).totalElements).toBe(fixtureGames.length + 1);
  });
});
