import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CollectionPageSchema,
  HomeDataSchema,
  type LoginData,
  getCollection,
  listCollectionGames,
  listMyCollections,
  pagePopularCollections,
  pathOf,
  createReview,
  getHomeData,
  getOwnProfile,
  updateAccountSettings,
} from '@gameshelf/contracts';
import { buildApp, type App } from '../../src/app.ts';
import { openDatabase, queryRows, type Database } from '../../src/db/database.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { engines, fixtureCatalogFile, type TestDatabase } from '../helper.ts';

const silent = { info: () => {}, warn: () => {} };
const REVIEW = '캐시가 바로 바뀌는지 확인하는 충분히 긴 리뷰입니다.';

/**
 * Popular collections and home keep people's names, bios and what their profile lets others see:
 * every profile edit and visibility change shows through them at once, in this process and in any
 * other process on the same database (docs/decisions.md, "Private means private at once").
 */
describe.each(engines)('caches follow profile visibility on $name', (engine) => {
  let store: TestDatabase;
  let app: App;
  let owner: LoginData;
  let collectionId: number;

  const call = (target: App, method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, login?: LoginData, payload?: object) =>
    target.inject({ method, url, headers: login ? bearer(login.accessToken) : undefined, payload });
  const popular = async (target = app) => {
    const res = await call(target, 'GET', `${pagePopularCollections.path}?page=0&size=12`);
    expect(res.statusCode, res.body).toBe(200);
    return CollectionPageSchema.parse(res.json()).content.find((c) => c.id === collectionId);
  };
  const homeReview = async (target = app) => {
    const res = await call(target, 'GET', getHomeData.path);
    expect(res.statusCode, res.body).toBe(200);
    return HomeDataSchema.parse(res.json()).recentReviews.find((r) => r.content === REVIEW);
  };
  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);

  beforeAll(async () => {
    store = await engine.open();
    app = await buildApp({ database: store.database, isDevelopment: true });
    await app.catalog.seedIfEmpty(fixtureCatalogFile, silent);
    await app.ready();
    owner = await devLogin(app, 'cache_owner');
    const [game] = await queryRows<{ id: number }>(store.database.db, sql`SELECT id FROM games ORDER BY id LIMIT 1`);
    ok(await call(app, 'PUT', getOwnProfile.path, owner, { displayName: '캐시주인', bio: '첫 소개' }));
    const created = await call(app, 'POST', listMyCollections.path, owner, { name: '인기 선반', isPublic: true });
    ok(created);
    collectionId = created.json<{ id: number }>().id;
    ok(await call(app, 'POST', pathOf(listCollectionGames.path, { id: collectionId }), owner, { gameId: game!.id }));
    ok(await call(app, 'POST', createReview.path, owner, { gameId: game!.id, rating: 4, content: REVIEW, completionStatus: 'COMPLETED' }));
  });
  afterAll(async () => {
    await app.close();
    await store.dispose();
  });

  it('shows a bio edit, a nickname edit and a private profile at once', async () => {
    expect((await popular())?.ownerBio).toBe('첫 소개');
    expect((await homeReview())?.userDisplayName).toBe('캐시주인');

    ok(await call(app, 'PUT', getOwnProfile.path, owner, { displayName: '새이름', bio: '바뀐 소개' }));
    expect(await popular()).toMatchObject({ ownerBio: '바뀐 소개', ownerDisplayName: '새이름' });
    expect((await homeReview())?.userDisplayName).toBe('새이름');

    ok(await call(app, 'PATCH', updateAccountSettings.path, owner, { isPublicProfile: false }));
    expect(await popular()).toBeUndefined();
    expect(await homeReview()).toBeUndefined();

    ok(await call(app, 'PATCH', updateAccountSettings.path, owner, { isPublicProfile: true }));
    expect((await popular())?.ownerBio).toBe('바뀐 소개');
    expect(await homeReview()).toBeDefined();
  });

  // Only a server database has other processes (one process owns a PGlite database).
  if (engine.name !== 'postgres') return;
  it('shows a change written through another API process at once', async () => {
    let other: Database | undefined;
    let otherApp: App | undefined;
    try {
      other = await openDatabase({ databaseUrl: store.url!, poolSize: 2 });
      otherApp = await buildApp({ database: other, isDevelopment: true });
      await otherApp.ready();
      const ownerThere = await devLogin(otherApp, 'cache_owner');
      // Both processes fill their caches first.
      expect(await popular()).toBeDefined();
      expect(await popular(otherApp)).toBeDefined();
      expect(await homeReview(otherApp)).toBeDefined();

      ok(await call(app, 'PUT', getOwnProfile.path, owner, { displayName: '새이름', bio: '다른 곳에서 바꾼 소개' }));
      expect((await popular(otherApp))?.ownerBio).toBe('다른 곳에서 바꾼 소개');

      ok(await call(app, 'PATCH', updateAccountSettings.path, owner, { isPublicProfile: false }));
      expect(await popular(otherApp)).toBeUndefined();
      expect(await homeReview(otherApp)).toBeUndefined();

      ok(await call(otherApp, 'PATCH', updateAccountSettings.path, ownerThere, { isPublicProfile: true }));
      expect(await popular()).toBeDefined();
      ok(
        await call(otherApp, 'PATCH', pathOf(getCollection.path, { id: collectionId }), ownerThere, { name: '인기 선반', isPublic: false }),
      );
      expect(await popular()).toBeUndefined();
    } finally {
      await otherApp?.close();
      await other?.close();
    }
  });
});
