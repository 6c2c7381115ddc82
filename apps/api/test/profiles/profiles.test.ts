import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_TYPES,
  ActivityPageSchema,
  CollectionPageSchema,
  CollectionSummarySchema,
  GamePageSchema,
  GenrePreferenceListSchema,
  PlatformPreferenceListSchema,
  PublicProfileSchema,
  ReviewPageSchema,
  percentagesOf,
  profileMessages,
  type ActivityPage,
  type Game,
  type LoginData,
  listCollectionGames,
  listMyCollections,
  pathOf,
  createReview,
  getUserProfile,
  listUserGenrePreferences,
  listUserPlatformPreferences,
  pageUserActivity,
  pageUserCollections,
  pageUserReviews,
  getOwnProfile,
  updateAccountSettings,
  listGames,
} from '@gameshelf/contracts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('public profiles on $name', (engine) => {
  let t: TestApp;
  let games: Game[];
  let alice: LoginData;
  let bob: LoginData;
  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true, auth: { rateLimits: { devLogin: 1000 } } } });
    games = GamePageSchema.parse((await t.app.inject({ method: 'GET', url: `${listGames.path}?size=40` })).json()).content;
    alice = await devLogin(t.app, 'profile_alice');
    bob = await devLogin(t.app, 'profile_bob');

    // Alice: a public shelf (g1 cleared 10 h, g2 playing 5 h) and a private one (g2 cleared 8 h, g3 not started).
    const shelf = async (name: string, isPublic: boolean) => {
      const res = await call('POST', listMyCollections.path, alice.accessToken, { name, isPublic });
      expect(res.statusCode, res.body).toBe(201);
      return CollectionSummarySchema.parse(res.json()).id;
    };
    const add = async (id: number, payload: object) => {
      const res = await call('POST', pathOf(listCollectionGames.path, { id }), alice.accessToken, payload);
      expect(res.statusCode, res.body).toBe(201);
    };
    const [g1, g2, g3] = games;
    const open = await shelf('공개 선반', true);
    const closed = await shelf('비밀 선반', false);
    await add(open, { gameId: g1!.id, playStatus: 'COMPLETED', playtimeHours: 10 });
    await add(open, { gameId: g2!.id, playStatus: 'PLAYING', playtimeHours: 5, completionPercentage: 40 });
    await add(closed, { gameId: g2!.id, playStatus: 'COMPLETED', playtimeHours: 8 });
    await add(closed, { gameId: g3!.id });
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PATCH';
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : undefined, payload });
  const profileAs = async (token?: string) =>
    PublicProfileSchema.parse((await call('GET', pathOf(getUserProfile.path, { username: 'profile_alice' }), token)).json());

  /** Games per genre (Korean names) and per platform code among `owned`, counted by hand from the catalog answers. */
  const countBy = (owned: Game[], keys: (game: Game) => string[]) => {
    const counts = new Map<string, number>();
    for (const game of owned) for (const key of new Set(keys(game))) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  };

  it('counts distinct games: all collections for the owner, the public ones for everyone else', async () => {
    const own = await profileAs(alice.accessToken);
    expect(own).toMatchObject({ username: 'profile_alice', isPublicProfile: true, isMe: true });
    // g1, g2, g3; cleared g1 and g2 (in the private shelf); 10 + max(5, 8) + 0 hours.
    expect(own.stats).toEqual({ totalGamesCount: 3, completedGamesCount: 2, totalPlaytimeHours: 18, totalCollectionsCount: 2 });
    for (const token of [bob.accessToken, undefined]) {
      const seen = await profileAs(token);
      expect(seen.isMe).toBe(false);
      expect(seen.stats).toEqual({ totalGamesCount: 2, completedGamesCount: 1, totalPlaytimeHours: 15, totalCollectionsCount: 1 });
    }
  });

  it('shares genres and platforms by hand-computed counts, in tenths that sum to 100.0', async () => {
    const [g1, g2, g3] = games;
    for (const [token, owned] of [
      [alice.accessToken, [g1!, g2!, g3!]],
      [bob.accessToken, [g1!, g2!]],
    ] as const) {
      const genres = GenrePreferenceListSchema.parse(
        (await call('GET', pathOf(listUserGenrePreferences.path, { username: 'profile_alice' }), token)).json(),
      );
      const expectedGenres = countBy([...owned], (g) => g.genreNamesKo);
      expect(new Map(genres.map((g) => [g.genreNameKo, g.gameCount]))).toEqual(expectedGenres);
      expect(genres.map((g) => g.gameCount)).toEqual([...genres.map((g) => g.gameCount)].sort((a, b) => b - a));
      expect(genres.map((g) => g.percentage)).toEqual(percentagesOf(genres.map((g) => g.gameCount)));
      expect(Math.round(genres.reduce((sum, g) => sum + g.percentage, 0) * 10)).toBe(1000);

      const platforms = PlatformPreferenceListSchema.parse(
        (await call('GET', pathOf(listUserPlatformPreferences.path, { username: 'profile_alice' }), token)).json(),
      );
      expect(new Map(platforms.map((p) => [p.platformCode, p.gameCount]))).toEqual(countBy([...owned], (g) => g.platformCodes));
      expect(Math.round(platforms.reduce((sum, p) => sum + p.percentage, 0) * 10)).toBe(1000);
      expect(platforms[0]!.gameCount).toBe(Math.max(...platforms.map((p) => p.gameCount)));
    }
  });

  it('lists the collections each viewer may see, and the user’s reviews', async () => {
    const review = await call('POST', createReview.path, alice.accessToken, {
      gameId: games[0]!.id,
      rating: 4,
      content: '다시 해도 재밌어요.',
    });
    expect(review.statusCode, review.body).toBe(201);
    const own = CollectionPageSchema.parse(
      (await call('GET', pathOf(pageUserCollections.path, { username: 'profile_alice' }), alice.accessToken)).json(),
    );
    expect(own).toMatchObject({ size: 20, totalElements: 2 });
    expect(own.content.map((c) => [c.name, c.isPublic]).sort()).toEqual([
      ['공개 선반', true],
      ['비밀 선반', false],
    ]);
    for (const token of [bob.accessToken, undefined]) {
      const seen = CollectionPageSchema.parse(
        (await call('GET', pathOf(pageUserCollections.path, { username: 'profile_alice' }), token)).json(),
      );
      expect(seen.content.map((c) => c.name)).toEqual(['공개 선반']);
      const reviews = ReviewPageSchema.parse(
        (await call('GET', `${pathOf(pageUserReviews.path, { username: 'profile_alice' })}?size=5`, token)).json(),
      );
      expect(reviews).toMatchObject({ size: 5, totalElements: 1 });
      expect(reviews.content[0]).toMatchObject({ username: 'profile_alice', gameId: games[0]!.id, isMine: false });
    }
  });

  it('tells what the user did, newest first, leaving out what a viewer may not see', async () => {
    const count = (page: ActivityPage) =>
      Object.fromEntries(ACTIVITY_TYPES.map((type) => [type, page.content.filter((a) => a.type === type).length]));
    const own = ActivityPageSchema.parse(
      (await call('GET', pathOf(pageUserActivity.path, { username: 'profile_alice' }), alice.accessToken)).json(),
    );
    expect(count(own)).toEqual({ COLLECTION_CREATED: 2, GAME_ADDED: 4, GAME_COMPLETED: 2, REVIEW_WRITTEN: 1 });
    const times = own.content.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(own.content.find((a) => a.type === 'REVIEW_WRITTEN')).toMatchObject({ gameId: games[0]!.id, rating: 4 });
    expect(own.content.find((a) => a.type === 'GAME_ADDED')?.gameName).toBeTruthy();
    for (const token of [bob.accessToken, undefined]) {
      const seen = ActivityPageSchema.parse(
        (await call('GET', pathOf(pageUserActivity.path, { username: 'profile_alice' }), token)).json(),
      );
      expect(count(seen)).toEqual({ COLLECTION_CREATED: 1, GAME_ADDED: 2, GAME_COMPLETED: 1, REVIEW_WRITTEN: 1 });
      expect(seen.content.some((a) => a.collectionName === '비밀 선반')).toBe(false);
    }
    const paged = ActivityPageSchema.parse(
      (await call('GET', `${pathOf(pageUserActivity.path, { username: 'profile_alice' })}?size=3&page=1`, alice.accessToken)).json(),
    );
    expect(paged).toMatchObject({ page: 1, size: 3, totalElements: 9, last: false });
    expect(paged.content.map((a) => a.id)).toEqual(own.content.slice(3, 6).map((a) => a.id));
  });

  it('shows a private profile whole to its owner only; others get the name and photo, and 403 for its parts', async () => {
    const res = await call('PATCH', updateAccountSettings.path, alice.accessToken, { isPublicProfile: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isPublicProfile: false });
    // The own profile carries the switch for the settings dialog.
    expect((await call('GET', getOwnProfile.path, alice.accessToken)).json()).toMatchObject({ isPublicProfile: false });
    try {
      const own = await profileAs(alice.accessToken);
      expect(own.stats?.totalGamesCount).toBe(3);
      expect(own.isPublicProfile).toBe(false);
      for (const url of [
        pathOf(pageUserCollections.path, { username: 'profile_alice' }),
        pathOf(pageUserReviews.path, { username: 'profile_alice' }),
        pathOf(listUserGenrePreferences.path, { username: 'profile_alice' }),
      ]) {
        expect((await call('GET', url, alice.accessToken)).statusCode, url).toBe(200);
      }
      for (const token of [bob.accessToken, undefined]) {
        const seen = await profileAs(token);
        expect(seen).toEqual({
          username: 'profile_alice',
          displayName: null,
          bio: null,
          profileImageUrl: null,
          isPublicProfile: false,
          isMe: false,
          stats: null,
        });
        for (const url of [
          pathOf(pageUserActivity.path, { username: 'profile_alice' }),
          pathOf(pageUserCollections.path, { username: 'profile_alice' }),
          pathOf(pageUserReviews.path, { username: 'profile_alice' }),
          pathOf(listUserGenrePreferences.path, { username: 'profile_alice' }),
          pathOf(listUserPlatformPreferences.path, { username: 'profile_alice' }),
        ]) {
          const refused = await call('GET', url, token);
          expect(refused.statusCode, url).toBe(403);
          expect(refused.json()).toEqual({ message: profileMessages.privateProfileDescription, code: 'PRIVATE_PROFILE' });
        }
      }
    } finally {
      await call('PATCH', updateAccountSettings.path, alice.accessToken, { isPublicProfile: true });
    }
  });

  it('says the user does not exist, and counts nothing for a user without collections', async () => {
    for (const url of [
      pathOf(getUserProfile.path, { username: 'no_such_user' }),
      pathOf(listUserGenrePreferences.path, { username: 'no_such_user' }),
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: profileMessages.userNotFound });
    }
    expect((await profileAs()).username).toBe('profile_alice');
    const empty = PublicProfileSchema.parse((await call('GET', pathOf(getUserProfile.path, { username: 'profile_bob' }))).json());
    expect(empty.stats).toEqual({ totalGamesCount: 0, completedGamesCount: 0, totalPlaytimeHours: 0, totalCollectionsCount: 0 });
    expect((await call('GET', pathOf(listUserGenrePreferences.path, { username: 'profile_bob' }))).json()).toEqual([]);
  });
});
