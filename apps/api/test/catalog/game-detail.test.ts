import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePageSchema, GameSchema, catalogMessages, getGame, listGames, pathOf } from '@gameshelf/contracts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('GET /api/games/:id on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers the game as the list shows it', async () => {
    const listed = GamePageSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${listGames.path}?keyword=Tears%20of%20the%20Kingdom` })).json(),
    ).content[0]!;
    const res = await t.app.inject({ method: 'GET', url: pathOf(getGame.path, { id: listed.id }) });
    expect(res.statusCode).toBe(200);
    expect(GameSchema.parse(res.json())).toEqual(listed);
    expect(listed).toMatchObject({ igdbId: 119388, nameKo: '젤다의 전설 티어스 오브 더 킹덤', platformCodes: ['SWITCH'] });
  });

  it.each(['abc', '-1', '0', '1.5'])('answers 400 for the malformed id %s', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: pathOf(getGame.path, { id }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: catalogMessages.invalidGameId, field: 'id' });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.app.inject({ method: 'GET', url: pathOf(getGame.path, { id: 999999 }) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: catalogMessages.gameNotFound });
  });
});
