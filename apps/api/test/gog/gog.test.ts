import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CollectionSchema,
  CollectionSummarySchema,
  GamePageSchema,
  GogAuthUrlSchema,
  GogLibraryGameListSchema,
  GogStatsSchema,
  GogSyncResultSchema,
  UserProfileSchema,
  gogMessages,
  type LoginData,
  getCollection,
  listMyCollections,
  pathOf,
  getOwnProfile,
  bulkAddGogGames,
  connectGog,
  disconnectGog,
  exchangeGogTestCode,
  getGogAuthUrl,
  getGogStats,
  getGogTestAuthUrl,
  listGogGames,
  mapGogGame,
  runGogApiTest,
  syncGogLibrary,
  unmapGogGame,
  listGames,
} from '@gameshelf/contracts';
import { startFakeGog, type FakeGog, type FakeGogProduct } from '@gameshelf/test-fakes/gog-server';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { queryRows } from '../../src/db/database.ts';
import { bearer, devLogin, TEST_JWT_SECRET } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const ALICE_GOG = '48628349957132247';
const BOB_GOG = '48628349957132999';
const numeric = (a: number, b: number) => a - b;

/** 120 products over two pages: known titles first, then filler, and a movie. */
const PRODUCTS: FakeGogProduct[] = [
  { id: 1207664643, title: 'The Witcher 3: Wild Hunt', releaseDate: '2015-05-19' },
  { id: 1207658691, title: 'The Stanley Parable' },
  { id: 1711230643, title: 'The Elder Scrolls V: Skyrim Special Edition' },
  { id: 1207665463, title: 'The Art of Playing', isMovie: true, isGame: false },
  ...Array.from({ length: 117 }, (_, i) => ({ id: 1_900_000_000 + i, title: `Obscure Filler Game ${i + 1}` })),
];

