import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GameSchema, addWishlistGame, getGame, pathOf } from '@gameshelf/contracts';
import { startFakeStorePrices, type FakeStorePrices } from '@gameshelf/test-fakes/store-prices-server';
import { queryRows } from '../../src/db/database.ts';
import { createCatalogLinks } from '../../src/modules/catalog/catalog-links.ts';
import { createPrices } from '../../src/modules/prices/module.ts';
import { STORE_DETAILS_INTERVAL } from '../../src/modules/prices/service.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { gameIdOfProduct } from './store-products.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';
import { makeSeedGame } from '../seed-game.ts';

// Games of this test (the fixture catalog's own Steam apps are unknown to the fake: `success: false`).
const PORTAL = { igdbId: 9_100_001, name: 'Portal 2 (store details)', steamAppId: 620 };
const CELESTE = { igdbId: 9_100_002, name: 'Celeste (store details)', steamAppId: 504230 };
const HADES = { igdbId: 9_100_003, name: 'Hades (store details)', steamAppId: 1145360 };
const OUTER = { igdbId: 9_100_004, name: 'Outer Wilds (store details)', steamAppId: 753640 };

const KOREAN_AUDIO = {
  koreana: '영어<strong>*</strong>, 한국어<strong>*</strong>, 일본어<br><strong>*</strong>음성이 지원되는 언어',
  english: 'English<strong>*</strong>, Korean<strong>*</strong>, Japanese<br><strong>*</strong>languages with full audio support',
};
const KOREAN_TEXT = {
  koreana: '영어<strong>*</strong>, 한국어, 일본어<br><strong>*</strong>음성이 지원되는 언어',
  english: 'English<strong>*</strong>, Korean, Japanese<br><strong>*</strong>languages with full audio support',
};
const NO_KOREAN = {
  koreana: '영어<strong>*</strong>, 프랑스어<br><strong>*</strong>음성이 지원되는 언어',
  english: 'English<strong>*</strong>, French<br><strong>*</strong>languages with full audio support',
};
const PORTAL_KO = '<b>포탈 2</b>는 &quot;생각하는&quot; 1인칭 퍼즐 게임입니다.';
const english = (text: string) => ({ koreana: text, english: text });

