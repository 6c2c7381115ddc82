import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CollectionPageSchema,
  collectionMessages,
  HomeDataSchema,
  ReviewPageSchema,
  ReviewStatsSchema,
  reviewMessages,
  type LoginData,
  getCollection,
  listCollectionGames,
  pagePopularCollections,
  pagePublicCollections,
  pathOf,
  searchPublicCollections,
  toggleCollectionLike,
  getGameReviewStats,
  getHomeData,
  getReviewHelpfulStatus,
  listPopularReviews,
  pageGameReviews,
  toggleReviewHelpful,
  createReview,
  getUserProfile,
  getOwnProfile,
  updateAccountSettings,
  getGame,
  addWishlistGame,
  suggestGameInfo,
  addCollectionGame,
  createCollection,
  getCollectionGame,
} from '@gameshelf/contracts';
import { queryRows } from '../../src/db/database.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';
import { ROUTE_MATRIX } from './route-matrix.ts';

/** Planted in every private field of the owner: no answer to anyone else may carry it. */
const CANARY = 'qz7canary';

/** Ends the caller's session, and signs in anyone in development: called with an empty body only. */
const SKIPPED = new Set(['POST /api/auth/logout']);

/** The owner's rows that no call by another user may change. */
const OWNER_TABLES = ['users', 'collections', 'collection_games', 'wishlist_items', 'game_info_suggestions', 'store_links', 'reviews'];

/**
 * The route matrix's other-user and private-resource columns (issue 21): an owner with a private
 * profile, a private and a public collection, purchase details and notes on both, a review, a
 * wishlist, an info suggestion, an e-mail address and a linked store's tokens, each carrying a canary
 * (a private profile hides the person's public collections and reviews too: issue 33). Every
 * route is then called as a guest and as another signed-in user, with each of the owner's ids in its
 * path (and the owner's name and a canary in its query): no answer may carry a canary or the owner's
 * tokens, the private collection must stay hidden, and none of the owner's rows may change.
 */
