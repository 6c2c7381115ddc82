import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeS3 } from '@gameshelf/test-fakes/s3-server';
import {
  MAINTENANCE_CODE,
  maintenanceMessages,
  type LoginData,
  createNotice,
  devSignIn,
  getSignedInUser,
  pageAuditLog,
  renewSession,
  signOut,
  updateAccountSettings,
  listGames,
  getMaintenanceState,
} from '@gameshelf/contracts';
import { buildApp, type App } from '../../src/app.ts';
import { runMaintenanceCommand } from '../../src/cli/maintenance.ts';
import { bearer, devLogin, TEST_JWT_SECRET } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';
import { fakeS3Config } from '../fake-s3-config.ts';

/** The answer while no command has written the file. */
const NO_FILE = { enabled: false, startTime: null, endTime: null, title: '', message: '' };

const NOW = new Date('2026-12-01T03:00:00Z');
const quiet = { log() {}, error() {} };

describe.each(engines)('maintenance mode on $name', (engine) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gameshelf-maintenance-'));
  const file = path.join(dir, 'maintenance.json');
  let now = NOW;
  let t: TestApp;
  let second: App;
  let user: LoginData;
  let admin: LoginData;
  beforeAll(async () => {
    const maintenance = { file, now: () => now, checkEveryMs: 0 };
    const auth = { jwtSecret: TEST_JWT_SECRET };
    t = await buildTestApp(engine, { app: { isDevelopment: true, adminUsernames: ['ops'], maintenance, auth } });
    // A second API process over the same database and DATA_DIR.
    second = await buildApp({ database: t.database, isDevelopment: true, maintenance, auth });
    user = await devLogin(t.app, 'maintenance_user');
    admin = await devLogin(t.app, 'ops');
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    now = NOW;
    rmSync(file, { force: true });
  });

  const maintenance = (...args: string[]) => runMaintenanceCommand(args, { file, now: () => now, out: quiet });
  const turnOn = (from = '2026-12-01T11:00:00+09:00', to = '2026-12-01T13:00:00+09:00') =>
    maintenance('on', '--from', from, '--to', to, '--title', '정기 점검', '--message', '더 나은 서비스를 위해\n점검 중입니다.');
  const saveSettings = (app: App, token = user.accessToken) =>
    app.inject({ method: 'PATCH', url: updateAccountSettings.path, headers: bearer(token), payload: { darkModeEnabled: true } });
  const noCache = { 'cache-control': 'no-cache, no-store, must-revalidate' };

  it('serves no file as maintenance off (a 200, so pages log no failed request), never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${getMaintenanceState.path}?t=1764558000000` });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(noCache);
    expect(res.json()).toEqual(NO_FILE);
  });

  it('serves the file the command wrote, as written, with no-cache headers', async () => {
    expect(await turnOn()).toBe(0);
    const res = await t.app.inject({ method: 'GET', url: `${getMaintenanceState.path}?t=${Date.now()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ ...noCache, 'content-type': 'application/json; charset=utf-8' });
    expect(res.body).toBe(readFileSync(file, 'utf8'));
    expect(res.json()).toEqual({
      enabled: true,
      startTime: '2026-12-01T02:00:00.000Z',
      endTime: '2026-12-01T04:00:00.000Z',
      title: '정기 점검',
      message: '더 나은 서비스를 위해\n점검 중입니다.',
    });
    // Written atomically: nothing but the file is left beside it.
    expect(readdirSync(dir)).toEqual(['maintenance.json']);
  });

  it('refuses writes with 503 MAINTENANCE on every process while on; reads, session upkeep and admin writes go on', async () => {
    expect((await saveSettings(t.app)).statusCode).toBe(200);
    await turnOn();
    for (const app of [t.app, second]) {
      const refused = await saveSettings(app);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: maintenanceMessages.writesRefused, code: MAINTENANCE_CODE });
    }
    const guest = await t.app.inject({ method: 'POST', url: createNotice.path, payload: {} });
    expect(guest.statusCode).toBe(401);
    const guestWrite = await t.app.inject({ method: 'POST', url: devSignIn.path, payload: { username: 'newcomer' } });
    expect(guestWrite.statusCode).toBe(503);

    expect((await t.app.inject({ method: 'GET', url: `${listGames.path}?size=5` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: getSignedInUser.path, headers: bearer(user.accessToken) })).statusCode).toBe(200);
    const refreshed = await t.app.inject({ method: 'POST', url: renewSession.path, payload: { refreshToken: user.refreshToken } });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    user = refreshed.json<LoginData>();
    const notice = await t.app.inject({
      method: 'POST',
      url: createNotice.path,
      headers: bearer(admin.accessToken),
      payload: { title: '점검 안내', content: '점검 중입니다.' },
    });
    expect(notice.statusCode, notice.body).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: pageAuditLog.path, headers: bearer(admin.accessToken) })).statusCode).toBe(200);

    expect(await maintenance('off')).toBe(0);
    expect((await saveSettings(t.app)).statusCode).toBe(200);
    expect((await saveSettings(second)).statusCode).toBe(200);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ enabled: false, title: '정기 점검' });
  });

  it('refuses writes only within start..end, and never for a broken file', async () => {
    await turnOn('2026-12-01T13:00:00+09:00', '2026-12-01T14:00:00+09:00');
    expect((await saveSettings(t.app)).statusCode).toBe(200);
    now = new Date('2026-12-01T04:00:00Z');
    expect((await saveSettings(t.app)).statusCode).toBe(503);
    now = new Date('2026-12-01T05:00:00Z');
    expect((await saveSettings(t.app)).statusCode).toBe(200);

    writeFileSync(file, '{"enabled": true,');
    now = NOW;
    expect((await saveSettings(t.app)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: getMaintenanceState.path })).body).toBe('{"enabled": true,');
  });

  it('refuses new sign-ins (a write) but not logout during maintenance', async () => {
    await turnOn();
    const session = await devLogin(second, 'leaving_user').catch(() => null);
    expect(session).toBeNull();
    const res = await t.app.inject({ method: 'POST', url: signOut.path, headers: bearer(user.accessToken) });
    expect(res.statusCode, res.body).not.toBe(503);
  });
});

describe('the maintenance file as the server follows it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gameshelf-maintenance-watch-'));
  const file = path.join(dir, 'maintenance.json');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('checks the file at most once a second, then sees the change without a restart', async () => {
    const t = await buildTestApp(engines[0]!, { seed: false, app: { isDevelopment: true, maintenance: { file, checkEveryMs: 300 } } });
    try {
      const { accessToken } = await devLogin(t.app, 'watch_user');
      const save = () =>
        t.app.inject({
          method: 'PATCH',
          url: updateAccountSettings.path,
          headers: bearer(accessToken),
          payload: { darkModeEnabled: true },
        });
      expect((await save()).statusCode).toBe(200);
      const start = new Date(Date.now() - 60_000).toISOString();
      const end = new Date(Date.now() + 3_600_000).toISOString();
      expect(
        await runMaintenanceCommand(['on', '--from', start, '--to', end, '--title', '점검', '--message', '점검 중'], { file, out: quiet }),
      ).toBe(0);
      // Within the check interval the previous view stands.
      expect((await save()).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect((await save()).statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});

describe('maintenance.json in the uploads bucket (UPLOAD_STORAGE=s3)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gameshelf-maintenance-s3-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is what every instance follows and serves, wherever the command ran', async () => {
    const s3 = await startFakeS3();
    const config = fakeS3Config(s3);
    // The instance's own DATA_DIR is elsewhere: the command ran on another machine.
    const maintenance = { file: path.join(dir, 'instance', 'maintenance.json'), s3: config, checkEveryMs: 0 };
    const t = await buildTestApp(engines[0]!, { seed: false, app: { isDevelopment: true, maintenance } });
    try {
      const { accessToken } = await devLogin(t.app, 's3_watch_user');
      const save = () =>
        t.app.inject({
          method: 'PATCH',
          url: updateAccountSettings.path,
          headers: bearer(accessToken),
          payload: { darkModeEnabled: true },
        });
      expect((await t.app.inject({ method: 'GET', url: getMaintenanceState.path })).json()).toEqual(NO_FILE);
      const start = new Date(Date.now() - 60_000).toISOString();
      const end = new Date(Date.now() + 3_600_000).toISOString();
      const args = ['on', '--from', start, '--to', end, '--title', '점검', '--message', '점검 중'];
      expect(await runMaintenanceCommand(args, { file: path.join(dir, 'operator', 'maintenance.json'), s3: config, out: quiet })).toBe(0);
      expect((await save()).statusCode).toBe(503);
      const served = await t.app.inject({ method: 'GET', url: getMaintenanceState.path });
      expect(served.body).toBe(s3.objects.get('maintenance.json')!.body.toString('utf8'));
      // The bucket unreachable: the last known state stands.
      await s3.close();
      expect((await save()).statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});

describe('a maintenance.json inside the web build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gameshelf-maintenance-dist-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('never shadows the live file', async () => {
    const dist = path.join(dir, 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(dist, 'maintenance.json'), '{"stale": true}');
    const file = path.join(dir, 'maintenance.json');
    const t = await buildTestApp(engines[0]!, { seed: false, app: { webDistDir: dist, maintenance: { file, checkEveryMs: 0 } } });
    try {
      expect((await t.app.inject({ method: 'GET', url: getMaintenanceState.path })).json()).toEqual(NO_FILE);
      await runMaintenanceCommand(['off'], { file, out: quiet });
      expect((await t.app.inject({ method: 'GET', url: getMaintenanceState.path })).json()).toMatchObject({ enabled: false });
    } finally {
      await t.close();
    }
  });
});
