import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePageSchema, GameSchema, type Game, createReview, getGame, listGames, pathOf } from '@gameshelf/contracts';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { engines, fixtureCatalogFile, type TestDatabase } from '../helper.ts';

const silent = { info: () => {}, warn: () => {} };

describe.each(engines)('game details on $name stay current while cached', (engine) => {
  let store: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let game: Game;
  beforeAll(async () => {
    store = await engine.open();
    app = await buildApp({ database: store.database, isDevelopment: true });
    await app.catalog.seedIfEmpty(fixtureCatalogFile, silent);
    await app.ready();
    game = GamePageSchema.parse((await app.inject({ method: 'GET', url: listGames.path })).json()).content[0]!;
  });
  afterAll(async () => {
    await app.close();
    await store.dispose();
  });

  const detail = async (target = app, token?: string) => {
    const res = await target.inject({
      method: 'GET',
      url: pathOf(getGame.path, { id: game.id }),
      headers: token ? bearer(token) : undefined,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    return GameSchema.parse(res.json());
  };

  /** Signs `username` in on `target` and writes a review of the game there. */
  async function review(target: typeof app, username: string, rating: number, content: string) {
    const writer = await devLogin(target, username);
    const res = await target.inject({
      method: 'POST',
      url: createReview.path,
      headers: bearer(writer.accessToken),
      payload: { gameId: game.id, rating, content, completionStatus: 'COMPLETED' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return writer;
  }

  it('answers the same detail twice, and a review written through the same process shows at once', async () => {
    const first = await detail();
    expect(await detail()).toEqual(first);
    const writer = await review(app, 'detail_writer', 4, '상세 캐시가 바로 바뀌는지 보는 리뷰');
    const after = await detail();
    expect(after.userRatingCount).toBe(first.userRatingCount + 1);
    // A signed-in caller gets the same game with their own flags.
    expect((await detail(app, writer.accessToken)).userRatingCount).toBe(after.userRatingCount);
  });

  it('answers 404 for a game that does not exist, and 400 for a bad id', async () => {
    expect((await app.inject({ method: 'GET', url: pathOf(getGame.path, { id: 999_999_999 }) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: pathOf(getGame.path, { id: 'abc' }) })).statusCode).toBe(400);
  });

  // Only a server database has other processes (one process owns a PGlite database).
  if (engine.name !== 'postgres') return;
  it('follows a review written by another API process', async () => {
    let other: Database | undefined;
    let otherApp: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      other = await openDatabase({ databaseUrl: store.url!, poolSize: 2 });
      otherApp = await buildApp({ database: other, isDevelopment: true });
      await otherApp.ready();
      const before = await detail();
      await review(otherApp, 'other_process_writer', 2, '다른 프로세스에서 쓴 리뷰입니다');
      // The notification arrives within moments of the other process's commit.
      await expect.poll(async () => (await detail()).userRatingCount, { timeout: 3_000, interval: 20 }).toBe(before.userRatingCount + 1);
    } finally {
      await otherApp?.close();
      await other?.close();
    }
  });
});
