import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GamePageSchema,
  ReviewSavedSchema,
  reviewMessages,
  type Game,
  type LoginData,
  createReview,
  pathOf,
  toggleReviewHelpful,
  updateReview,
  deleteReview,
  listGames,
} from '@gameshelf/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database.ts';
import { HELPFUL_HALF_LIFE_DAYS } from '../../src/modules/reviews/reviews-repository.ts';
import { ageWeightSum } from '../../src/shared/age-weight.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const VOTERS = 20;
const ROUNDS = 10;

describe.each(engines)('reviews under concurrent requests on $name', (engine) => {
  let t: TestApp;
  let games: Game[];
  let author: LoginData;
  let voters: LoginData[];

  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true, auth: { rateLimits: { devLogin: 1000 } } } });
    games = GamePageSchema.parse((await t.app.inject({ method: 'GET', url: `${listGames.path}?size=30` })).json()).content;
    author = await devLogin(t.app, 'race_author');
    voters = [];
    for (let i = 0; i < VOTERS; i++) voters.push(await devLogin(t.app, `race_voter_${i}`));
  });
  afterAll(() => t.close());

  type Method = 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const write = async (gameId: number) => {
    const res = await call('POST', createReview.path, author.accessToken, { gameId, rating: 4, content: '동시에 읽히는 리뷰' });
    expect(res.statusCode, res.body).toBe(201);
    return ReviewSavedSchema.parse(res.json()).data.id;
  };

  it('keeps the helpful count and weight exact when 20 users vote at once', async () => {
    const id = await write(games[0]!.id);
    const results = await Promise.all(voters.map((voter) => call('POST', pathOf(toggleReviewHelpful.path, { id }), voter.accessToken)));
    expect(results.map((res) => res.statusCode)).toEqual(results.map(() => 200));
    const [row] = await queryRows<{ helpful_count: number; helpful_weight: number; votes: number; weight: number }>(
      t.database.db,
      sql`SELECT r.helpful_count, r.helpful_weight,
            (SELECT count(*)::int FROM review_helpful_votes h WHERE h.review_id = r.id) AS votes,
            (SELECT ${ageWeightSum(sql`h.created_at`, HELPFUL_HALF_LIFE_DAYS)} FROM review_helpful_votes h WHERE h.review_id = r.id)::float8 AS weight
          FROM reviews r WHERE r.id = ${id}`,
    );
    expect(row).toMatchObject({ helpful_count: VOTERS, votes: VOTERS });
    expect(Math.abs(row!.helpful_weight - row!.weight) / row!.weight).toBeLessThan(1e-9);
  });

  it('answers 404 with the Korean message, never 500, when votes and edits race the deletion', async () => {
    const game = games[1]!;
    for (let round = 0; round < ROUNDS; round++) {
      const id = await write(game.id);
      const results = await Promise.all([
        call('DELETE', pathOf(deleteReview.path, { id }), author.accessToken),
        call('DELETE', pathOf(deleteReview.path, { id }), author.accessToken),
        ...voters.slice(0, 10).map((voter) => call('POST', pathOf(toggleReviewHelpful.path, { id }), voter.accessToken)),
        ...[1, 2, 3].map((rating) =>
          call('PUT', pathOf(updateReview.path, { id }), author.accessToken, {
            rating,
            content: `고친 리뷰 ${round}`,
            completionStatus: 'PLAYING',
          }),
        ),
      ]);
      for (const res of results) {
        expect([200, 404], res.body).toContain(res.statusCode);
        if (res.statusCode === 404) expect(res.json<{ message: string }>().message).toBe(reviewMessages.notFound);
      }
      // One deletion did it; the other found nothing left to delete.
      expect(
        results
          .slice(0, 2)
          .map((res) => res.statusCode)
          .sort(),
      ).toEqual([200, 404]);
      const [left] = await queryRows<{ reviews: number; votes: number; review_count: number; user_rating_count: number; activity: number }>(
        t.database.db,
        sql`SELECT (SELECT count(*)::int FROM reviews WHERE id = ${id}) AS reviews,
              (SELECT count(*)::int FROM review_helpful_votes WHERE review_id = ${id}) AS votes,
              (SELECT count(*)::int FROM game_activity WHERE game_id = ${game.id} AND kind = 'review') AS activity,
              g.review_count, g.user_rating_count
            FROM games g WHERE g.id = ${game.id}`,
      );
      expect(left).toEqual({ reviews: 0, votes: 0, activity: 0, review_count: 0, user_rating_count: 0 });
    }
  });
});
