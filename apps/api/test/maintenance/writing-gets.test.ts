import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAINTENANCE_CODE,
  maintenanceMessages,
  SteamAuthUrlSchema,
  webPaths,
  type LoginData,
  completeOAuthSignIn,
  getOwnProfile,
  pathOf,
  updateAccountSettings,
  completeSteamLink,
  getSteamLoginUrl,
} from '@gameshelf/contracts';
import { startFakeSteam, type FakeSteam } from '@gameshelf/test-fakes/steam-server';
import { runMaintenanceCommand } from '../../src/cli/maintenance.ts';
import { bearer, devLogin, TEST_JWT_SECRET } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';
import { databaseFingerprint } from '../security/database-fingerprint.ts';
import { fillPath } from '../security/route-matrix.ts';

const PUBLIC_URL = 'http://app.test';
const STEAM_ID = '76561198000000301';
const quiet = { log() {}, error() {} };

/**
 * The GET routes that change state, each marked `config: { writes: … }` so maintenance refuses them
 * like any POST: the OAuth return signs a person in (and may create the user), the Steam return links
 * an account. Every other GET route only reads (the walk below holds them to it).
 */
const GET_ROUTES_THAT_WRITE = new Set(['GET /api/auth/:provider/callback', `${completeSteamLink.method} ${completeSteamLink.path}`]);

/** Tables a read may touch: a notice read counts a view (once per visitor and day), not a user's change. */
const COUNTERS = new Set(['notice_views', 'notices']);

describe.each(engines)('maintenance refuses every state change on $name, whatever its method', (engine) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gameshelf-maintenance-gets-'));
  const file = path.join(dir, 'maintenance.json');
  let steam: FakeSteam;
  let t: TestApp;
  let user: LoginData;
  let admin: LoginData;

  const turn = async (on: boolean) => {
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    const args = on ? ['on', '--from', start, '--to', end, '--title', '점검', '--message', '점검 중'] : ['off'];
    expect(await runMaintenanceCommand(args, { file, out: quiet })).toBe(0);
  };
  const steamIdOf = async (login: LoginData) =>
    (await t.app.inject({ method: 'GET', url: getOwnProfile.path, headers: bearer(login.accessToken) })).json<{ steamId: string | null }>()
      .steamId;

  beforeAll(async () => {
    steam = await startFakeSteam();
    steam.addAccount({ steamId: STEAM_ID, personaName: '점검중' });
    t = await buildTestApp(engine, {
      app: {
        isDevelopment: true,
        adminUsernames: ['gets_admin'],
        maintenance: { file, checkEveryMs: 0 },
        auth: { jwtSecret: TEST_JWT_SECRET, publicUrl: PUBLIC_URL },
        steam: { apiKey: steam.apiKey, apiUrl: steam.apiUrl, openIdUrl: steam.openIdUrl, retryBaseDelayMs: 1 },
      },
    });
    user = await devLogin(t.app, 'gets_user');
    admin = await devLogin(t.app, 'gets_admin');
  });
  afterAll(async () => {
    await t.close();
    await steam.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('knows every GET route that writes by its declaration', () => {
    const marked = t.app.routeInventory.filter((r) => r.writes).map((r) => `${r.method} ${r.url}`);
    expect(new Set(marked)).toEqual(GET_ROUTES_THAT_WRITE);
  });

  it('sends the Steam return back to my page with a Korean reason, linking nothing', async () => {
    const authUrl = SteamAuthUrlSchema.parse(
      (await t.app.inject({ method: 'GET', url: getSteamLoginUrl.path, headers: bearer(user.accessToken) })).json(),
    ).authUrl;
    const callback = new URL(await steam.signIn(authUrl, STEAM_ID));
    await turn(true);
    try {
      const res = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
      expect(res.statusCode, res.body).toBe(302);
      const location = new URL(res.headers.location!);
      expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}${webPaths.myPage}`);
      expect(location.searchParams.get('error')).toBe('maintenance');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await steamIdOf(user)).toBeNull();
    } finally {
      await turn(false);
    }
    // After maintenance the same return links the account.
    const res = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(new URL(res.headers.location!).searchParams.get('steamConnected')).toBe('true');
  });

  it('sends the OAuth return back to the login page with a Korean reason, signing no one in', async () => {
    await turn(true);
    try {
      const before = await databaseFingerprint(t.database.db);
      const res = await t.app.inject({
        method: 'GET',
        url: `${pathOf(completeOAuthSignIn.path, { provider: 'google' })}?code=abc&state=def`,
      });
      expect(res.statusCode, res.body).toBe(302);
      const location = new URL(res.headers.location!);
      expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}${webPaths.login}`);
      expect(location.searchParams.get('error')).toBe('maintenance');
      expect(await databaseFingerprint(t.database.db)).toEqual(before);
    } finally {
      await turn(false);
    }
  });

  it('lets every other GET route through, and none of them writes', async () => {
    await turn(true);
    try {
      const before = await databaseFingerprint(t.database.db);
      const reads = t.app.routeInventory.filter((r) => r.method === 'GET' && !r.writes);
      for (const caller of [null, user, admin]) {
        for (const route of reads) {
          for (const id of ['1', '2']) {
            const url = fillPath(route.url, { id, name: caller ? 'gets_user' : 'nobody' });
            const res = await t.app.inject({ method: 'GET', url, headers: caller ? bearer(caller.accessToken) : undefined });
            expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).not.toBe(500);
          }
        }
      }
      const after = await databaseFingerprint(t.database.db);
      for (const table of Object.keys(before)) {
        if (!COUNTERS.has(table)) expect(after[table], table).toBe(before[table]);
      }
    } finally {
      await turn(false);
    }
  });

  it('answers a refused write with the Korean 503', async () => {
    await turn(true);
    try {
      const res = await t.app.inject({ method: 'PATCH', url: updateAccountSettings.path, headers: bearer(user.accessToken), payload: {} });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: maintenanceMessages.writesRefused, code: MAINTENANCE_CODE });
    } finally {
      await turn(false);
    }
  });
});
