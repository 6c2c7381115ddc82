import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GogAuthUrlSchema,
  GogStatsSchema,
  SteamAuthUrlSchema,
  SteamStatsSchema,
  type LoginData,
  connectGog,
  disconnectGog,
  disconnectSteam,
  getGogAuthUrl,
  getGogStats,
  getSteamLoginUrl,
  getSteamStats,
  syncGogLibrary,
  syncSteamLibrary,
} from '@gameshelf/contracts';
import { startFakeGog, type FakeGog } from '@gameshelf/test-fakes/gog-server';
import { startFakeSteam, type FakeSteam } from '@gameshelf/test-fakes/steam-server';
import { buildApp, type App, type AppOptions } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { bearer, devLogin, TEST_JWT_SECRET } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const PUBLIC_URL = 'http://app.test';
const STEAM_ID = '76561198000000301';
const GOG_ID = '48628349957132301';
const PARALLEL = 20;

type StoreCase = {
  name: string;
  syncPath: string;
  disconnect: { method: 'POST' | 'DELETE'; url: string };
  statsPath: string;
  parseStats(body: unknown): { cooldownActive: boolean; remainingSeconds: number };
  link(user: LoginData): Promise<void>;
  /** How many library fetches reached the store so far. */
  fetches(): number;
};

describe.each(engines)('store sync cooldown under concurrent requests on $name', (engine) => {
  let steam: FakeSteam;
  let gog: FakeGog;
  let t: TestApp;
  /** A second API process: its own connection pool on the same database (PostgreSQL), or the same handle (PGlite). */
  let second: { app: App; database: Database | null };
  let clock = new Date('2026-11-25T03:00:00Z');
  const tick = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

  const call = (app: App, method: 'GET' | 'POST' | 'DELETE', url: string, user: LoginData, payload?: object) =>
    app.inject({ method, url, headers: bearer(user.accessToken), payload });

  const stores: StoreCase[] = [
    {
      name: 'Steam',
      syncPath: syncSteamLibrary.path,
      disconnect: { method: 'POST', url: disconnectSteam.path },
      statsPath: getSteamStats.path,
      parseStats: (body) => SteamStatsSchema.parse(body),
      async link(user) {
        const { authUrl } = SteamAuthUrlSchema.parse((await call(t.app, 'GET', getSteamLoginUrl.path, user)).json());
        const callback = new URL(await steam.signIn(authUrl, STEAM_ID));
        const res = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
        expect(res.headers.location).toContain('steamConnected=true');
      },
      fetches: () => steam.requests.filter((r) => r.path.includes('GetOwnedGames')).length,
    },
    {
      name: 'GOG',
      syncPath: syncGogLibrary.path,
      disconnect: { method: 'DELETE', url: disconnectGog.path },
      statsPath: getGogStats.path,
      parseStats: (body) => GogStatsSchema.parse(body),
      async link(user) {
        const { authUrl } = GogAuthUrlSchema.parse((await call(t.app, 'GET', getGogAuthUrl.path, user)).json());
        const res = await call(t.app, 'POST', connectGog.path, user, { urlOrCode: await gog.signIn(authUrl, GOG_ID) });
        expect(res.json()).toMatchObject({ success: true });
      },
      fetches: () => gog.requests.filter((r) => r.path.endsWith('/account/getFilteredProducts') && r.query.page === '1').length,
    },
  ];

  beforeAll(async () => {
    steam = await startFakeSteam({ now: () => clock.getTime() });
    steam.addAccount({
      steamId: STEAM_ID,
      personaName: 'racer',
      games: [{ appid: 292030, name: 'The Witcher 3: Wild Hunt', playtimeForever: 60 }],
    });
    gog = await startFakeGog({ now: () => clock.getTime() });
    gog.addAccount({ userId: GOG_ID, username: 'racer_gog', products: [{ id: 1207664643, title: 'The Witcher 3: Wild Hunt' }] });
    const options: Partial<AppOptions> = {
      isDevelopment: true,
      now: () => clock,
      auth: { jwtSecret: TEST_JWT_SECRET, publicUrl: PUBLIC_URL, rateLimits: { devLogin: 1000 } },
      steam: { apiKey: steam.apiKey, apiUrl: steam.apiUrl, openIdUrl: steam.openIdUrl, retryBaseDelayMs: 1 },
      gog: { authUrl: gog.authUrl, embedUrl: gog.embedUrl, retryBaseDelayMs: 1, tokenKey: 'test-gog-token-key-0123456789-0123456789' },
    };
    t = await buildTestApp(engine, { app: options });
    const database = t.url ? await openDatabase({ databaseUrl: t.url, poolSize: 4, onIdleClientError: () => {} }) : null;
    second = { app: await buildApp({ ...options, database: database ?? t.database }), database };
    await second.app.ready();
  });
  afterAll(async () => {
    await second.app.close();
    await second.database?.close();
    await t.close();
    await steam.close();
    await gog.close();
  });

  describe.each(stores)('$name', (store) => {
    let user: LoginData;
    beforeAll(async () => {
      user = await devLogin(t.app, `cooldown_${store.name.toLowerCase()}`);
      await store.link(user);
    });
    const stats = async () => store.parseStats((await call(t.app, 'GET', store.statsPath, user)).json());
    const syncs = () =>
      Promise.all(Array.from({ length: PARALLEL }, (_, i) => call(i % 2 ? second.app : t.app, 'POST', store.syncPath, user, {})));

    // One round: the sync route allows 20 calls a minute per user and API process.
    it('starts exactly one sync for 20 parallel requests through two API processes', async () => {
      tick(181);
      const before = store.fetches();
      const results = await syncs();
      const codes = results.map((res) => res.statusCode);
      expect(
        codes.filter((code) => code === 200),
        JSON.stringify(codes),
      ).toHaveLength(1);
      for (const res of results.filter((r) => r.statusCode === 429)) expect(res.json()).toMatchObject({ code: 'SYNC_COOLDOWN' });
      expect(store.fetches() - before).toBe(1);
    });

    it('keeps the cooldown through disconnecting and connecting again', async () => {
      tick(181);
      expect((await call(t.app, 'POST', store.syncPath, user, {})).statusCode).toBe(200);
      tick(30);
      const res = await call(t.app, store.disconnect.method, store.disconnect.url, user);
      expect(res.statusCode, res.body).toBe(200);
      await store.link(user);
      expect(await stats()).toMatchObject({ cooldownActive: true, remainingSeconds: 150 });
      const before = store.fetches();
      const refused = await call(second.app, 'POST', store.syncPath, user, {});
      expect(refused.statusCode, refused.body).toBe(429);
      expect(store.fetches()).toBe(before);
      tick(150);
      expect((await call(second.app, 'POST', store.syncPath, user, {})).statusCode).toBe(200);
      expect(store.fetches()).toBe(before + 1);
    });
  });
});
