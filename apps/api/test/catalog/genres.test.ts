import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenreListSchema, listGenres } from '@gameshelf/contracts';
import { fixtureGames } from '../fixture-catalog.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('GET /api/genres on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());

  it('lists every genre of the catalog once with a Korean display name, ordered by it', async () => {
    const res = await t.app.inject({ method: 'GET', url: listGenres.path });
    expect(res.statusCode).toBe(200);
    const genres = GenreListSchema.parse(res.json());
    expect(genres.map((g) => g.name).sort()).toEqual([...new Set(fixtureGames.flatMap((g) => g.genres))].sort());
    expect(genres.find((g) => g.name === 'Adventure')?.displayName).toMatch(/[가-힣]/);
    const keys = genres.map((g) => Buffer.from(g.displayName));
    for (let i = 1; i < keys.length; i++) expect(Buffer.compare(keys[i - 1]!, keys[i]!)).toBeLessThanOrEqual(0);
  });
});
