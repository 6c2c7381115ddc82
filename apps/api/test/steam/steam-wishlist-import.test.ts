import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STEAM_WISHLIST_IMPORTS_PER_MINUTE,
  STEAM_WISHLIST_PRIVATE,
  SteamAuthUrlSchema,
  SteamWishlistImportSchema,
  addWishlistGame,
  getSteamLoginUrl,
  importSteamWishlist,
  steamMessages,
  type LoginData,
} from '@gameshelf/contracts';
import { startFakeSteam, type FakeSteam } from '@gameshelf/test-fakes/steam-server';
import { queryRows } from '../../src/db/database.ts';
import { bearer, devLogin, TEST_JWT_SECRET } from '../auth-helpers.ts';
import { gameIdOfProduct } from '../prices/store-products.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const PUBLIC_URL = 'http://app.test';
// Steam apps of the fixture catalog (test/fixtures/catalog.json).
const CATALOG_APPS = [247750, 1222670, 268050, 305620, 489830, 518790, 1498570, 973760, 1544020, 1891950];
const UNKNOWN_APP = 4_000_001;

// SteamID64s are past Number's exact integers: counted as a suffix.
let nextSteamId = 300;

describe.each(engines)('Steam wishlist import on $name', (engine) => {
  let steam: FakeSteam;
  let t: TestApp;

  const importWishlist = (user: LoginData) =>
    t.app.inject({ method: 'POST', url: importSteamWishlist.path, headers: bearer(user.accessToken) });
  const gameIdOf = (appId: number) => gameIdOfProduct(t.database.db, 'steam', appId);
  const wishlistGameIds = async (user: LoginData) =>
    (
      await queryRows<{ game_id: number }>(
        t.database.db,
        sql`select game_id from wishlist_items where user_id = ${user.userId} order by game_id`,
      )
    ).map((row) => row.game_id);

  /** A signed-in user linked to a new Steam account with this wishlist (app ids in the user's order). */
  async function linkedUser(name: string, wishlist: number[], visibility: 'public' | 'private' = 'public') {
    const steamId = `76561198000000${String(nextSteamId++)}`;
    steam.addAccount({ steamId, personaName: name, visibility, wishlist: wishlist.map((appid) => ({ appid })) });
    const user = await devLogin(t.app, name);
    const { authUrl } = SteamAuthUrlSchema.parse(
      (await t.app.inject({ method: 'GET', url: getSteamLoginUrl.path, headers: bearer(user.accessToken) })).json(),
    );
    const callback = new URL(await steam.signIn(authUrl, steamId));
    const res = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(res.headers.location).toContain('steamConnected=true');
    return { user, steamId };
  }

  beforeAll(async () => {
    steam = await startFakeSteam();
    t = await buildTestApp(engine, {
      app: {
        isDevelopment: true,
        auth: { jwtSecret: TEST_JWT_SECRET, publicUrl: PUBLIC_URL, rateLimits: { devLogin: 1000 } },
        steam: { apiKey: steam.apiKey, apiUrl: steam.apiUrl, openIdUrl: steam.openIdUrl, retryBaseDelayMs: 1 },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await steam?.close();
  });

  it('adds the Steam wishlist matched by app id, and counts what is already there or not in the catalog', async () => {
    const [a, b, c, d] = CATALOG_APPS;
    const { user } = await linkedUser('wish_importer', [a!, b!, UNKNOWN_APP, c!, d!, a!]);
    const already = await t.app.inject({
      method: 'POST',
      url: addWishlistGame.path,
      headers: bearer(user.accessToken),
      payload: { gameId: await gameIdOf(c!) },
    });
    expect(already.statusCode).toBe(201);

    const res = await importWishlist(user);
    expect(res.statusCode, res.body).toBe(200);
    const result = SteamWishlistImportSchema.parse(res.json());
    // Steam's duplicate app id counts once.
    expect(result).toMatchObject({ steamItems: 5, imported: 3, alreadyInWishlist: 1, notInCatalog: 1, overLimit: 0 });
    expect(result.message).toBe(steamMessages.wishlistImported(result));
    expect(result.message).toBe(
      'Steam 찜 목록에서 3개 게임을 위시리스트에 추가했습니다. (이미 있던 1개, 게임셸프에 없는 1개는 건너뛰었습니다.)',
    );
    expect(await wishlistGameIds(user)).toEqual((await Promise.all([a!, b!, c!, d!].map(gameIdOf))).sort((x, y) => x - y));
    const [request] = steam.requests.filter((r) => r.path.startsWith('/IWishlistService/GetWishlist')).slice(-1);
    expect(request?.query).toMatchObject({ key: steam.apiKey });

    // Again: nothing new.
    const again = SteamWishlistImportSchema.parse((await importWishlist(user)).json());
    expect(again).toMatchObject({ imported: 0, alreadyInWishlist: 4, notInCatalog: 1 });
    expect(again.message).toBe('새로 추가할 게임이 없습니다. (이미 있던 4개, 게임셸프에 없는 1개)');
  });

  it('never adds a game twice when imports run at the same time', async () => {
    const { user } = await linkedUser('wish_racer', CATALOG_APPS);
    const answers = await Promise.all(Array.from({ length: STEAM_WISHLIST_IMPORTS_PER_MINUTE }, () => importWishlist(user)));
    const results = answers.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return SteamWishlistImportSchema.parse(res.json());
    });
    for (const result of results) expect(result.imported + result.alreadyInWishlist).toBe(CATALOG_APPS.length);
    expect(results.reduce((sum, r) => sum + r.imported, 0)).toBe(CATALOG_APPS.length);
    expect(await wishlistGameIds(user)).toHaveLength(CATALOG_APPS.length);
  });

  it('tells the owner of a private profile to make the wishlist public, and a user without Steam to link it', async () => {
    const { user, steamId } = await linkedUser('wish_private', CATALOG_APPS.slice(0, 2));
    steam.updateAccount(steamId, { visibility: 'private' });
    const res = await importWishlist(user);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: steamMessages.wishlistPrivate, code: STEAM_WISHLIST_PRIVATE });
    expect(await wishlistGameIds(user)).toEqual([]);

    const stranger = await devLogin(t.app, 'wish_stranger');
    const unlinked = await importWishlist(stranger);
    expect(unlinked.statusCode).toBe(400);
    expect(unlinked.json().message).toBe(steamMessages.notLinked);
    expect((await t.app.inject({ method: 'POST', url: importSteamWishlist.path })).statusCode).toBe(401);
  });

  it("answers an empty wishlist, Steam's failure, and too many imports in a minute", async () => {
    const { user } = await linkedUser('wish_empty', []);
    const empty = SteamWishlistImportSchema.parse((await importWishlist(user)).json());
    expect(empty).toMatchObject({ steamItems: 0, imported: 0, message: 'Steam 찜 목록이 비어 있습니다.' });

    // The first call and its three retries fail.
    steam.failNext('GetWishlist', 503, 4);
    const failed = await importWishlist(user);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe(steamMessages.steamUnavailable);
    expect((await importWishlist(user)).statusCode).toBe(200);

    const limited = await importWishlist(user);
    expect(limited.statusCode).toBe(429);
  });
});
