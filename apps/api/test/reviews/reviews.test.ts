import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  GamePageSchema,
  GameSchema,
  HelpfulStatusSchema,
  MyGameReviewSchema,
  ReviewCalendarSchema,
  ReviewPageSchema,
  ReviewSavedSchema,
  accountMessages,
  catalogMessages,
  reviewMessages,
  type Game,
  type LoginData,
  createReview,
  getGameReviewStats,
  getMyGameReview,
  getMyReviewCalendar,
  getReviewHelpfulStatus,
  listPopularReviews,
  pageGameReviews,
  pageMyReviews,
  pageMyReviewsOnDate,
  pathOf,
  toggleReviewHelpful,
  updateReview,
  deleteReview,
  getGame,
  listGames,
} from '@gameshelf/contracts';
import { queryRows } from '../../src/db/database.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('reviews on $name', (engine) => {
  let t: TestApp;
  let games: Game[];
  let alice: LoginData;
  let bob: LoginData;
  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true, auth: { rateLimits: { devLogin: 1000 } } } });
    games = GamePageSchema.parse((await t.app.inject({ method: 'GET', url: `${listGames.path}?size=40` })).json()).content;
    alice = await devLogin(t.app, 'review_alice');
    bob = await devLogin(t.app, 'review_bob');
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : undefined, payload });
  const write = async (token: string, payload: object) => {
    const res = await call('POST', createReview.path, token, payload);
    expect(res.statusCode, res.body).toBe(201);
    return ReviewSavedSchema.parse(res.json()).data;
  };
  const gameOf = async (id: number) => GameSchema.parse((await call('GET', pathOf(getGame.path, { id }))).json());

  it('creates one review per user and game, trimmed, with the game aggregates updated', async () => {
    const game = games[0]!;
    const review = await write(alice.accessToken, {
      gameId: game.id,
      rating: 4.5,
      content: '  정말 재밌어요  ',
      completionStatus: 'COMPLETED',
    });
    expect(review).toMatchObject({
      content: '정말 재밌어요',
      rating: 4.5,
      completionStatus: 'COMPLETED',
      isMine: true,
      platformPlayedId: null,
    });
    const again = await call('POST', createReview.path, alice.accessToken, { gameId: game.id, rating: 3, content: '두 번째' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: reviewMessages.alreadyReviewed, field: 'gameId' });
    await write(bob.accessToken, { gameId: game.id, rating: 3.5, content: '괜찮아요' });
    expect(await gameOf(game.id)).toMatchObject({ userRatingAvg: 4, userRatingCount: 2 });
    expect((await call('GET', pathOf(getGameReviewStats.path, { id: game.id }))).json()).toEqual({ reviewCount: 2, averageRating: 4 });
  });

  it.each([
    [{ content: '내용' }, reviewMessages.ratingRequired],
    [{ rating: 0, content: '내용' }, reviewMessages.ratingInvalid],
    [{ rating: 5.5, content: '내용' }, reviewMessages.ratingInvalid],
    [{ rating: 3.3, content: '내용' }, reviewMessages.ratingInvalid],
    [{ rating: 3 }, reviewMessages.contentRequired],
    [{ rating: 3, content: '   ' }, reviewMessages.contentRequired],
    [{ rating: 3, content: '가'.repeat(2001) }, reviewMessages.contentTooLong],
  ])('refuses %j with the spec message', async (payload, message) => {
    const res = await call('POST', createReview.path, alice.accessToken, { gameId: games[1]!.id, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('takes a platform of the game only (0 means none) and stores content as plain text', async () => {
    const game = games[2]!;
    const other = games.flatMap((g) => g.platforms).find((p) => !game.platforms.some((q) => q.id === p.id));
    if (other) {
      const wrong = await call('POST', createReview.path, alice.accessToken, {
        gameId: game.id,
        rating: 3,
        content: '플랫폼',
        platformPlayedId: other.id,
      });
      expect(wrong.json()).toEqual({ message: reviewMessages.platformInvalid, field: 'platformPlayedId' });
    }
    const html = '<img src=x onerror=alert(1)> 좋아요';
    const review = await write(alice.accessToken, { gameId: game.id, rating: 3, content: html, platformPlayedId: game.platforms[0]!.id });
    expect(review).toMatchObject({ content: html, platformPlayedId: game.platforms[0]!.id, platformName: game.platforms[0]!.name });
    const none = await write(bob.accessToken, { gameId: game.id, rating: 2, content: '없음', platformPlayedId: 0 });
    expect(none.platformPlayedId).toBeNull();
    expect((await call('POST', createReview.path, alice.accessToken, { gameId: 999_999, rating: 3, content: '없는 게임' })).json()).toEqual(
      {
        message: catalogMessages.gameNotFound,
        field: 'gameId',
      },
    );
  });

  it('edits and deletes own reviews only: 403 for another user, 404 when missing', async () => {
    const game = games[3]!;
    const review = await write(alice.accessToken, { gameId: game.id, rating: 2, content: '처음 생각' });
    const edited = await call('PUT', pathOf(updateReview.path, { id: review.id }), alice.accessToken, {
      rating: 5,
      content: '다시 해보니 명작',
    });
    expect(ReviewSavedSchema.parse(edited.json()).data).toMatchObject({ rating: 5, content: '다시 해보니 명작' });
    expect(await gameOf(game.id)).toMatchObject({ userRatingAvg: 5, userRatingCount: 1 });
    const stolen = await call('PUT', pathOf(updateReview.path, { id: review.id }), bob.accessToken, { rating: 1, content: '남의 리뷰' });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual({ message: reviewMessages.ownOnly });
    expect((await call('DELETE', pathOf(deleteReview.path, { id: review.id }), bob.accessToken)).statusCode).toBe(403);
    expect((await call('DELETE', pathOf(deleteReview.path, { id: 999_999 }), alice.accessToken)).statusCode).toBe(404);
    expect((await call('DELETE', pathOf(deleteReview.path, { id: review.id }), alice.accessToken)).json()).toEqual({
      message: reviewMessages.deleted,
    });
    expect(await gameOf(game.id)).toMatchObject({ userRatingAvg: 0, userRatingCount: 0 });
    const [activity] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM game_activity WHERE user_id = ${alice.userId} AND game_id = ${game.id} AND kind = 'review'`,
    );
    expect(activity?.n).toBe(0);
  });

  it('lists a game’s reviews with the viewer’s own first, then most helpful, and tells hasReview', async () => {
    const game = games[4]!;
    const readers = await Promise.all([1, 2, 3].map((i) => devLogin(t.app, `review_reader_${i}`)));
    const bobs = await write(bob.accessToken, { gameId: game.id, rating: 4, content: '밥의 리뷰' });
    const alices = await write(alice.accessToken, { gameId: game.id, rating: 5, content: '앨리스의 리뷰' });
    const third = await write(readers[0]!.accessToken, { gameId: game.id, rating: 3, content: '셋째 리뷰' });
    for (const reader of readers.slice(1)) await call('POST', pathOf(toggleReviewHelpful.path, { id: bobs.id }), reader.accessToken);
    const asAlice = ReviewPageSchema.parse((await call('GET', pathOf(pageGameReviews.path, { id: game.id }), alice.accessToken)).json());
    expect(asAlice.content.map((r) => r.id)).toEqual([alices.id, bobs.id, third.id]);
    expect(asAlice).toMatchObject({ totalElements: 3, totalPages: 1, currentPage: 0, size: 10, hasNext: false, hasPrevious: false });
    const asGuest = ReviewPageSchema.parse((await call('GET', `${pathOf(pageGameReviews.path, { id: game.id })}?size=2`)).json());
    expect(asGuest.content.map((r) => r.id)).toEqual([bobs.id, third.id].sort((a, b) => (a === bobs.id ? -1 : b === bobs.id ? 1 : b - a)));
    expect(asGuest).toMatchObject({ totalPages: 2, hasNext: true });
    expect(
      MyGameReviewSchema.parse((await call('GET', pathOf(getMyGameReview.path, { id: game.id }), alice.accessToken)).json()),
    ).toMatchObject({
      hasReview: true,
      data: { id: alices.id },
    });
    expect((await call('GET', pathOf(getMyGameReview.path, { id: games[30]!.id }), alice.accessToken)).json()).toEqual({
      hasReview: false,
      data: null,
    });
  });

  it('helpful votes: one per user, never on one’s own, exact under concurrent toggles', async () => {
    const review = await write(alice.accessToken, { gameId: games[5]!.id, rating: 4, content: '도움이 될 리뷰' });
    const own = await call('POST', pathOf(toggleReviewHelpful.path, { id: review.id }), alice.accessToken);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: reviewMessages.helpfulOwn });
    expect(
      HelpfulStatusSchema.parse((await call('POST', pathOf(toggleReviewHelpful.path, { id: review.id }), bob.accessToken)).json()),
    ).toEqual({
      isHelpful: true,
      helpfulCount: 1,
    });
    expect((await call('POST', pathOf(toggleReviewHelpful.path, { id: review.id }), bob.accessToken)).json()).toEqual({
      isHelpful: false,
      helpfulCount: 0,
    });
    const voters = await Promise.all(Array.from({ length: 12 }, (_, i) => devLogin(t.app, `helpful_voter_${i}`)));
    await Promise.all(voters.map((v) => call('POST', pathOf(toggleReviewHelpful.path, { id: review.id }), v.accessToken)));
    expect((await call('GET', pathOf(getReviewHelpfulStatus.path, { id: review.id }), voters[0]!.accessToken)).json()).toEqual({
      isHelpful: true,
      helpfulCount: 12,
    });
    expect((await call('GET', pathOf(getReviewHelpfulStatus.path, { id: review.id }))).json()).toEqual({
      isHelpful: false,
      helpfulCount: 12,
    });
    // Half of them take it back at once: never below the true count.
    await Promise.all(voters.slice(0, 6).map((v) => call('POST', pathOf(toggleReviewHelpful.path, { id: review.id }), v.accessToken)));
    expect((await call('GET', pathOf(getReviewHelpfulStatus.path, { id: review.id }))).json()).toEqual({
      isHelpful: false,
      helpfulCount: 6,
    });
  });

  it('keeps the game’s rating exact with 20 writers at once', async () => {
    const game = games[6]!;
    const writers = await Promise.all(Array.from({ length: 20 }, (_, i) => devLogin(t.app, `rating_writer_${i}`)));
    await Promise.all(
      writers.map((w, i) =>
        call('POST', createReview.path, w.accessToken, { gameId: game.id, rating: (i % 10) / 2 + 0.5, content: `리뷰 ${i}` }),
      ),
    );
    const [recount] = await queryRows<{ n: number; avg: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n, avg(rating)::float8 AS avg FROM reviews WHERE game_id = ${game.id}`,
    );
    const after = await gameOf(game.id);
    expect(after.userRatingCount).toBe(20);
    expect(recount?.n).toBe(20);
    expect(after.userRatingAvg).toBeCloseTo(recount!.avg, 6);
  });

  it('files reviews under Korean days: 23:59 and 00:01 KST land on their own days, and the month summary counts them', async () => {
    const carol = await devLogin(t.app, 'review_carol');
    const late = await write(carol.accessToken, { gameId: games[7]!.id, rating: 3, content: '밤늦게 쓴 리뷰' });
    const early = await write(carol.accessToken, { gameId: games[8]!.id, rating: 4, content: '자정 넘어 쓴 리뷰' });
    const other = await write(carol.accessToken, { gameId: games[9]!.id, rating: 5, content: '같은 날 또 하나' });
    // 2026-11-10 23:59 KST = 14:59 UTC; 2026-11-11 00:01 KST = 15:01 UTC.
    await t.database.db.execute(sql`UPDATE reviews SET created_at = '2026-11-10T14:59:00Z' WHERE id = ${late.id}`);
    await t.database.db.execute(sql`UPDATE reviews SET created_at = '2026-11-10T15:01:00Z' WHERE id IN (${early.id}, ${other.id})`);
    const onDay = async (date: string) =>
      ReviewPageSchema.parse((await call('GET', pathOf(pageMyReviewsOnDate.path, { date }), carol.accessToken)).json()).content.map(
        (r) => r.id,
      );
    expect(await onDay('2026-11-10')).toEqual([late.id]);
    expect((await onDay('2026-11-11')).sort()).toEqual([early.id, other.id].sort());
    const calendar = ReviewCalendarSchema.parse((await call('GET', `${getMyReviewCalendar.path}?month=2026-11`, carol.accessToken)).json());
    expect(calendar.days.map((d) => [d.date, d.count])).toEqual([
      ['2026-11-10', 1],
      ['2026-11-11', 2],
    ]);
    const bad = await call('GET', pathOf(pageMyReviewsOnDate.path, { date: '2026-02-30' }), carol.accessToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(reviewMessages.dateInvalid);
    expect((await call('GET', `${getMyReviewCalendar.path}?month=2026-13`, carol.accessToken)).json().message).toBe(
      reviewMessages.monthInvalid,
    );
    const mine = ReviewPageSchema.parse((await call('GET', `${pageMyReviews.path}?size=2`, carol.accessToken)).json());
    expect(mine).toMatchObject({ totalElements: 3, hasNext: true });
  });

  it('popular reviews need enough text and rank by recent helpful votes', async () => {
    const game = games[10]!;
    const short = await write(alice.accessToken, { gameId: game.id, rating: 5, content: '짧음' });
    const long = await write(bob.accessToken, {
      gameId: game.id,
      rating: 4,
      content: '이 게임은 처음부터 끝까지 긴장감이 넘치고 이야기가 훌륭합니다.',
    });
    const fans = await Promise.all(Array.from({ length: 30 }, (_, i) => devLogin(t.app, `popular_fan_${i}`)));
    for (const fan of fans) {
      await call('POST', pathOf(toggleReviewHelpful.path, { id: short.id }), fan.accessToken);
      await call('POST', pathOf(toggleReviewHelpful.path, { id: long.id }), fan.accessToken);
    }
    const popular = (await call('GET', `${listPopularReviews.path}?size=5`)).json<Array<{ id: number }>>();
    expect(popular[0]?.id).toBe(long.id);
    expect(popular.map((r) => r.id)).not.toContain(short.id);
  });

  it('weighs helpful votes by their age: one vote today beats three from three months ago', async () => {
    const game = games[11]!;
    const text = '손맛이 좋고 보스전이 하나하나 기억에 남는 게임이었습니다.';
    const older = await write(alice.accessToken, { gameId: game.id, rating: 4, content: text });
    const newer = await write(bob.accessToken, { gameId: game.id, rating: 4, content: `${text} 강력 추천!` });
    const voters = await Promise.all(Array.from({ length: 5 }, (_, i) => devLogin(t.app, `age_voter_${i}`)));
    for (const voter of voters.slice(0, 3)) await call('POST', pathOf(toggleReviewHelpful.path, { id: older.id }), voter.accessToken);
    // Three months pass for those votes; a vote and its withdrawal bring the stored weight up to date.
    await t.database.db.execute(sql`UPDATE review_helpful_votes SET created_at = now() - interval '90 days' WHERE review_id = ${older.id}`);
    await call('POST', pathOf(toggleReviewHelpful.path, { id: older.id }), voters[3]!.accessToken);
    await call('POST', pathOf(toggleReviewHelpful.path, { id: older.id }), voters[3]!.accessToken);
    await call('POST', pathOf(toggleReviewHelpful.path, { id: newer.id }), voters[4]!.accessToken);
    // The stored weight orders exactly as the votes' decayed sum (half-life 30 days): 3 x 1/8 < 1.
    const [weights] = await queryRows<{ older: number; newer: number }>(
      t.database.db,
      sql`SELECT (SELECT sum(power(0.5, extract(epoch FROM now() - created_at) / 86400 / 30)) FROM review_helpful_votes WHERE review_id = ${older.id})::float8 AS older,
                 (SELECT sum(power(0.5, extract(epoch FROM now() - created_at) / 86400 / 30)) FROM review_helpful_votes WHERE review_id = ${newer.id})::float8 AS newer`,
    );
    expect(weights!.older).toBeCloseTo(0.375, 2);
    expect(weights!.newer).toBeCloseTo(1, 2);
    const popular = (await call('GET', `${listPopularReviews.path}?size=20`)).json<Array<{ id: number; helpfulCount: number }>>();
    const ids = popular.map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(popular.find((r) => r.id === older.id)?.helpfulCount).toBe(3);
  });

  it('refuses guests on the calls that need a user', async () => {
    for (const [method, url] of [
      ['POST', createReview.path],
      ['GET', pageMyReviews.path],
      ['GET', pathOf(pageMyReviewsOnDate.path, { date: '2026-11-10' })],
      ['GET', `${getMyReviewCalendar.path}?month=2026-11`],
      ['GET', pathOf(getMyGameReview.path, { id: games[0]!.id })],
      ['PUT', pathOf(updateReview.path, { id: 1 })],
      ['DELETE', pathOf(deleteReview.path, { id: 1 })],
      ['POST', pathOf(toggleReviewHelpful.path, { id: 1 })],
    ] as const) {
      const res = await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: accountMessages.loginRequired });
    }
  });
});