describe.each(engines)('GOG on $name', (engine) => {
  let gog: FakeGog;
  let t: TestApp;
  let clock = new Date('2026-11-25T03:00:00Z');
  let alice: LoginData;
  let bob: LoginData;
  let gameIds: Map<string, number>;
  const tick = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

  type Method = 'GET' | 'POST' | 'DELETE';
  const call = (method: Method, url: string, user?: LoginData, payload?: object) =>
    t.app.inject({ method, url, headers: user ? bearer(user.accessToken) : undefined, payload });

  async function landing(user: LoginData, account: string): Promise<string> {
    const { authUrl } = GogAuthUrlSchema.parse((await call('GET', getGogAuthUrl.path, user)).json());
    return gog.signIn(authUrl, account);
  }

  async function connect(user: LoginData, urlOrCode: string) {
    const res = await call('POST', connectGog.path, user, { urlOrCode });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ success: boolean; message: string }>();
  }

  async function sync(user: LoginData) {
    const res = await call('POST', syncGogLibrary.path, user, {});
    expect(res.statusCode, res.body).toBe(200);
    return GogSyncResultSchema.parse(res.json());
  }

  const library = async (user: LoginData, query = '') =>
    GogLibraryGameListSchema.parse((await call('GET', `${listGogGames.path}${query}`, user)).json());
  const stats = async (user: LoginData) => GogStatsSchema.parse((await call('GET', getGogStats.path, user)).json());
  const profile = async (user: LoginData) => UserProfileSchema.parse((await call('GET', getOwnProfile.path, user)).json());

  beforeAll(async () => {
    gog = await startFakeGog({ now: () => clock.getTime() });
    gog.addAccount({ userId: ALICE_GOG, username: 'alice_gog', products: PRODUCTS });
    gog.addAccount({ userId: BOB_GOG, username: 'bob_gog', products: [] });
    t = await buildTestApp(engine, {
      app: {
        isDevelopment: true,
        now: () => clock,
        auth: { jwtSecret: TEST_JWT_SECRET, rateLimits: { devLogin: 1000 } },
        gog: { authUrl: gog.authUrl, embedUrl: gog.embedUrl, retryBaseDelayMs: 1, tokenKey: 'test-gog-token-key-0123456789-0123456789' },
      },
    });
    const page = GamePageSchema.parse((await call('GET', `${listGames.path}?size=100`)).json());
    gameIds = new Map(page.content.map((game) => [game.name, game.id]));
    alice = await devLogin(t.app, 'gog_alice');
    bob = await devLogin(t.app, 'gog_bob');
  });
  afterAll(async () => {
    await t.close();
    await gog.close();
  });
  beforeEach(() => {
    tick(3_600);
  });

  it('answers the login page of GOG with the Galaxy client redirect; guests get 401', async () => {
    const { authUrl } = GogAuthUrlSchema.parse((await call('GET', getGogAuthUrl.path, alice)).json());
    const url = new URL(authUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${gog.authUrl}/auth`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${gog.embedUrl}/on_login_success?origin=client`);
    expect(url.searchParams.get('response_type')).toBe('code');
    for (const [method, path] of [
      ['GET', getGogAuthUrl.path],
      ['POST', connectGog.path],
      ['POST', syncGogLibrary.path],
      ['GET', listGogGames.path],
      ['GET', getGogStats.path],
      ['DELETE', disconnectGog.path],
    ] as const) {
      expect((await call(method, path)).statusCode, path).toBe(401);
    }
  });

  it('refuses empty input, a paste without a code, and a bad or used code with success false', async () => {
    expect(await connect(alice, '   ')).toEqual({ success: false, message: gogMessages.inputRequired });
    expect(await connect(alice, 'https://embed.gog.com/on_login_success?origin=client')).toMatchObject({ success: false });
    expect(await connect(alice, 'not-a-real-code-at-all')).toEqual({ success: false, message: gogMessages.invalidCode });
    const address = await landing(alice, ALICE_GOG);
    expect(await connect(alice, address)).toEqual({ success: true, message: gogMessages.connected });
    // The same code again: GOG has spent it.
    expect(await connect(alice, address)).toEqual({ success: false, message: gogMessages.invalidCode });
    expect((await profile(alice)).gogUserId).toBe(ALICE_GOG);
  });

  it('accepts the full pasted address or the bare code, links the user id as a string, and seals the tokens', async () => {
    const code = new URL(await landing(alice, ALICE_GOG)).searchParams.get('code')!;
    expect(await connect(alice, `  ${code}  `)).toMatchObject({ success: true });
    const me = await profile(alice);
    expect(me).toMatchObject({ gogUserId: ALICE_GOG, gogUsername: 'alice_gog' });
    const [row] = await queryRows<{ tokens: string }>(t.database.db, sql`SELECT tokens FROM store_links WHERE store = 'gog'`);
    expect(row!.tokens).toMatch(/^v1\./);
    const issued = gog.requests.filter((r) => r.path.endsWith('/token'));
    expect(issued.length).toBeGreaterThan(0);
    // Neither token appears in the stored value.
    expect(row!.tokens).not.toContain('access_token');
    const all = await queryRows<Record<string, unknown>>(t.database.db, sql`SELECT * FROM store_links`);
    expect(JSON.stringify(all)).not.toMatch(/"refresh_token"|accessToken|refreshToken/);
  });

  it('refuses a GOG account linked to another user', async () => {
    const res = await connect(bob, await landing(bob, ALICE_GOG));
    expect(res).toEqual({ success: false, message: gogMessages.accountInUse });
    expect((await profile(bob)).gogUserId).toBeNull();
    expect((await profile(alice)).gogUserId).toBe(ALICE_GOG);
  });

  it('syncs every page of owned games (movies skipped), matches them, and enforces the cooldown', async () => {
    const result = await sync(alice);
    expect(result).toMatchObject({ success: true, syncResult: { totalGames: 120 } });
    expect(result.syncResult!.mappedGames).toBeGreaterThanOrEqual(3);
    const pages = gog.requests.filter((r) => r.path.endsWith('/account/getFilteredProducts')).map((r) => r.query.page);
    expect(pages.slice(-2)).toEqual(['1', '2']);
    const games = await library(alice);
    expect(games).toHaveLength(120);
    expect(games.some((g) => g.gogTitle === 'The Art of Playing')).toBe(false);
    const witcher = games.find((g) => g.gogId === '1207664643')!;
    expect(witcher).toMatchObject({
      mapped: true,
      igdbGame: { id: String(gameIds.get('The Witcher 3: Wild Hunt')), firstReleaseDate: expect.any(String) },
    });
    const filler = games.find((g) => g.gogTitle === 'Obscure Filler Game 1')!;
    expect(filler).toMatchObject({ mapped: false });
    expect(filler.igdbGame).toBeUndefined();
    expect(filler.gogImageUrl).toMatch(/^https:\/\//);
    expect((await library(alice, '?onlyMapped=true')).every((g) => g.mapped)).toBe(true);

    tick(60);
    const again = await call('POST', syncGogLibrary.path, alice, {});
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toContain('분 후에 가능합니다');
    expect(await stats(alice)).toMatchObject({ totalGames: 120, cooldownActive: true, remainingSeconds: 120, authExpired: false });
    // An empty GOG library: totalPages 0.
    expect(await connect(bob, await landing(bob, BOB_GOG))).toMatchObject({ success: true });
    expect(await sync(bob)).toMatchObject({ success: true, syncResult: { totalGames: 0, mappedGames: 0 } });
  });

  it('renews the access token before it expires, and after GOG says it is no longer valid', async () => {
    // beforeEach moved the clock an hour: the stored token is past its renewal time.
    const before = gog.requests.filter((r) => r.query.grant_type === 'refresh_token').length;
    expect((await sync(alice)).success).toBe(true);
    expect(gog.requests.filter((r) => r.query.grant_type === 'refresh_token').length).toBe(before + 1);
    // GOG's clock alone moves past the token's hour: our server still thinks it valid, GOG answers logged out.
    gog.advanceTime(3_700);
    tick(181);
    expect((await sync(alice)).success).toBe(true);
    expect(gog.requests.filter((r) => r.query.grant_type === 'refresh_token').length).toBe(before + 2);
  });

  it('answers 401 GOG_REFRESH_TOKEN_EXPIRED when GOG refuses to renew, keeps it so, and gives the cooldown back', async () => {
    gog.revokeRefreshTokens(ALICE_GOG);
    const res = await call('POST', syncGogLibrary.path, alice, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'GOG_REFRESH_TOKEN_EXPIRED' });
    expect(res.json().message).toContain('GOG_REFRESH_TOKEN_EXPIRED');
    expect(await stats(alice)).toMatchObject({ authExpired: true, cooldownActive: false, totalGames: 120 });
    // Connecting again clears it; the library and its mappings stay.
    expect(await connect(alice, await landing(alice, ALICE_GOG))).toMatchObject({ success: true });
    expect(await stats(alice)).toMatchObject({ authExpired: false, totalGames: 120 });
    expect((await sync(alice)).success).toBe(true);
  });

  it('keeps manual mappings and collections through a re-sync; adds to collections', async () => {
    const games = await library(alice);
    const filler = games.find((g) => g.gogTitle === 'Obscure Filler Game 2')!;
    const mapped = await call('POST', pathOf(mapGogGame.path, { id: filler.id }), alice, { gameId: gameIds.get('The Forest') });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json()).toMatchObject({ mapped: true, manuallyMapped: true, igdbGame: { id: String(gameIds.get('The Forest')) } });
    expect((await call('POST', pathOf(mapGogGame.path, { id: filler.id }), bob, { gameId: gameIds.get('The Forest') })).statusCode).toBe(
      404,
    );
    const witcher = games.find((g) => g.gogId === '1207664643')!;
    expect((await call('DELETE', pathOf(unmapGogGame.path, { id: witcher.id }), alice)).statusCode).toBe(200);

    const created = await call('POST', listMyCollections.path, alice, { name: 'GOG 게임' });
    const collectionId = CollectionSummarySchema.parse(created.json()).id;
    const added = await call('POST', bulkAddGogGames.path, alice, { collectionId });
    expect(added.statusCode, added.body).toBe(200);
    const before = CollectionSchema.parse((await call('GET', pathOf(getCollection.path, { id: collectionId }), alice)).json()).games;
    expect(before.map((g) => g.gameId)).toContain(gameIds.get('The Forest'));
    expect(before.every((g) => g.playStatus === 'BACKLOG')).toBe(true);

    tick(181);
    expect((await sync(alice)).success).toBe(true);
    const after = await library(alice);
    expect(after.find((g) => g.id === filler.id)).toMatchObject({
      manuallyMapped: true,
      inCollection: true,
      igdbGame: { id: String(gameIds.get('The Forest')) },
    });
    expect(after.find((g) => g.id === witcher.id)).toMatchObject({ mapped: false, manuallyMapped: true });
    const kept = CollectionSchema.parse((await call('GET', pathOf(getCollection.path, { id: collectionId }), alice)).json()).games;
    expect(kept.map((g) => g.gameId).sort(numeric)).toEqual(before.map((g) => g.gameId).sort(numeric));
  });

  it('disconnects: the library goes, the profile shows no link', async () => {
    const res = await call('DELETE', disconnectGog.path, alice);
    expect(res.json()).toEqual({ success: true, message: gogMessages.disconnected });
    expect(await library(alice)).toEqual([]);
    expect((await profile(alice)).gogUserId).toBeNull();
  });

  it('serves the developer test calls in development only, and calls GOG hosts only', async () => {
    const authUrl = await call('GET', getGogTestAuthUrl.path);
    expect(authUrl.json()).toMatchObject({ success: true, authUrl: expect.stringContaining('/auth?') });
    const code = new URL(await gog.signIn(authUrl.json().authUrl, BOB_GOG)).searchParams.get('code')!;
    const exchanged = await call('POST', exchangeGogTestCode.path, undefined, {
      code: `https://x/on_login_success?origin=client&code=${code}`,
    });
    expect(exchanged.json()).toMatchObject({ success: true, extractedCode: code });
    const accessToken = (JSON.parse(exchanged.json().tokenResponse as string) as { access_token: string }).access_token;
    const games = await call('POST', runGogApiTest.path, undefined, { accessToken, apiType: 'owned-games' });
    expect(games.json()).toMatchObject({ success: true, gamesCount: 0 });
    const user = await call('POST', runGogApiTest.path, undefined, { accessToken, apiType: 'user-info' });
    expect(user.json()).toMatchObject({ success: true });
    for (const apiUrl of ['http://127.0.0.1:1/internal', 'https://evil.example/userData.json', '//evil.example/x']) {
      const custom = await call('POST', runGogApiTest.path, undefined, { accessToken, apiType: 'custom', apiUrl });
      expect(custom.json(), apiUrl).toMatchObject({ success: false });
    }
    const ok = await call('POST', runGogApiTest.path, undefined, { accessToken, apiType: 'custom', apiUrl: '/userData.json' });
    expect(ok.json()).toMatchObject({ success: true });

    const production = await buildApp({
      database: t.database,
      auth: { jwtSecret: TEST_JWT_SECRET },
      gog: { authUrl: gog.authUrl, embedUrl: gog.embedUrl },
    });
    try {
      expect((await production.inject({ method: 'GET', url: getGogTestAuthUrl.path })).statusCode).toBe(404);
      expect((await production.inject({ method: 'POST', url: runGogApiTest.path, payload: {} })).statusCode).toBe(404);
      const pasted = await production.inject({
        method: 'POST',
        url: syncGogLibrary.path,
        headers: bearer(bob.accessToken),
        payload: { accessToken },
      });
      expect(pasted.statusCode).toBe(400);
    } finally {
      await production.close();
    }
  });
});
