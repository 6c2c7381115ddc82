import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SteamAuthUrlSchema,
  steamMessages,
  type LoginData,
  disconnectSteam,
  getSteamLoginUrl,
  listSteamGames,
  syncSteamLibrary,
} from '@gameshelf/contracts';
import { startFakeSteam, type FakeSteam } from '@gameshelf/test-fakes/steam-server';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database.ts';
import { bearer, devLogin, TEST_JWT_SECRET } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const STEAM_ID = '76561198000000401';

describe.each(engines)('a store sync racing a disconnect on $name', (engine) => {
  let steam: FakeSteam;
  let t: TestApp;
  let user: LoginData;
  const clock = new Date('2026-11-25T03:00:00Z');

  const call = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: bearer(user.accessToken) });
  const ownedCalls = () => steam.requests.filter((r) => r.path.includes('GetOwnedGames')).length;

  async function link() {
    const { authUrl } = SteamAuthUrlSchema.parse((await call('GET', getSteamLoginUrl.path)).json());
    const callback = new URL(await steam.signIn(authUrl, STEAM_ID));
    const res = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(res.headers.location).toContain('steamConnected=true');
  }

  beforeAll(async () => {
    steam = await startFakeSteam({ now: () => clock.getTime() });
    steam.addAccount({
      steamId: STEAM_ID,
      personaName: 'leaver',
      games: [{ appid: 292030, name: 'The Witcher 3: Wild Hunt', playtimeForever: 60 }],
    });
    t = await buildTestApp(engine, {
      app: {
        isDevelopment: true,
        now: () => clock,
        auth: { jwtSecret: TEST_JWT_SECRET, publicUrl: 'http://app.test', rateLimits: { devLogin: 1000 } },
        // Steam's first answer is a 429: the sync waits this long before it asks again.
        steam: { apiKey: steam.apiKey, apiUrl: steam.apiUrl, openIdUrl: steam.openIdUrl, retryBaseDelayMs: 400 },
      },
    });
    user = await devLogin(t.app, 'sync_leaver');
  });
  afterAll(async () => {
    await t.close();
    await steam.close();
  });

  it('saves nothing for a store that was disconnected while its library was being fetched', async () => {
    await link();
    steam.failNext('GetOwnedGames', 429);
    const before = ownedCalls();
    const syncing = call('POST', syncSteamLibrary.path);
    while (ownedCalls() === before) await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await call('POST', disconnectSteam.path)).statusCode).toBe(200);
    const res = await syncing;
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: steamMessages.notLinked });
    const [left] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM store_library_games`);
    expect(left!.n).toBe(0);
    // Connecting again starts from an empty library.
    await link();
    expect((await call('GET', listSteamGames.path)).json()).toEqual([]);
  });
});