describe.each(engines)("Steam's Korean store details on $name", (engine) => {
  let t: TestApp;
  let store: FakeStorePrices;
  let clock: number;
  const now = () => new Date(clock);
  const prices = () =>
    createPrices({
      db: t.database.db,
      catalog: createCatalogLinks(t.database.db, t.app.catalog.gameChanged),
      options: {
        steamStoreUrl: store.origin,
        timeoutMs: 2_000,
        limits: { steam: { perWindow: 1_000, windowMs: 1_000, maxInFlight: 1 } },
      },
      now,
    }).service;
  const gameIdOf = (appId: number) => gameIdOfProduct(t.database.db, 'steam', appId);
  /** The game as the API shows it (through the catalog's read cache). */
  const shown = async (appId: number) => {
    const res = await t.app.inject({ method: 'GET', url: pathOf(getGame.path, { id: await gameIdOf(appId) }) });
    expect(res.statusCode).toBe(200);
    return GameSchema.parse(res.json());
  };
  const setGame = async (appId: number, values: { summaryKo?: string | null; koreanSupport?: string | null }) => {
    const id = await gameIdOf(appId);
    if (values.summaryKo !== undefined)
      await t.database.db.execute(sql`update games set summary_ko = ${values.summaryKo} where id = ${id}`);
    if (values.koreanSupport !== undefined)
      await t.database.db.execute(sql`update games set korean_support = ${values.koreanSupport} where id = ${id}`);
    await t.database.db.transaction((tx) => t.app.catalog.gameChanged(tx, id));
  };
  const detailCalls = () => store.requests.filter((r) => r.startsWith('/api/appdetails') && !r.includes('filters='));

  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true } });
    await t.app.catalog.insert([PORTAL, CELESTE, HADES, OUTER].map((g) => makeSeedGame(g)));
  });

  afterAll(async () => {
    await t?.close();
  });

  beforeEach(async () => {
    clock = Date.parse('2026-11-27T03:00:00Z');
    store = await startFakeStorePrices({
      steam: {
        [PORTAL.steamAppId]: {
          initial: 2_150_000,
          final: 537_500,
          shortDescription: { koreana: PORTAL_KO, english: 'The "Perpetual Testing Initiative" has been expanded.' },
          supportedLanguages: KOREAN_AUDIO,
        },
        // A Korean interface only, and an English text even in koreana (no Korean description).
        [CELESTE.steamAppId]: {
          initial: 2_200_000,
          final: 2_200_000,
          shortDescription: english('Help Madeline survive.'),
          supportedLanguages: KOREAN_TEXT,
        },
        [HADES.steamAppId]: { free: true, shortDescription: english('Defy the god of the dead.'), supportedLanguages: NO_KOREAN },
      },
    });
  });

  afterEach(async () => {
    await store.close();
    await t.database.db.execute(sql`delete from steam_store_details`);
    await t.database.db.execute(sql`delete from wishlist_items`);
    for (const game of [PORTAL, CELESTE, HADES, OUTER]) await setGame(game.steamAppId, { summaryKo: null, koreanSupport: null });
  });

  it('fills the Korean summary and Korean support from one unfiltered koreana call per app', async () => {
    const result = await prices().refreshStoreDetails();
    expect(result).toMatchObject({ stoppedBy: 'done', failedCalls: 0 });
    const steamRefs = (
      await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from game_store_refs where store = 'steam'`)
    )[0]!.n;
    expect(result.calls).toBe(steamRefs);
    expect(result.recorded).toBe(steamRefs);
    expect(detailCalls()).toHaveLength(steamRefs);
    expect(detailCalls()).toContain(`/api/appdetails?cc=kr&l=koreana&appids=${PORTAL.steamAppId}`);
    // Portal 2 and Celeste changed (summary, support); Hades has neither.
    expect(result.gamesChanged).toBe(2);

    expect(await shown(PORTAL.steamAppId)).toMatchObject({
      summaryKo: '포탈 2는 "생각하는" 1인칭 퍼즐 게임입니다.',
      koreanSupport: 'OFFICIAL',
    });
    expect(await shown(CELESTE.steamAppId)).toMatchObject({ summaryKo: null, koreanSupport: 'OFFICIAL' });
    expect(await shown(HADES.steamAppId)).toMatchObject({ summaryKo: null, koreanSupport: null });
    expect(await prices().storeDetails(String(PORTAL.steamAppId))).toMatchObject({ found: true, koreanSupport: 'audio' });
    expect(await prices().storeDetails(String(CELESTE.steamAppId))).toMatchObject({ found: true, koreanSupport: 'text', summaryKo: null });
    expect(await prices().storeDetails(String(OUTER.steamAppId))).toMatchObject({ found: false, summaryKo: null });
  });

  it('never replaces a Korean summary someone else set, and replaces its own when Steam changes it', async () => {
    await setGame(CELESTE.steamAppId, { summaryKo: '운영자가 쓴 소개' });
    store.steam.set(CELESTE.steamAppId, { ...store.steam.get(CELESTE.steamAppId)!, shortDescription: english('매들린의 등반 이야기.') });
    await prices().refreshStoreDetails();
    expect((await shown(CELESTE.steamAppId)).summaryKo).toBe('운영자가 쓴 소개');
    expect((await shown(PORTAL.steamAppId)).summaryKo).toBe('포탈 2는 "생각하는" 1인칭 퍼즐 게임입니다.');

    // A month later Steam's text changed: ours follows; the operator's stays.
    clock += STORE_DETAILS_INTERVAL;
    store.steam.set(PORTAL.steamAppId, { ...store.steam.get(PORTAL.steamAppId)!, shortDescription: english('새로워진 포탈 2 소개.') });
    await prices().refreshStoreDetails();
    expect((await shown(PORTAL.steamAppId)).summaryKo).toBe('새로워진 포탈 2 소개.');
    expect((await shown(CELESTE.steamAppId)).summaryKo).toBe('운영자가 쓴 소개');

    // Steam dropped its Korean text: ours goes too.
    clock += STORE_DETAILS_INTERVAL;
    store.steam.set(PORTAL.steamAppId, { ...store.steam.get(PORTAL.steamAppId)!, shortDescription: english('English only now.') });
    await prices().refreshStoreDetails();
    expect((await shown(PORTAL.steamAppId)).summaryKo).toBeNull();
  });

  it("makes a community patch's game OFFICIAL when Steam lists Korean, and leaves support alone when it does not", async () => {
    await setGame(CELESTE.steamAppId, { koreanSupport: 'USER_PATCH' });
    await setGame(HADES.steamAppId, { koreanSupport: 'USER_PATCH' });
    await prices().refreshStoreDetails();
    expect((await shown(CELESTE.steamAppId)).koreanSupport).toBe('OFFICIAL');
    expect((await shown(HADES.steamAppId)).koreanSupport).toBe('USER_PATCH');
  });

  it("keeps Steam's OFFICIAL through an IGDB re-import, and the import's value otherwise", async () => {
    await prices().refreshStoreDetails();
    // The sync writes Steam_KRLocInfo's value (none here) over every game it brings.
    await t.app.catalog.insert([makeSeedGame({ ...PORTAL, koreanSupport: null }), makeSeedGame({ ...HADES, koreanSupport: 'USER_PATCH' })]);
    expect((await shown(PORTAL.steamAppId)).koreanSupport).toBe('OFFICIAL');
    expect((await shown(HADES.steamAppId)).koreanSupport).toBe('USER_PATCH');
    await t.app.catalog.insert([makeSeedGame({ ...HADES, koreanSupport: null })]);
  });

  it('asks rarely: wishlisted games first, then not again for a month', async () => {
    const user = await devLogin(t.app, 'details-wisher');
    const wish = await t.app.inject({
      method: 'POST',
      url: addWishlistGame.path,
      headers: bearer(user.accessToken),
      payload: { gameId: await gameIdOf(HADES.steamAppId) },
    });
    expect(wish.statusCode).toBe(201);
    expect(await prices().refreshStoreDetails({ maxCalls: 1 })).toMatchObject({ calls: 1, stoppedBy: 'budget' });
    expect(detailCalls()).toEqual([`/api/appdetails?cc=kr&l=koreana&appids=${HADES.steamAppId}`]);

    await prices().refreshStoreDetails();
    const asked = detailCalls().length;
    clock += STORE_DETAILS_INTERVAL - 60_000;
    expect(await prices().refreshStoreDetails()).toMatchObject({ calls: 0, stoppedBy: 'done' });
    clock += 60_000;
    expect((await prices().refreshStoreDetails()).calls).toBe(asked);
  });

  it("stops at Steam's 429 with its wait, and backs off an app after failures", async () => {
    await store.close();
    store = await startFakeStorePrices({
      steam: { [PORTAL.steamAppId]: { initial: 100, final: 100 } },
      steamLimit: { calls: 2, windowMs: 60_000 },
    });
    const limited = await prices().refreshStoreDetails();
    expect(limited).toMatchObject({ calls: 3, recorded: 2, stoppedBy: 'rate_limit' });
    expect(limited.retryAfterMs).toBeGreaterThan(0);

    await store.close();
    store = await startFakeStorePrices();
    store.failWith = 500;
    expect(await prices().refreshStoreDetails()).toMatchObject({ failedCalls: 3, stoppedBy: 'failures' });
    const failed = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from steam_store_details where failures = 1`,
    );
    expect(failed[0]!.n).toBe(3);
  });
});
