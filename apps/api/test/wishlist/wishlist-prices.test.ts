import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WishlistPageSchema, addWishlistGame, listWishlist, type WishlistEntry } from '@gameshelf/contracts';
import { startFakeStorePrices, type FakeStorePrices } from '@gameshelf/test-fakes/store-prices-server';
import { bearer, devLogin } from '../auth-helpers.ts';
import { gameIdOfProduct, pricesAgainst } from '../prices/store-products.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

// Store products of the fixture catalog (test/fixtures/catalog.json).
const STANLEY = 247750;
const SIMS = 1222670;
const EVIL_WITHIN = 268050;
const LONG_DARK_STEAM = 305620;
const WITNESS_GOG = '1461060839';
const ISAAC_GOG = '1205572215';

const HOUR = 3_600_000;

describe.each(engines)('the wishlist with prices on $name', (engine) => {
  let t: TestApp;
  let store: FakeStorePrices;
  let clock: number;
  let token: string;
  const ids: Record<string, number> = {};

  const refresh = async () => {
    const prices = pricesAgainst(t, store.origin, () => new Date(clock));
    // Every product due again: the test moves the clock instead of waiting the intervals.
    await t.database.db.execute(sql`update store_prices set next_check_at = '2000-01-01T00:00:00Z'`);
    await prices.refresh('steam');
    await prices.refresh('gog');
  };
  const gameIdOf = (storeName: 'steam' | 'gog', externalId: string | number) => gameIdOfProduct(t.database.db, storeName, externalId);
  const list = async (query: string): Promise<WishlistEntry[]> => {
    const res = await t.app.inject({ method: 'GET', url: `${listWishlist.path}?${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return WishlistPageSchema.parse(res.json()).content;
  };
  const order = (entries: WishlistEntry[]) => entries.map((entry) => entry.gameId);

  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true } });
    token = (await devLogin(t.app, 'pricewatcher')).accessToken;
    ids.stanley = await gameIdOf('steam', STANLEY);
    ids.sims = await gameIdOf('steam', SIMS);
    ids.evil = await gameIdOf('steam', EVIL_WITHIN);
    ids.longDark = await gameIdOf('steam', LONG_DARK_STEAM);
    ids.witness = await gameIdOf('gog', WITNESS_GOG);
    ids.isaac = await gameIdOf('gog', ISAAC_GOG);
    for (const gameId of Object.values(ids)) {
      const res = await t.app.inject({ method: 'POST', url: addWishlistGame.path, headers: bearer(token), payload: { gameId } });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  beforeEach(async () => {
    clock = Date.parse('2026-11-20T03:00:00Z');
    store = await startFakeStorePrices({
      steam: {
        // ₩21,500 at 75% off: ₩5,375.
        [STANLEY]: { initial: 2_150_000, final: 537_500 },
        [SIMS]: { free: true },
        [LONG_DARK_STEAM]: { initial: 3_200_000, final: 3_200_000 },
      },
      gog: { [WITNESS_GOG]: { base: 3_990_000, final: 1_995_000 }, [ISAAC_GOG]: { currency: 'USD', base: 1_499, final: 1_499 } },
    });
    await refresh();
  });

  afterEach(async () => {
    await store.close();
    await t.database.db.execute(sql`delete from store_price_history`);
    await t.database.db.execute(sql`delete from store_prices`);
  });

  it('shows each entry’s best offer: price, discount, regular price, the lowest seen and the store', async () => {
    const entries = new Map((await list('')).map((entry) => [entry.gameId, entry]));
    expect(entries.get(ids.stanley!)!.price).toMatchObject({
      store: 'steam',
      isFree: false,
      currency: 'KRW',
      finalMinor: 537_500,
      regularMinor: 2_150_000,
      discountPercent: 75,
      lowestMinor: 537_500,
      lowestAt: '2026-11-20T03:00:00.000Z',
      isLowest: true,
      storeUrl: `https://store.steampowered.com/app/${STANLEY}/`,
    });
    expect(entries.get(ids.sims!)!.price).toMatchObject({ isFree: true, finalMinor: null, isLowest: false });
    expect(entries.get(ids.witness!)!.price).toMatchObject({ store: 'gog', currency: 'KRW', discountPercent: 50, storeUrl: null });
    expect(entries.get(ids.isaac!)!.price).toMatchObject({ store: 'gog', currency: 'USD', finalMinor: 1_499 });
    // Not sold here (the fake answers success: false): no price, not an error.
    expect(entries.get(ids.evil!)!.price).toBeNull();
  });

  it('keeps the lowest price seen and its date after the sale ends', async () => {
    clock += 48 * HOUR;
    store.steam.set(STANLEY, { initial: 2_150_000, final: 2_150_000 });
    await refresh();
    const stanley = (await list('')).find((entry) => entry.gameId === ids.stanley)!;
    expect(stanley.price).toMatchObject({
      finalMinor: 2_150_000,
      discountPercent: 0,
      lowestMinor: 537_500,
      lowestAt: '2026-11-20T03:00:00.000Z',
      isLowest: false,
    });
  });

  it('prefers the cheaper store in won when both sell the game', async () => {
    // The fixture sells The Witness on GOG only: give it a Steam product too, first below GOG's sale, then above.
    const WITNESS_STEAM = 210970;
    await t.database.db.execute(
      sql`insert into game_store_refs (game_id, store, external_id) values (${ids.witness!}, 'steam', ${String(WITNESS_STEAM)})`,
    );
    try {
      store.steam.set(WITNESS_STEAM, { initial: 3_600_000, final: 1_800_000 });
      await refresh();
      expect((await list('')).find((entry) => entry.gameId === ids.witness)!.price).toMatchObject({
        store: 'steam',
        finalMinor: 1_800_000,
      });
      store.steam.set(WITNESS_STEAM, { initial: 3_600_000, final: 3_600_000 });
      clock += 7 * HOUR;
      await refresh();
      expect((await list('')).find((entry) => entry.gameId === ids.witness)!.price).toMatchObject({ store: 'gog', finalMinor: 1_995_000 });
    } finally {
      await t.database.db.execute(sql`delete from game_store_refs where store = 'steam' and external_id = ${String(WITNESS_STEAM)}`);
    }
  });

  it('sorts by price (free first, won by amount, other currencies and no price last) and by discount', async () => {
    expect(order(await list('sortBy=price'))).toEqual([
      ids.sims,
      ids.stanley,
      ids.witness,
      ids.longDark,
      ...[ids.isaac, ids.evil].sort((a, b) => b! - a!),
    ]);
    const cheapestLast = order(await list('sortBy=price&sortOrder=desc'));
    expect(cheapestLast.slice(0, 4)).toEqual([ids.longDark, ids.witness, ids.stanley, ids.sims]);
    const byDiscount = order(await list('sortBy=discount'));
    expect(byDiscount.slice(0, 3)).toEqual([ids.stanley, ids.witness, ids.longDark]);
    expect(new Set(byDiscount.slice(3))).toEqual(new Set([ids.sims, ids.isaac, ids.evil]));
  });

  it('filters to games on sale, with the total counting only them, and pages them', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${listWishlist.path}?onSale=true&sortBy=price&size=1`, headers: bearer(token) });
    const page = WishlistPageSchema.parse(res.json());
    expect(page.totalElements).toBe(2);
    expect(order(page.content)).toEqual([ids.stanley]);
    expect(order(await list('onSale=true&sortBy=price&size=1&page=1'))).toEqual([ids.witness]);
    expect(await list('onSale=false')).toHaveLength(6);
  });

  it('refuses an unknown sort or a malformed on-sale flag with a Korean message', async () => {
    for (const query of ['sortBy=cheapest', 'onSale=yes']) {
      const res = await t.app.inject({ method: 'GET', url: `${listWishlist.path}?${query}`, headers: bearer(token) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
  });
});
