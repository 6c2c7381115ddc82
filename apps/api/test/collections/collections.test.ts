import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CollectionGameSchema,
  CollectionListSchema,
  CollectionPageSchema,
  CollectionSchema,
  CollectionSummarySchema,
  GamePageSchema,
  GameSchema,
  LikeStatusSchema,
  PRIVATE_COLLECTION_CODE,
  accountMessages,
  catalogMessages,
  collectionMessages,
  type Game,
  type LoginData,
  countCollectionLikes,
  countMyCollections,
  getCollection,
  getCollectionGame,
  getCollectionLikeStatus,
  listCollectionGames,
  listMyCollections,
  listMyCollectionsWithGame,
  pageMyCollections,
  pagePopularCollections,
  pagePublicCollections,
  pathOf,
  searchMyCollections,
  searchPublicCollections,
  toggleCollectionLike,
  getGame,
  listGames,
} from '@gameshelf/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('collections on $name', (engine) => {
  let t: TestApp;
  let games: Game[];
  let owner: LoginData;
  let other: LoginData;
  const today = new Date('2026-11-24T03:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true, now: () => today, auth: { rateLimits: { devLogin: 1000 } } } });
    games = GamePageSchema.parse((await t.app.inject({ method: 'GET', url: `${listGames.path}?size=30` })).json()).content;
    owner = await devLogin(t.app, 'shelf_owner');
    other = await devLogin(t.app, 'shelf_other');
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : undefined, payload });
  const create = async (token: string, payload: object) => {
    const res = await call('POST', listMyCollections.path, token, payload);
    expect(res.statusCode, res.body).toBe(201);
    return CollectionSummarySchema.parse(res.json());
  };
  const addGame = (token: string, id: number, payload: object) => call('POST', pathOf(listCollectionGames.path, { id }), token, payload);

  it('creates with a trimmed name, public by default; names follow the spec rules', async () => {
    const created = await create(owner.accessToken, { name: '  인생 게임  ' });
    expect(created).toMatchObject({
      name: '인생 게임',
      isPublic: true,
      isOwner: true,
      totalGamesCount: 0,
      totalSpentAmount: 0,
      coverImageUrls: [],
    });
    for (const [name, message] of [
      ['', collectionMessages.nameRequired],
      ['   ', collectionMessages.nameRequired],
      ['가', collectionMessages.nameTooShort],
      ['가'.repeat(11), collectionMessages.nameTooLong],
    ] as const) {
      const res = await call('POST', listMyCollections.path, owner.accessToken, { name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, field: 'name' });
    }
    expect((await create(owner.accessToken, { name: '가'.repeat(10), isPublic: false })).isPublic).toBe(false);
  });

  it('applies the play-status rules, sums and counts, and keeps purchase data for the owner', async () => {
    const shelf = await create(owner.accessToken, { name: '합계 확인' });
    const [a, b, c] = games;
    const platformId = a!.platforms[0]!.id;
    // BACKLOG stores no playtime or progress whatever is sent.
    expect((await addGame(owner.accessToken, shelf.id, { gameId: a!.id, playtimeHours: 40, completionPercentage: 50 })).statusCode).toBe(
      201,
    );
    // COMPLETED is 100 %.
    const completed = await addGame(owner.accessToken, shelf.id, {
      gameId: b!.id,
      playStatus: 'COMPLETED',
      playtimeHours: 55,
      completionPercentage: 35,
      purchasePrice: 64800,
      purchaseDate: '2026-11-24',
      purchaseStore: '  닌텐도 eShop ',
      personalNotes: '최고',
    });
    expect(completed.statusCode, completed.body).toBe(201);
    // PLAYING keeps what is sent.
    expect(
      (
        await addGame(owner.accessToken, shelf.id, {
          gameId: c!.id,
          playStatus: 'PLAYING',
          playtimeHours: 12,
          completionPercentage: 45,
          purchasePrice: 30000,
        })
      ).statusCode,
    ).toBe(201);
    const again = await addGame(owner.accessToken, shelf.id, { gameId: a!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: collectionMessages.gameAlreadyInCollection, field: 'gameId' });
    // Spec 1 §8 and spec 3 §8: clients recognise a duplicate by '이미 존재' in the message.
    expect(again.json().message).toContain('이미 존재');

    const detail = CollectionSchema.parse((await call('GET', pathOf(getCollection.path, { id: shelf.id }), owner.accessToken)).json());
    expect(detail).toMatchObject({
      totalGamesCount: 3,
      completedGamesCount: 1,
      progressPercentage: 33,
      totalPlaytimeHours: 67,
      totalSpentAmount: 94800,
    });
    const byGame = new Map(detail.games.map((g) => [g.gameId, g]));
    expect(byGame.get(a!.id)).toMatchObject({ playStatus: 'BACKLOG', playtimeHours: 0, completionPercentage: 0 });
    expect(byGame.get(b!.id)).toMatchObject({
      playStatus: 'COMPLETED',
      completionPercentage: 100,
      purchasePrice: 64800,
      purchaseDate: '2026-11-24',
      purchaseStore: '닌텐도 eShop',
      personalNotes: '최고',
    });
    expect(byGame.get(c!.id)).toMatchObject({ playStatus: 'PLAYING', playtimeHours: 12, completionPercentage: 45 });
    expect(detail.games.map((g) => g.gameId)).toEqual([c!.id, b!.id, a!.id]);
    expect(byGame.get(a!.id)).toMatchObject({ inMyCollection: true, gameName: a!.name, gamePlatformCodes: a!.platformCodes });

    // Another user sees the shelf but not what the owner paid or noted.
    const seen = CollectionSchema.parse((await call('GET', pathOf(getCollection.path, { id: shelf.id }), other.accessToken)).json());
    expect(seen).toMatchObject({ isOwner: false, totalSpentAmount: null, totalGamesCount: 3 });
    expect(seen.games.every((g) => g.purchasePrice === null && g.personalNotes === null && g.purchaseStore === null)).toBe(true);
    expect(seen.games.every((g) => !g.inMyCollection)).toBe(true);

    // Updating: to BACKLOG resets, a purchase platform must be the game's, the date not in the future.
    const put = (gameId: number, payload: object) =>
      call('PUT', pathOf(getCollectionGame.path, { id: shelf.id, gameId }), owner.accessToken, payload);
    const toBacklog = await put(c!.id, { playStatus: 'BACKLOG' });
    expect(CollectionGameSchema.parse(toBacklog.json())).toMatchObject({ playtimeHours: 0, completionPercentage: 0, purchasePrice: 30000 });
    expect((await put(a!.id, { purchasePlatformId: platformId })).statusCode).toBe(200);
    const foreignPlatform = games.flatMap((g) => g.platforms).find((p) => !a!.platforms.some((q) => q.id === p.id));
    if (foreignPlatform) {
      const wrong = await put(a!.id, { purchasePlatformId: foreignPlatform.id });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: collectionMessages.purchasePlatformInvalid, field: 'purchasePlatformId' });
    }
    const future = await put(a!.id, { purchaseDate: '2026-11-25' });
    expect(future.json()).toEqual({ message: collectionMessages.purchaseDateFuture, field: 'purchaseDate' });
    expect((await put(a!.id, { purchaseDate: '2026-02-30' })).json()).toMatchObject({ message: collectionMessages.purchaseDateInvalid });
    for (const [payload, message] of [
      [{ playtimeHours: 10000 }, collectionMessages.playtimeInvalid],
      [{ playtimeHours: 1.5 }, collectionMessages.playtimeInvalid],
      [{ completionPercentage: 33 }, collectionMessages.completionInvalid],
      [{ purchasePrice: -1 }, collectionMessages.priceInvalid],
      [{ personalNotes: '가'.repeat(21) }, collectionMessages.notesTooLong],
      [{ purchaseStore: '가'.repeat(51) }, collectionMessages.storeTooLong],
    ] as const) {
      const res = await put(a!.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // Clearing a field with null.
    expect(CollectionGameSchema.parse((await put(b!.id, { personalNotes: null })).json()).personalNotes).toBeNull();

    // Removing; the popularity activity goes with the game's last collection.
    const activity = () =>
      queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM game_activity WHERE user_id = ${owner.userId} AND game_id = ${a!.id} AND kind = 'collection'`,
      ).then((rows) => rows[0]?.n);
    expect(await activity()).toBe(1);
    expect((await call('DELETE', pathOf(getCollectionGame.path, { id: shelf.id, gameId: a!.id }), owner.accessToken)).json()).toEqual({
      message: collectionMessages.gameRemoved,
    });
    expect(await activity()).toBe(0);
    expect((await call('DELETE', pathOf(getCollectionGame.path, { id: shelf.id, gameId: a!.id }), owner.accessToken)).statusCode).toBe(404);
    expect((await addGame(owner.accessToken, shelf.id, { gameId: 999_999 })).statusCode).toBe(404);
  });

  it('marks the signed-in user’s games inCollection on catalog answers, and lists the collections holding a game', async () => {
    const shelf = await create(owner.accessToken, { name: '표시 확인' });
    const game = games[10]!;
    await addGame(owner.accessToken, shelf.id, { gameId: game.id });
    expect(GameSchema.parse((await call('GET', pathOf(getGame.path, { id: game.id }), owner.accessToken)).json()).inCollection).toBe(true);
    expect(GameSchema.parse((await call('GET', pathOf(getGame.path, { id: game.id }), other.accessToken)).json()).inCollection).toBe(false);
    expect(GameSchema.parse((await call('GET', pathOf(getGame.path, { id: game.id }))).json()).inCollection).toBe(false);
    const holding = CollectionListSchema.parse(
      (await call('GET', pathOf(listMyCollectionsWithGame.path, { id: game.id }), owner.accessToken)).json(),
    );
    expect(holding.map((c) => c.id)).toEqual([shelf.id]);
    expect(
      CollectionListSchema.parse((await call('GET', pathOf(listMyCollectionsWithGame.path, { id: game.id }), other.accessToken)).json()),
    ).toEqual([]);
    expect((await call('GET', pathOf(listMyCollectionsWithGame.path, { id: game.id }))).statusCode).toBe(401);
  });

  it('covers: the 4 newest games, newest first', async () => {
    const shelf = await create(owner.accessToken, { name: '커버 확인' });
    const withCovers = games.filter((g) => g.localizedCoverImageUrl ?? g.coverImageUrl).slice(0, 5);
    for (const game of withCovers) await addGame(owner.accessToken, shelf.id, { gameId: game.id });
    const [summary] = CollectionListSchema.parse((await call('GET', listMyCollections.path, owner.accessToken)).json()).filter(
      (c) => c.id === shelf.id,
    );
    expect(summary!.coverImageUrls).toEqual(
      withCovers
        .slice(1)
        .reverse()
        .map((g) => g.localizedCoverImageUrl ?? g.coverImageUrl),
    );
    expect(summary!.totalGamesCount).toBe(5);
  });

  describe('privacy', () => {
    let publicShelf: number;
    let privateShelf: number;
    beforeAll(async () => {
      publicShelf = (await create(owner.accessToken, { name: '공개 선반' })).id;
      privateShelf = (await create(owner.accessToken, { name: '비밀 선반', isPublic: false })).id;
      await addGame(owner.accessToken, privateShelf, { gameId: games[0]!.id });
      await addGame(owner.accessToken, publicShelf, { gameId: games[0]!.id });
    });

    const reads = (id: number | string) => [
      pathOf(getCollection.path, { id }),
      pathOf(listCollectionGames.path, { id }),
      pathOf(getCollectionGame.path, { id, gameId: games[0]!.id }),
      pathOf(getCollectionLikeStatus.path, { id }),
      pathOf(countCollectionLikes.path, { id }),
    ];

    it('a private collection answers its owner only: others and guests get 403 with the code and nothing else', async () => {
      for (const url of reads(privateShelf)) {
        expect((await call('GET', url, owner.accessToken)).statusCode, url).toBe(200);
        for (const token of [other.accessToken, undefined]) {
          const res = await call('GET', url, token);
          expect(res.statusCode, url).toBe(403);
          expect(res.json()).toEqual({ message: collectionMessages.privateCollection, code: PRIVATE_COLLECTION_CODE });
          expect(res.body).not.toContain('비밀 선반');
        }
      }
    });

    it('a public collection answers everyone; a missing one is 404 for everyone', async () => {
      for (const token of [owner.accessToken, other.accessToken, undefined]) {
        for (const url of reads(publicShelf)) expect((await call('GET', url, token)).statusCode, url).toBe(200);
        for (const url of reads(999_999)) {
          const res = await call('GET', url, token);
          expect(res.statusCode, url).toBe(404);
          expect(res.json()).toEqual({ message: collectionMessages.notFound });
        }
      }
    });

    it('only the owner changes a collection; others learn nothing of a private one', async () => {
      const changes: Array<[Method, (id: number) => string, object?]> = [
        ['PUT', (id) => pathOf(getCollection.path, { id }), { name: '바꾼 이름' }],
        ['PATCH', (id) => pathOf(getCollection.path, { id }), { name: '바꾼 이름' }],
        ['DELETE', (id) => pathOf(getCollection.path, { id })],
        ['POST', (id) => pathOf(listCollectionGames.path, { id }), { gameId: games[1]!.id }],
        ['PUT', (id) => pathOf(getCollectionGame.path, { id, gameId: games[0]!.id }), { playStatus: 'PLAYING' }],
        ['DELETE', (id) => pathOf(getCollectionGame.path, { id, gameId: games[0]!.id })],
      ];
      for (const [method, url, payload] of changes) {
        const onPublic = await call(method, url(publicShelf), other.accessToken, payload);
        expect(onPublic.statusCode, `${method} public`).toBe(403);
        expect(onPublic.json()).toEqual({ message: collectionMessages.ownerOnly });
        const onPrivate = await call(method, url(privateShelf), other.accessToken, payload);
        expect(onPrivate.statusCode, `${method} private`).toBe(403);
        expect(onPrivate.json()).toEqual({ message: collectionMessages.privateCollection, code: PRIVATE_COLLECTION_CODE });
        expect((await call(method, url(999_999), other.accessToken, payload)).statusCode, `${method} missing`).toBe(404);
        const guest = await call(method, url(publicShelf), undefined, payload);
        expect(guest.statusCode).toBe(401);
        expect(guest.json()).toEqual({ message: accountMessages.loginRequired });
      }
      expect(
        CollectionSchema.parse((await call('GET', pathOf(getCollection.path, { id: publicShelf }), owner.accessToken)).json()).name,
      ).toBe('공개 선반');
    });

    it('private collections never appear in public lists, search or popular', async () => {
      const pages = [
        `${pagePublicCollections.path}?size=100`,
        `${searchPublicCollections.path}?q=${encodeURIComponent('선반')}&size=100`,
        `${searchPublicCollections.path}?q=${encodeURIComponent('ㅂㅁ')}&size=100`,
        `${pagePopularCollections.path}?size=100`,
      ];
      for (const url of pages) {
        for (const token of [owner.accessToken, other.accessToken, undefined]) {
          const page = CollectionPageSchema.parse((await call('GET', url, token)).json());
          expect(
            page.content.map((c) => c.id),
            url,
          ).not.toContain(privateShelf);
          expect(page.content.every((c) => c.isPublic)).toBe(true);
        }
      }
      const found = CollectionPageSchema.parse(
        (await call('GET', `${searchPublicCollections.path}?q=${encodeURIComponent('공개')}`)).json(),
      );
      expect(found.content.map((c) => c.id)).toContain(publicShelf);
    });

    it('owner update and delete work; delete takes games and likes with it', async () => {
      const shelf = await create(owner.accessToken, { name: '지울 선반' });
      await addGame(owner.accessToken, shelf.id, { gameId: games[2]!.id });
      await call('POST', pathOf(toggleCollectionLike.path, { id: shelf.id }), other.accessToken);
      const patched = await call('PATCH', pathOf(getCollection.path, { id: shelf.id }), owner.accessToken, {
        name: ' 새 이름 ',
        isPublic: false,
      });
      expect(CollectionSummarySchema.parse(patched.json())).toMatchObject({ name: '새 이름', isPublic: false });
      const deleted = await call('DELETE', pathOf(getCollection.path, { id: shelf.id }), owner.accessToken);
      expect(deleted.json()).toEqual({ message: collectionMessages.deleted });
      expect((await call('GET', pathOf(getCollection.path, { id: shelf.id }), owner.accessToken)).statusCode).toBe(404);
    });
  });

  describe('likes', () => {
    it('toggles once per user, never one’s own, and 404 for another’s private collection', async () => {
      const shelf = await create(owner.accessToken, { name: '좋아요' });
      const hidden = await create(owner.accessToken, { name: '숨김', isPublic: false });
      const toggle = (token: string, id = shelf.id) => call('POST', pathOf(toggleCollectionLike.path, { id }), token);
      expect(LikeStatusSchema.parse((await toggle(other.accessToken)).json())).toEqual({ isLiked: true, likeCount: 1 });
      expect(LikeStatusSchema.parse((await toggle(other.accessToken)).json())).toEqual({ isLiked: false, likeCount: 0 });
      const own = await toggle(owner.accessToken);
      expect(own.statusCode).toBe(400);
      expect(own.json()).toEqual({ message: collectionMessages.likeOwn });
      const privateOne = await toggle(other.accessToken, hidden.id);
      expect(privateOne.statusCode).toBe(404);
      expect((await call('POST', pathOf(toggleCollectionLike.path, { id: shelf.id }))).statusCode).toBe(401);
    });

    it('counts 12 users liking at once exactly once each', async () => {
      const shelf = await create(owner.accessToken, { name: '동시 좋아요' });
      const likers = await Promise.all(Array.from({ length: 12 }, (_, i) => devLogin(t.app, `liker_${i}`)));
      const answers = await Promise.all(
        likers.map((l) => call('POST', pathOf(toggleCollectionLike.path, { id: shelf.id }), l.accessToken)),
      );
      expect(answers.every((a) => a.statusCode === 200 && a.json<{ isLiked: boolean }>().isLiked)).toBe(true);
      expect(
        LikeStatusSchema.parse((await call('GET', pathOf(getCollectionLikeStatus.path, { id: shelf.id }), likers[0]!.accessToken)).json()),
      ).toEqual({
        isLiked: true,
        likeCount: 12,
      });
      const summary = CollectionSchema.parse((await call('GET', pathOf(getCollection.path, { id: shelf.id }), other.accessToken)).json());
      expect(summary).toMatchObject({ likesCount: 12, isLiked: false });
      expect((await call('GET', pathOf(countCollectionLikes.path, { id: shelf.id }))).json()).toEqual({ likeCount: 12 });
    });

    it('popular ranks by recent likes, then games; a like shows at once (cache invalidated)', async () => {
      const liked = await create(other.accessToken, { name: '인기 선반' });
      const before = CollectionPageSchema.parse((await call('GET', `${pagePopularCollections.path}?size=100`)).json());
      const likedRank = before.content.findIndex((c) => c.id === liked.id);
      const voters = await Promise.all(Array.from({ length: 20 }, (_, i) => devLogin(t.app, `voter_${i}`)));
      for (const voter of voters) await call('POST', pathOf(toggleCollectionLike.path, { id: liked.id }), voter.accessToken);
      const after = CollectionPageSchema.parse(
        (await call('GET', `${pagePopularCollections.path}?size=100`, voters[0]!.accessToken)).json(),
      );
      expect(after.content[0]).toMatchObject({ id: liked.id, likesCount: 20, isLiked: true });
      expect(likedRank === -1 || likedRank > 0).toBe(true);
    });

    it('popular weighs likes by their age, then counts games (from the copies kept in step)', async () => {
      const fans = await Promise.all(Array.from({ length: 5 }, (_, i) => devLogin(t.app, `age_fan_${i}`)));
      const older = await create(other.accessToken, { name: '오래된 인기' });
      const newer = await create(other.accessToken, { name: '새 인기' });
      for (const fan of fans.slice(0, 3)) await call('POST', pathOf(toggleCollectionLike.path, { id: older.id }), fan.accessToken);
      // Three months pass for those likes; a like and its withdrawal bring the stored weight up to date.
      await t.database.db.execute(
        sql`UPDATE collection_likes SET created_at = now() - interval '90 days' WHERE collection_id = ${older.id}`,
      );
      await call('POST', pathOf(toggleCollectionLike.path, { id: older.id }), fans[3]!.accessToken);
      await call('POST', pathOf(toggleCollectionLike.path, { id: older.id }), fans[3]!.accessToken);
      await call('POST', pathOf(toggleCollectionLike.path, { id: newer.id }), fans[4]!.accessToken);
      // Without likes, more games first: added and removed through the API.
      const fuller = await create(fans[0]!.accessToken, { name: '게임 많은 선반' });
      const emptier = await create(fans[0]!.accessToken, { name: '게임 적은 선반' });
      for (const game of games.slice(0, 3)) await addGame(fans[0]!.accessToken, fuller.id, { gameId: game.id });
      for (const game of games.slice(0, 2)) await addGame(fans[0]!.accessToken, emptier.id, { gameId: game.id });
      await call('DELETE', pathOf(getCollectionGame.path, { id: emptier.id, gameId: games[0]!.id }), fans[0]!.accessToken);
      const order = CollectionPageSchema.parse((await call('GET', `${pagePopularCollections.path}?size=100`)).json()).content.map(
        (c) => c.id,
      );
      // 1 like today (weight 1) beats 3 from 90 days ago (3 x 1/8).
      expect(order.indexOf(newer.id)).toBeLessThan(order.indexOf(older.id));
      expect(order.indexOf(fuller.id)).toBeLessThan(order.indexOf(emptier.id));
      const [counts] = await queryRows<{ fuller: number; emptier: number }>(
        t.database.db,
        sql`SELECT (SELECT games_count FROM collections WHERE id = ${fuller.id}) AS fuller, (SELECT games_count FROM collections WHERE id = ${emptier.id}) AS emptier`,
      );
      expect(counts).toEqual({ fuller: 3, emptier: 1 });
    });
  });

  it('own lists: all, paged, count and search (Korean and 초성)', async () => {
    const me = await devLogin(t.app, 'list_owner');
    for (const name of ['스위치 명작', 'PS5 대작', '인디 게임']) await create(me.accessToken, { name });
    const all = CollectionListSchema.parse((await call('GET', listMyCollections.path, me.accessToken)).json());
    expect(all.map((c) => c.name)).toEqual(['인디 게임', 'PS5 대작', '스위치 명작']);
    expect((await call('GET', countMyCollections.path, me.accessToken)).json()).toEqual({ count: 3 });
    const paged = CollectionPageSchema.parse((await call('GET', `${pageMyCollections.path}?size=2&page=1`, me.accessToken)).json());
    expect(paged).toMatchObject({ page: 1, size: 2, last: true, totalElements: 3 });
    const search = async (q: string) =>
      CollectionListSchema.parse((await call('GET', `${searchMyCollections.path}?q=${encodeURIComponent(q)}`, me.accessToken)).json()).map(
        (c) => c.name,
      );
    expect(await search('명작')).toEqual(['스위치 명작']);
    expect(await search('ㅅㅇㅊ')).toEqual(['스위치 명작']);
    expect(await search('ps5')).toEqual(['PS5 대작']);
    expect(await search('%')).toEqual([]);
  });

  it('refuses guests on every own-collection call', async () => {
    for (const url of [listMyCollections.path, pageMyCollections.path, countMyCollections.path, searchMyCollections.path]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(401);
    }
    expect((await call('POST', listMyCollections.path, undefined, { name: '게스트' })).statusCode).toBe(401);
    expect(catalogMessages.gameNotFound).toBeTruthy();
  });
});
