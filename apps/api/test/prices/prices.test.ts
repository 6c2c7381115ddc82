import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GamePricesSchema, addWishlistGame, catalogMessages, formatPrice, getGamePrices, pathOf } from '@gameshelf/contracts';
import { startFakeStorePrices, type FakeStorePrices } from '@gameshelf/test-fakes/store-prices-server';
import { queryRows } from '../../src/db/database.ts';
import { PRICE_CHECK_INTERVALS } from '../../src/modules/prices/service.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { gameIdOfProduct, pricesAgainst } from './store-products.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

// Store products of the fixture catalog (test/fixtures/catalog.json).
const STANLEY = 247750;
const SIMS = 1222670;
const EVIL_WITHIN = 268050;
const LONG_DARK_STEAM = 305620;
const WITNESS_GOG = '1461060839';
const ISAAC_GOG = '1205572215';
const STEAM_PRODUCTS = 10;
const GOG_PRODUCTS = 5;

const HOUR = 3_600_000;

describe.each(engines)('store prices for Korea on $name', (engine) => {
  let t: TestApp;
  let store: FakeStorePrices;
  let clock: number;
  const now = () => new Date(clock);
  const prices = () => pricesAgainst(t, store.origin, now);
  const gameIdOf = (storeName: 'steam' | 'gog', externalId: string | number) => gameIdOfProduct(t.database.db, storeName, externalId);
  const price = async (storeName: 'steam' | 'gog', externalId: string | number) =>
    (await prices().forGame(await gameIdOf(storeName, externalId))).find(
      (row) => row.store === storeName && row.externalId === String(externalId),
    );

  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true } });
  });

  afterAll(async () => {
    await t?.close();
  });

  beforeEach(async () => {
    clock = Date.parse('2026-11-27T03:00:00Z');
    store = await startFakeStorePrices({
      steam: {
        // ₩21,500 at 75% off: ₩5,375 (Steam sends KRW ×100).
        [STANLEY]: { initial: 2_150_000, final: 537_500 },
        [SIMS]: { free: true },
        [LONG_DARK_STEAM]: { initial: 3_200_000, final: 3_200_000 },
      },
      gog: { [WITNESS_GOG]: { base: 3_990_000, final: 1_995_000 }, [ISAAC_GOG]: { currency: 'USD', base: 1_499, final: 1_499 } },
    });
  });

  afterEach(async () => {
    await store.close();
    await t.database.db.execute(sql`delete from store_price_history`);
    await t.database.db.execute(sql`delete from store_prices`);
    await t.database.db.execute(sql`delete from wishlist_items`);
  });

  it('reads Steam prices in won (amounts ×100), free games and apps not sold here, several apps per call', async () => {
    const result = await prices().refresh('steam');
    // One call for the ten, and one more for the app listed without a price (free, or not on sale yet).
    expect(result).toMatchObject({ store: 'steam', calls: 2, recorded: STEAM_PRODUCTS, changed: STEAM_PRODUCTS, stoppedBy: 'done' });
    expect(store.requests).toHaveLength(2);
    expect(store.requests[1]).toBe(`/api/appdetails?cc=kr&l=koreana&appids=${SIMS}`);
    const query = new URL(store.requests[0]!, 'http://x').searchParams;
    expect(query.get('cc')).toBe('kr');
    expect(query.get('filters')).toBe('price_overview');
    expect(query.get('appids')!.split(',')).toHaveLength(STEAM_PRODUCTS);
    expect(await price('steam', STANLEY)).toMatchObject({
      status: 'priced',
      currency: 'KRW',
      initialMinor: 2_150_000,
      finalMinor: 537_500,
      discountPercent: 75,
      lowestMinor: 537_500,
    });
    expect(await price('steam', SIMS)).toMatchObject({ status: 'free', finalMinor: null, lowestMinor: null });
    expect(await price('steam', EVIL_WITHIN)).toMatchObject({ status: 'unavailable', finalMinor: null });
    // Asked again only when due: a week for the rest of the catalog, a month for what is not sold.
    expect(Date.parse((await price('steam', STANLEY))!.nextCheckAt) - clock).toBe(PRICE_CHECK_INTERVALS.other);
    expect(Date.parse((await price('steam', SIMS))!.nextCheckAt) - clock).toBe(PRICE_CHECK_INTERVALS.notSold);
    expect(await prices().refresh('steam')).toMatchObject({ calls: 0, recorded: 0, stoppedBy: 'done' });
  });

  it('asks a game known to be free only once per pass, and sees it when it starts to sell', async () => {
    await prices().refresh('steam');
    const dueAgain = () => t.database.db.execute(sql`update store_prices set next_check_at = '2000-01-01T00:00:00Z'`);
    await dueAgain();
    store.requests.length = 0;
    // Listed without a price again: still free, no second ask.
    expect(await prices().refresh('steam')).toMatchObject({ calls: 1, recorded: STEAM_PRODUCTS, changed: 0 });
    expect(store.requests).toHaveLength(1);
    expect(await price('steam', SIMS)).toMatchObject({ status: 'free' });
    // A price under the filter means it is sold now.
    store.steam.set(SIMS, { initial: 1_100_000, final: 1_100_000 });
    await dueAgain();
    expect(await prices().refresh('steam')).toMatchObject({ calls: 1, changed: 1 });
    expect(await price('steam', SIMS)).toMatchObject({ status: 'priced', finalMinor: 1_100_000 });
  });

  it('reads GOG prices in the currency GOG answers, and a product GOG does not know as not sold', async () => {
    const result = await prices().refresh('gog');
    expect(result).toMatchObject({ calls: GOG_PRODUCTS, recorded: GOG_PRODUCTS, stoppedBy: 'done' });
    expect(store.requests.every((r) => /^\/products\/\d+\/prices\?countryCode=KR$/.test(r))).toBe(true);
    expect(await price('gog', WITNESS_GOG)).toMatchObject({
      status: 'priced',
      currency: 'KRW',
      initialMinor: 3_990_000,
      finalMinor: 1_995_000,
      discountPercent: 50,
    });
    expect(await price('gog', ISAAC_GOG)).toMatchObject({
      status: 'priced',
      currency: 'USD',
      initialMinor: 1_499,
      finalMinor: 1_499,
      discountPercent: 0,
    });
    const unknown = (
      await queryRows<{ status: string }>(
        t.database.db,
        sql`select status from store_prices where store = 'gog' and status = 'unavailable'`,
      )
    ).length;
    expect(unknown).toBe(GOG_PRODUCTS - 2);
  });

  it('keeps only changes in the history, and the lowest price with the time it was first seen', async () => {
    const service = prices();
    await service.refresh('steam');
    const first = clock;
    // Same price a week later: no history row.
    clock += PRICE_CHECK_INTERVALS.other;
    await service.refresh('steam');
    // The sale ends, then a deeper one starts.
    store.steam.set(STANLEY, { initial: 2_150_000, final: 2_150_000 });
    clock += PRICE_CHECK_INTERVALS.other;
    await service.refresh('steam');
    const ended = await price('steam', STANLEY);
    expect(ended).toMatchObject({ finalMinor: 2_150_000, discountPercent: 0, lowestMinor: 537_500 });
    expect(Date.parse(ended!.lowestAt!)).toBe(first);
    store.steam.set(STANLEY, { initial: 2_150_000, final: 430_000 });
    clock += PRICE_CHECK_INTERVALS.other;
    await service.refresh('steam');
    const deeper = await price('steam', STANLEY);
    expect(deeper).toMatchObject({ finalMinor: 430_000, discountPercent: 80, lowestMinor: 430_000 });
    expect(Date.parse(deeper!.lowestAt!)).toBe(clock);
    const history = await service.history('steam', String(STANLEY));
    expect(history.map((row) => [row.finalMinor, row.discountPercent])).toEqual([
      [537_500, 75],
      [2_150_000, 0],
      [430_000, 80],
    ]);
    // Unchanged products kept their one first row.
    expect(await service.history('steam', String(LONG_DARK_STEAM))).toHaveLength(1);
  });

  it('asks for wishlisted games first and again within hours', async () => {
    const { accessToken } = await devLogin(t.app, 'price_watcher');
    const res = await t.app.inject({
      method: 'POST',
      url: addWishlistGame.path,
      headers: bearer(accessToken),
      payload: { gameId: await gameIdOf('gog', ISAAC_GOG) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const result = await prices().refresh('gog', { maxCalls: 1 });
    expect(result).toMatchObject({ calls: 1, stoppedBy: 'budget' });
    expect(store.requests).toEqual([`/products/${ISAAC_GOG}/prices?countryCode=KR`]);
    expect(Date.parse((await price('gog', ISAAC_GOG))!.nextCheckAt) - clock).toBe(PRICE_CHECK_INTERVALS.wishlisted);
  });

  it("stops a pass at Steam's 429 with its wait, and goes on where it stopped", async () => {
    await store.close();
    const apps = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [90_000_000 + i, { initial: 1_000_000, final: 1_000_000 }]));
    store = await startFakeStorePrices({ steam: apps, steamLimit: { calls: 2, windowMs: 60_000 } });
    // 120 more Steam products: three calls of 50 after the catalog's own.
    await t.database.db.execute(
      sql`insert into game_store_refs (game_id, store, external_id) select ${await gameIdOf('steam', STANLEY)}, 'steam', (90000000 + n)::text from generate_series(0, 119) as n`,
    );
    try {
      const first = await prices().refresh('steam');
      expect(first).toMatchObject({ calls: 3, recorded: 100, stoppedBy: 'rate_limit' });
      expect(first.retryAfterMs).toBeGreaterThan(50_000);
      expect(store.rateLimited).toBe(1);
      await store.close();
      store = await startFakeStorePrices({ steam: apps });
      const rest = await prices().refresh('steam');
      expect(rest).toMatchObject({ calls: 1, recorded: STEAM_PRODUCTS + 120 - 100, stoppedBy: 'done' });
    } finally {
      await t.database.db.execute(sql`delete from game_store_refs where store = 'steam' and external_id::bigint >= 90000000`);
    }
  });

  it('backs off a failing store, keeps the last price, and stops after three failed calls', async () => {
    const service = prices();
    await service.refresh('gog');
    // A month on, all five are due.
    clock += 31 * 24 * HOUR;
    store.failWith = 503;
    const result = await service.refresh('gog');
    expect(result).toMatchObject({ calls: 3, failedCalls: 3, recorded: 0, stoppedBy: 'failures' });
    const failed = await queryRows<{ external_id: string; failures: number; final_minor: number | null; next_check_at: string }>(
      t.database.db,
      sql`select external_id, failures, final_minor, next_check_at::text from store_prices where store = 'gog' and failures > 0`,
    );
    expect(failed).toHaveLength(3);
    for (const row of failed) expect(Date.parse(row.next_check_at) - clock).toBe(PRICE_CHECK_INTERVALS.firstRetry);
    expect(await price('gog', WITNESS_GOG)).toMatchObject({ finalMinor: 1_995_000 });
    // Back: the next pass answers them and clears the count.
    store.failWith = null;
    clock += PRICE_CHECK_INTERVALS.firstRetry;
    expect(await service.refresh('gog')).toMatchObject({ failedCalls: 0, stoppedBy: 'done' });
    expect((await queryRows(t.database.db, sql`select 1 from store_prices where failures > 0`)).length).toBe(0);
  });

  it('writes one history row per change when two workers refresh at once', async () => {
    const results = await Promise.all([
      prices().refresh('steam'),
      prices().refresh('steam'),
      prices().refresh('gog'),
      prices().refresh('gog'),
    ]);
    expect(results.every((r) => r.stoppedBy === 'done')).toBe(true);
    const rows = await queryRows<{ store: string; external_id: string; n: number }>(
      t.database.db,
      sql`select store, external_id, count(*)::int as n from store_price_history group by store, external_id`,
    );
    expect(rows).toHaveLength(STEAM_PRODUCTS + GOG_PRODUCTS);
    expect(rows.every((row) => row.n === 1)).toBe(true);
  });

  it("answers a game's prices per store for anyone, without what a store does not sell here", async () => {
    await prices().refresh('steam');
    await prices().refresh('gog');
    const get = (gameId: number) => t.app.inject({ method: 'GET', url: pathOf(getGamePrices.path, { id: gameId }) });
    // The Long Dark: on Steam at its regular price, on GOG not sold here.
    const longDark = await get(await gameIdOf('steam', LONG_DARK_STEAM));
    expect(longDark.statusCode, longDark.body).toBe(200);
    expect(longDark.headers['cache-control']).toBe('public, max-age=300');
    const body = GamePricesSchema.parse(longDark.json());
    expect(body.prices).toEqual([
      {
        store: 'steam',
        isFree: false,
        currency: 'KRW',
        regularMinor: 3_200_000,
        finalMinor: 3_200_000,
        discountPercent: 0,
        lowestMinor: 3_200_000,
        lowestAt: new Date(clock).toISOString(),
        isLowest: true,
        checkedAt: new Date(clock).toISOString(),
        storeUrl: `https://store.steampowered.com/app/${LONG_DARK_STEAM}/`,
      },
    ]);
    expect(formatPrice(body.prices[0]!.finalMinor!, 'KRW')).toBe('32,000원');
    const sims = GamePricesSchema.parse((await get(await gameIdOf('steam', SIMS))).json());
    expect(sims.prices).toMatchObject([{ store: 'steam', isFree: true, finalMinor: null, isLowest: false }]);
    // A game no store sells here has none; a game that does not exist is a 404 in Korean.
    expect(GamePricesSchema.parse((await get(await gameIdOf('steam', EVIL_WITHIN))).json()).prices).toEqual([]);
    const missing = await get(99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: catalogMessages.gameNotFound });
  });
});
