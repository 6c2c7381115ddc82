import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages, listGames, searchGames } from '@gameshelf/contracts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const HANGUL = /[가-힣]/;

describe.each(engines)('bad input on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { seed: false });
  });
  afterAll(() => t.close());

  it.each([
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['size=0', 'size'],
    ['sortBy=bogus', 'sortBy'],
    ['sortOrder=up', 'sortOrder'],
    ['platformCodes=NES', 'platformCodes'],
    ['genreIds=abc', 'genreIds'],
    ['minRating=101', 'minRating'],
    ['featured=yes', 'featured'],
    ['minRating=90&maxRating=10', 'minRating'],
  ])('%s answers 400 in Korean naming %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `${listGames.path}?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.field).toBe(field);
    expect(body.message).toMatch(HANGUL);
  });

  it('uses the contract message for minRating above maxRating', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${searchGames.path}?minRating=90&maxRating=10` });
    expect(res.json()).toEqual({ message: 'minRating은 maxRating보다 클 수 없습니다.', field: 'minRating' });
  });

  it('uses the generic message for other invalid values', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${listGames.path}?sortBy=bogus` });
    expect(res.json()).toEqual({ message: commonMessages.invalidRequest, field: 'sortBy' });
  });
});
