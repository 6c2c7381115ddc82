import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CollectionPageSchema,
  CollectionSummarySchema,
  GamePageSchema,
  collectionMessages,
  type Game,
  type LoginData,
  getCollection,
  getCollectionGame,
  listCollectionGames,
  listMyCollections,
  pagePopularCollections,
  pathOf,
  toggleCollectionLike,
  listGames,
} from '@gameshelf/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows } from '../../src/db/database.ts';
import { POPULARITY_HALF_LIFE_DAYS } from '../../src/modules/collections/collections-repository.ts';
import { ageWeightSum } from '../../src/shared/age-weight.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const FANS = 20;
const ROUNDS = 10;
const notFoundMessages: readonly string[] = [collectionMessages.notFound, collectionMessages.collectedGameNotFound];

describe.each(engines)('collections under concurrent requests on $name', (engine) => {
  let t: TestApp;
  let games: Game[];
  let owner: LoginData;
  let fans: LoginData[];

  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true, auth: { rateLimits: { devLogin: 1000 } } } });
    games = GamePageSchema.parse((await t.app.inject({ method: 'GET', url: `${listGames.path}?size=30` })).json()).content;
    owner = await devLogin(t.app, 'race_owner');
    fans = [];
    for (let i = 0; i < FANS; i++) fans.push(await devLogin(t.app, `race_fan_${i}`));
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const create = async (name: string) => {
    const res = await call('POST', listMyCollections.path, owner.accessToken, { name });
    expect(res.statusCode, res.body).toBe(201);
    return CollectionSummarySchema.parse(res.json()).id;
  };
  const add = (id: number, gameId: number) => call('POST', pathOf(listCollectionGames.path, { id }), owner.accessToken, { gameId });

  /** Every stored counter equals what its rows say. */
  async function counters(id: number) {
    const [row] = await queryRows<{ games_count: number; games: number; likes_weight: number; weight: number; likes: number }>(
      t.database.db,
      sql`SELECT c.games_count, c.likes_weight,
            (SELECT count(*)::int FROM collection_games g WHERE g.collection_id = c.id) AS games,
            (SELECT count(*)::int FROM collection_likes l WHERE l.collection_id = c.id) AS likes,
            (SELECT ${ageWeightSum(sql`l.created_at`, POPULARITY_HALF_LIFE_DAYS)} FROM collection_likes l WHERE l.collection_id = c.id)::float8 AS weight
          FROM collections c WHERE c.id = ${id}`,
    );
    return row;
  }

  it('keeps likes_weight exact when 20 users like one collection at once, so 20 likes rank above 12', async () => {
    const crowded = await create('인기 많은 곳');
    const quieter = await create('조금 인기');
    const results = await Promise.all([
      ...fans.map((fan) => call('POST', pathOf(toggleCollectionLike.path, { id: crowded }), fan.accessToken)),
      ...fans.slice(0, 12).map((fan) => call('POST', pathOf(toggleCollectionLike.path, { id: quieter }), fan.accessToken)),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual(results.map(() => 200));
    for (const [id, likes] of [
      [crowded, FANS],
      [quieter, 12],
    ] as const) {
      const row = (await counters(id))!;
      expect(row.likes).toBe(likes);
      expect(Math.abs(row.likes_weight - row.weight) / row.weight).toBeLessThan(1e-9);
    }
    const popular = CollectionPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${pagePopularCollections.path}?page=0&size=2` })).json(),
    );
    expect(popular.content.map((c) => [c.id, c.likesCount])).toEqual([
      [crowded, FANS],
      [quieter, 12],
    ]);
  });

  it('keeps games_count exact when 20 games are added to one collection at once', async () => {
    const shelf = await create('동시 추가');
    const results = await Promise.all(games.slice(0, 20).map((game) => add(shelf, game.id)));
    expect(results.map((res) => res.statusCode)).toEqual(results.map(() => 201));
    expect(await counters(shelf)).toMatchObject({ games: 20, games_count: 20 });
  });

  it('answers 404 with the Korean message, never 500, when likes, adds and edits race the deletion', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await create(`경쟁 ${round}`);
      const [kept, removed] = [games[0]!, games[1]!];
      for (const game of [kept, removed]) expect((await add(id, game.id)).statusCode).toBe(201);
      const extra = games.slice(2, 6);
      const requests = [
        call('DELETE', pathOf(getCollection.path, { id }), owner.accessToken),
        ...fans.slice(0, 8).map((fan) => call('POST', pathOf(toggleCollectionLike.path, { id }), fan.accessToken)),
        ...extra.map((game) => add(id, game.id)),
        call('PUT', pathOf(getCollection.path, { id }), owner.accessToken, { name: `바뀐 이름 ${round}` }),
        call('PATCH', pathOf(getCollection.path, { id }), owner.accessToken, { name: `또 바뀜 ${round}`, isPublic: false }),
        call('PUT', pathOf(getCollectionGame.path, { id, gameId: kept.id }), owner.accessToken, {
          playStatus: 'PLAYING',
          playtimeHours: 3,
        }),
        call('PUT', pathOf(getCollectionGame.path, { id, gameId: removed.id }), owner.accessToken, {
          playStatus: 'PLAYING',
          playtimeHours: 5,
        }),
        call('DELETE', pathOf(getCollectionGame.path, { id, gameId: removed.id }), owner.accessToken),
      ];
      const results = await Promise.all(requests);
      for (const res of results) {
        expect([200, 201, 404], res.body).toContain(res.statusCode);
        if (res.statusCode === 404) expect(notFoundMessages).toContain(res.json<{ message: string }>().message);
      }
      expect(results[0]!.statusCode).toBe(200);
      const [left] = await queryRows<{ games: number; likes: number; collections: number }>(
        t.database.db,
        sql`SELECT (SELECT count(*)::int FROM collection_games WHERE collection_id = ${id}) AS games,
              (SELECT count(*)::int FROM collection_likes WHERE collection_id = ${id}) AS likes,
              (SELECT count(*)::int FROM collections WHERE id = ${id}) AS collections`,
      );
      expect(left).toEqual({ games: 0, likes: 0, collections: 0 });
    }
  });

  it('answers 404, never 500, when edits race the removal of the same collected game', async () => {
    const id = await create('게임 제거 경쟁');
    for (let round = 0; round < ROUNDS; round++) {
      const game = games[round]!;
      expect((await add(id, game.id)).statusCode).toBe(201);
      const results = await Promise.all([
        call('DELETE', pathOf(getCollectionGame.path, { id, gameId: game.id }), owner.accessToken),
        ...[1, 2, 3, 4, 5].map((hours) =>
          call('PUT', pathOf(getCollectionGame.path, { id, gameId: game.id }), owner.accessToken, {
            playStatus: 'PLAYING',
            playtimeHours: hours,
          }),
        ),
      ]);
      expect(results[0].statusCode).toBe(200);
      for (const res of results) {
        expect([200, 404], res.body).toContain(res.statusCode);
        if (res.statusCode === 404) expect(res.json<{ message: string }>().message).toBe(collectionMessages.collectedGameNotFound);
      }
    }
    expect(await counters(id)).toMatchObject({ games: 0, games_count: 0 });
  });

  // Another connection changes visibility while a like waits on the collection's lock. PGlite has one
  // connection, so a like cannot interleave with another writer's transaction there.
  if (engine.name === 'postgres')
    it.each([
      ['the collection is made private', 'UPDATE collections SET is_public = false WHERE id = $1'],
      [
        "its owner's profile is made private",
        'UPDATE users SET is_public_profile = false WHERE id = (SELECT user_id FROM collections WHERE id = $1)',
      ],
    ])('refuses a like that waited while %s', async (_case, statement) => {
      const id = await create('곧 비공개');
      const writer = new pg.Client({ connectionString: t.url });
      await writer.connect();
      try {
        await writer.query('BEGIN');
        await writer.query(statement, [id]);
        const like = call('POST', pathOf(toggleCollectionLike.path, { id }), fans[0]!.accessToken);
        // Long enough for the like to have read the collection as public and to wait on its lock.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await writer.query('COMMIT');
        const res = await like;
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toMatchObject({ message: collectionMessages.notFound });
        expect((await counters(id))?.likes).toBe(0);
      } finally {
        await writer.query('ROLLBACK').catch(() => undefined);
        await writer.end();
        await t.database.db.execute(sql`UPDATE users SET is_public_profile = true WHERE id = ${owner.userId}`);
      }
    });
});