describe('private data across users', () => {
  let t: TestApp;
  let owner: LoginData;
  let other: LoginData;
  let ownerId: number;
  let gameId: number;
  let privateId: number;
  let publicId: number;
  let reviewId: number;

  const as = (login: LoginData | null, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: login ? bearer(login.accessToken) : undefined, payload });

  const ownerRows = async () => {
    const prints: Record<string, unknown> = {};
    for (const table of OWNER_TABLES) {
      // Another user's like moves the copy of the likes' weight on the owner's collection: not the owner's data.
      const rows =
        table === 'collections' ? '(SELECT id, user_id, name, is_public, created_at, updated_at, games_count FROM collections)' : table;
      prints[table] = await queryRows(
        t.database.db,
        sql.raw(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS print, count(*) AS n FROM ${rows} t`),
      );
    }
    return prints;
  };

  beforeAll(async () => {
    t = await buildTestApp(engines[0]!, { app: { isDevelopment: true } });
    owner = await devLogin(t.app, 'pd_owner');
    other = await devLogin(t.app, 'pd_other');
    ownerId = owner.userId;
    const [game, second] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM games ORDER BY id LIMIT 2`);
    gameId = game!.id;
    const expectOk = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);
    expectOk(await as(owner, 'PUT', getOwnProfile.path, { displayName: '비밀주인', bio: `${CANARY}-bio` }));
    expectOk(await as(owner, 'PATCH', updateAccountSettings.path, { isPublicProfile: false }));
    const created = async (body: object) => {
      const res = await as(owner, 'POST', createCollection.path, body);
      expectOk(res);
      return res.json<{ id: number }>().id;
    };
    privateId = await created({ name: `${CANARY}s`, isPublic: false });
    publicId = await created({ name: `${CANARY}p`, isPublic: true });
    for (const id of [privateId, publicId]) {
      expectOk(
        await as(owner, 'POST', pathOf(addCollectionGame.path, { id: id }), {
          gameId,
          personalNotes: `${CANARY}-notes`,
          purchaseStore: `${CANARY}-store`,
          purchasePrice: 4_813_927,
        }),
      );
    }
    const review = await as(owner, 'POST', createReview.path, {
      gameId,
      rating: 5,
      content: `${CANARY}-review 오래 기억에 남을 정말 멋진 게임이었어요`,
      completionStatus: 'COMPLETED',
    });
    expectOk(review);
    reviewId = review.json<{ data: { id: number } }>().data.id;
    expectOk(await as(owner, 'POST', addWishlistGame.path, { gameId: second!.id, priority: 2 }));
    expectOk(
      await as(owner, 'POST', pathOf(suggestGameInfo.path, { id: gameId }), { suggestionText: `${CANARY}-suggestion 설명이 틀렸어요` }),
    );
    await t.database.db.execute(sql`UPDATE users SET email = ${`${CANARY}@example.com`} WHERE id = ${ownerId}`);
    await t.database.db.execute(
      sql`INSERT INTO store_links (user_id, store, external_user_id, username, tokens) VALUES (${ownerId}, 'gog', '4815', 'gogowner', ${`${CANARY}-gog-token`})`,
    );
  });
  afterAll(() => t.close());

  /** Every way to fill the route's path with the owner's things. */
  const paths = (url: string): string[] => {
    const ids = url.includes(':id') ? [privateId, publicId, gameId, ownerId, reviewId] : [0];
    return ids.map((id) =>
      url
        .replace(':id', String(id))
        .replace(':gameId', String(gameId))
        .replace(':username', 'pd_owner')
        .replace(':provider', 'google')
        .replace(':date', new Date().toISOString().slice(0, 10))
        .replace(/\*$/, 'x.webp'),
    );
  };

  it('shows the owner everything planted (the canaries are where the test looks)', async () => {
    const mine = await as(owner, 'GET', pathOf(getCollection.path, { id: privateId }));
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain(`${CANARY}s`);
    expect(mine.body).toContain(`${CANARY}-notes`);
    expect(mine.body).toContain('4813927');
    expect((await as(owner, 'GET', getOwnProfile.path)).body).toContain(`${CANARY}-bio`);
  });

  it('never hands a guest or another user a canary, a token or the private collection', async () => {
    const before = await ownerRows();
    const secrets = [CANARY, owner.accessToken, owner.refreshToken];
    let calls = 0;
    for (const caller of [null, other]) {
      for (const key of Object.keys(ROUTE_MATRIX)) {
        if (SKIPPED.has(key)) continue;
        const [method, url] = key.split(' ') as [string, string];
        for (const path of paths(url)) {
          const queries = method === 'GET' ? ['', `?keyword=${CANARY}&username=pd_owner&userId=${ownerId}`] : [''];
          for (const query of queries) {
            const res = await as(caller, method, path + query, method === 'GET' || method === 'DELETE' ? undefined : {});
            calls += 1;
            const where = `${caller ? 'other user' : 'guest'} ${method} ${path}${query}: ${res.statusCode}`;
            // 503: a sign-in provider this app was not given (a Korean message says so).
            if (res.statusCode === 503) expect(res.json<{ message: string }>().message, where).toMatch(/[가-힣]/);
            else expect(res.statusCode, `${where} ${res.body.slice(0, 200)}`).toBeLessThan(500);
            for (const secret of secrets) expect(res.body.includes(secret), `${where} leaked ${res.body.slice(0, 300)}`).toBe(false);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(400);
    expect(await ownerRows()).toEqual(before);
  });

  it("keeps the private collection and its games hidden, and the owner's things out of others' hands", async () => {
    for (const caller of [null, other]) {
      for (const path of [
        pathOf(getCollection.path, { id: privateId }),
        pathOf(addCollectionGame.path, { id: privateId }),
        pathOf(getCollectionGame.path, { id: privateId, gameId: gameId }),
      ]) {
        const res = await as(caller, 'GET', path);
        // The spec's refusal: 403 '비공개 컬렉션입니다. …' (the id's existence is not a secret; its contents are).
        expect(res.statusCode, path).toBe(403);
        expect(res.json(), path).toMatchObject({ message: collectionMessages.privateCollection });
      }
    }
    // Another user's writes with well-formed bodies: refused, nothing changed.
    const before = await ownerRows();
    const attempts: [string, string, object?][] = [
      ['PUT', pathOf(getCollection.path, { id: publicId }), { name: '탈취한 선반', isPublic: true }],
      ['PATCH', pathOf(getCollection.path, { id: publicId }), { name: '탈취한 선반', isPublic: false }],
      ['PUT', pathOf(getCollection.path, { id: privateId }), { name: '탈취한 선반', isPublic: true }],
      ['DELETE', pathOf(getCollection.path, { id: publicId })],
      ['DELETE', pathOf(getCollection.path, { id: privateId })],
      ['POST', pathOf(addCollectionGame.path, { id: publicId }), { gameId }],
      ['PUT', pathOf(getCollectionGame.path, { id: publicId, gameId: gameId }), { personalNotes: '덮어쓰기', purchasePrice: 1 }],
      ['DELETE', pathOf(getCollectionGame.path, { id: publicId, gameId: gameId })],
      ['POST', pathOf(toggleCollectionLike.path, { id: privateId })],
    ];
    for (const [method, path, body] of attempts) {
      const res = await as(other, method, path, body);
      expect([403, 404], `${method} ${path}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(res.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
    expect(await ownerRows()).toEqual(before);
    // A private profile shows its name, never its bio.
    const profile = await as(other, 'GET', pathOf(getUserProfile.path, { username: 'pd_owner' }));
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ isPublicProfile: false, bio: null });
  });

  it("hides a private profile's public collections and reviews from others everywhere, never from the owner", async () => {
    const firstPage = '?page=0&size=100';
    for (const caller of [null, other]) {
      // Its public collection: not listed, not readable, not likeable.
      for (const list of [pagePublicCollections.path, `${searchPublicCollections.path}?q=${CANARY}`, pagePopularCollections.path]) {
        const res = await as(caller, 'GET', list);
        expect(res.statusCode, list).toBe(200);
        expect(
          CollectionPageSchema.parse(res.json()).content.map((c) => c.id),
          list,
        ).not.toContain(publicId);
      }
      for (const path of [pathOf(getCollection.path, { id: publicId }), pathOf(listCollectionGames.path, { id: publicId })]) {
        const res = await as(caller, 'GET', path);
        expect(res.statusCode, path).toBe(403);
        expect(res.json(), path).toMatchObject({ message: collectionMessages.privateCollection });
      }
      // Its reviews: not on the game page, not counted there, not on home, not votable.
      const reviews = ReviewPageSchema.parse((await as(caller, 'GET', pathOf(pageGameReviews.path, { id: gameId }) + firstPage)).json());
      expect(reviews.content.map((r) => r.id)).not.toContain(reviewId);
      expect(reviews.totalElements).toBe(0);
      expect(ReviewStatsSchema.parse((await as(caller, 'GET', pathOf(getGameReviewStats.path, { id: gameId }))).json()).reviewCount).toBe(
        0,
      );
      const home = HomeDataSchema.parse((await as(caller, 'GET', getHomeData.path)).json());
      expect(home.recentReviews.map((r) => r.id)).not.toContain(reviewId);
      const popular = await as(caller, 'GET', `${listPopularReviews.path}?size=10`);
      expect(popular.json<{ id: number }[]>().map((r) => r.id)).not.toContain(reviewId);
      const status = await as(caller, 'GET', pathOf(getReviewHelpfulStatus.path, { id: reviewId }));
      expect(status.statusCode).toBe(404);
      expect(status.json()).toMatchObject({ message: reviewMessages.notFound });
    }
    const vote = await as(other, 'POST', pathOf(toggleReviewHelpful.path, { id: reviewId }));
    expect(vote.statusCode).toBe(404);
    expect(await as(other, 'POST', pathOf(toggleCollectionLike.path, { id: publicId })).then((r) => r.statusCode)).toBe(404);
    // The owner still sees their own review and public collection.
    const mine = ReviewPageSchema.parse((await as(owner, 'GET', pathOf(pageGameReviews.path, { id: gameId }) + firstPage)).json());
    expect(mine.content.map((r) => r.id)).toEqual([reviewId]);
    expect(ReviewStatsSchema.parse((await as(owner, 'GET', pathOf(getGameReviewStats.path, { id: gameId }))).json()).reviewCount).toBe(1);
    const explore = CollectionPageSchema.parse((await as(owner, 'GET', pagePublicCollections.path + firstPage)).json());
    expect(explore.content.map((c) => c.id)).toContain(publicId);
    expect((await as(owner, 'GET', pathOf(getCollection.path, { id: publicId }))).statusCode).toBe(200);
    // The game's rating still counts every rating: it names no one.
    const game = await as(other, 'GET', pathOf(getGame.path, { id: gameId }));
    expect(game.json()).toMatchObject({ userRatingCount: 1, userRatingAvg: 5 });
  });

  it('shows a public collection to others without purchase details once the profile is public', async () => {
    expect((await as(owner, 'PATCH', updateAccountSettings.path, { isPublicProfile: true })).statusCode).toBe(200);
    const shown = await as(other, 'GET', pathOf(getCollection.path, { id: publicId }));
    expect(shown.statusCode).toBe(200);
    const games = shown.json<{
      games: { purchasePrice: unknown; purchaseStore: unknown; personalNotes: unknown }[];
      totalSpentAmount: unknown;
    }>();
    expect(games.totalSpentAmount).toBeNull();
    expect(games.games).toHaveLength(1);
    expect(games.games[0]).toMatchObject({ purchasePrice: null, purchaseStore: null, personalNotes: null });
    const reviews = ReviewPageSchema.parse((await as(other, 'GET', pathOf(pageGameReviews.path, { id: gameId }))).json());
    expect(reviews.content.map((r) => r.id)).toEqual([reviewId]);
  });
});
