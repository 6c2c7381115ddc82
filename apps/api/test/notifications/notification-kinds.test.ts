import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CollectionSummarySchema,
  GamePageSchema,
  NotificationPageSchema,
  ReviewSavedSchema,
  addWishlistGame,
  collectionLikedCopy,
  createCollection,
  createReview,
  gameDisplayName,
  gameReleasedCopy,
  koreanDay,
  listGames,
  markNotificationsRead,
  pageNotifications,
  pathOf,
  reviewHelpfulCopy,
  toggleCollectionLike,
  toggleReviewHelpful,
  updateNotificationPreferences,
  webPaths,
  type Game,
  type LoginData,
} from '@gameshelf/contracts';
import { queryRows } from '../../src/db/database.ts';
import { startReleaseNotificationJobs } from '../../src/modules/notifications/release-jobs.ts';
import { startJobQueue } from '../../src/shared/job-queue.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const FANS = 8;

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(engines)('notification kinds on $name', (engine) => {
  let t: TestApp;
  let games: Game[];
  let owner: LoginData;
  let fans: LoginData[];

  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true, auth: { rateLimits: { devLogin: 1000 } } } });
    games = GamePageSchema.parse((await t.app.inject({ method: 'GET', url: `${listGames.path}?size=30` })).json()).content;
    owner = await devLogin(t.app, 'kinds_owner');
    fans = [];
    for (let i = 0; i < FANS; i++) fans.push(await devLogin(t.app, `kinds_fan_${i}`));
  });
  afterAll(() => t.close());

  type Method = 'POST' | 'PATCH';
  const call = (method: Method, url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const notificationsOf = async (login: LoginData) =>
    NotificationPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: pageNotifications.path, headers: bearer(login.accessToken) })).json(),
    ).content;
  const readAll = async (login: LoginData) => {
    const [newest] = await notificationsOf(login);
    if (newest) await call('POST', markNotificationsRead.path, login.accessToken, { upToId: newest.id });
  };
  const clear = () => t.database.db.execute(sql`DELETE FROM notifications`);
  const newCollection = async (name: string) => {
    const res = await call('POST', createCollection.path, owner.accessToken, { name, isPublic: true });
    expect(res.statusCode, res.body).toBe(201);
    return CollectionSummarySchema.parse(res.json()).id;
  };
  const like = (id: number, fan: LoginData) => call('POST', pathOf(toggleCollectionLike.path, { id }), fan.accessToken);

  it('tells the owner of likes in one row per collection, raised again only as the likes pass what it told', async () => {
    await clear();
    const id = await newCollection('인생 RPG');
    expect((await like(id, fans[0]!)).statusCode).toBe(200);
    let rows = await notificationsOf(owner);
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'collection_liked',
        ...collectionLikedCopy({ collectionName: '인생 RPG', likeCount: 1 }),
        linkUrl: webPaths.collectionDetail(id),
        isRead: false,
      }),
    ]);
    await readAll(owner);
    // Unlike and like again: nothing new.
    await like(id, fans[0]!);
    await like(id, fans[0]!);
    rows = await notificationsOf(owner);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.isRead).toBe(true);
    // The liker hears nothing; the owner cannot like their own.
    expect(await notificationsOf(fans[0]!)).toEqual([]);
    expect((await like(id, owner)).statusCode).toBe(400);
    // Many at once: one row, telling the final count.
    const answers = await Promise.all(fans.slice(1).map((fan) => like(id, fan)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    rows = await notificationsOf(owner);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...collectionLikedCopy({ collectionName: '인생 RPG', likeCount: FANS }), isRead: false });
  });

  it('counts helpful votes in one row per review, exactly under concurrent votes', async () => {
    await clear();
    const game = games[0]!;
    const res = await call('POST', createReview.path, owner.accessToken, { gameId: game.id, rating: 4, content: '도움이 될 리뷰' });
    expect(res.statusCode, res.body).toBe(201);
    const id = ReviewSavedSchema.parse(res.json()).data.id;
    const votes = await Promise.all(fans.map((fan) => call('POST', pathOf(toggleReviewHelpful.path, { id }), fan.accessToken)));
    expect(votes.map((v) => v.statusCode)).toEqual(votes.map(() => 200));
    const rows = await notificationsOf(owner);
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'review_helpful',
        ...reviewHelpfulCopy({ gameName: gameDisplayName(game), helpfulCount: FANS }),
        linkUrl: webPaths.game(game.id),
      }),
    ]);
    // An unvote and a vote again tell nothing new.
    await readAll(owner);
    await call('POST', pathOf(toggleReviewHelpful.path, { id }), fans[0]!.accessToken);
    await call('POST', pathOf(toggleReviewHelpful.path, { id }), fans[0]!.accessToken);
    expect((await notificationsOf(owner)).map((n) => n.isRead)).toEqual([true]);
  });

  it('writes nothing for a like or a vote whose kind the owner switched off, and the action still stands', async () => {
    await clear();
    await call('PATCH', updateNotificationPreferences.path, owner.accessToken, { kinds: { collection_liked: false } });
    const id = await newCollection('조용한 선반');
    const res = await like(id, fans[0]!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isLiked: true, likeCount: 1 });
    expect(await notificationsOf(owner)).toEqual([]);
    await call('PATCH', updateNotificationPreferences.path, owner.accessToken, { kinds: { collection_liked: true } });
  });

  it('keeps a like whose notification could not be written, and writes no half of it', async () => {
    await clear();
    const id = await newCollection('실패하는 알림');
    // Every collection_liked row is refused by the database for this test.
    await t.database.db.execute(sql`ALTER TABLE notifications ADD CONSTRAINT test_no_likes CHECK (type <> 'collection_liked')`);
    try {
      const res = await like(id, fans[1]!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ isLiked: true, likeCount: 1 });
      const [kept] = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM collection_likes WHERE collection_id = ${id}`,
      );
      expect(kept!.n).toBe(1);
      expect(await notificationsOf(owner)).toEqual([]);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE notifications DROP CONSTRAINT test_no_likes`);
    }
  });

  it('announces released wishlisted games once per player, whoever runs it and however often', async () => {
    await clear();
    const today = koreanDay(new Date());
    const [released, old, coming] = [games[1]!, games[2]!, games[3]!];
    await t.database.db.execute(sql`UPDATE games SET first_release_date = ${today}::date - 1 WHERE id = ${released.id}`);
    await t.database.db.execute(sql`UPDATE games SET first_release_date = ${today}::date - 30 WHERE id = ${old.id}`);
    await t.database.db.execute(sql`UPDATE games SET first_release_date = ${today}::date + 10 WHERE id = ${coming.id}`);
    for (const fan of fans.slice(0, 3))
      for (const game of [released, old, coming])
        expect((await call('POST', addWishlistGame.path, fan.accessToken, { gameId: game.id })).statusCode).toBe(201);
    // Wishlisted before the release day (the entries were just made: moved back).
    await t.database.db.execute(sql`UPDATE wishlist_items SET created_at = now() - interval '60 days'`);
    await call('PATCH', updateNotificationPreferences.path, fans[2]!.accessToken, { kinds: { game_released: false } });

    const written = await Promise.all([t.app.announceReleases(), t.app.announceReleases(), t.app.announceReleases()]);
    expect(written.reduce((a, b) => a + b, 0)).toBe(2);
    for (const fan of fans.slice(0, 2))
      expect(await notificationsOf(fan)).toEqual([
        expect.objectContaining({
          type: 'game_released',
          ...gameReleasedCopy({ gameName: gameDisplayName(released) }),
          linkUrl: webPaths.game(released.id),
        }),
      ]);
    expect(await notificationsOf(fans[2]!)).toEqual([]);

    // The job on the queue writes nothing more.
    const queue = await startJobQueue(t.database, { maintenanceIntervalSeconds: 1 });
    let runs = 0;
    const jobs = await startReleaseNotificationJobs(queue.boss, () => t.app.announceReleases(), {
      schedule: false,
      pollingIntervalSeconds: 0.5,
      onResult: () => (runs += 1),
    });
    try {
      await jobs.runNow();
      await until(async () => runs > 0);
    } finally {
      await jobs.stop();
      await queue.stop();
    }
    const [count] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM notifications`);
    expect(count!.n).toBe(2);
  });
});
