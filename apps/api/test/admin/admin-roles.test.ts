import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountMessages,
  adminMessages,
  AuditLogPageSchema,
  type LoginData,
  getAdminUserActivityStats,
  getAdminUsersHealth,
  listAdminUserActivities,
  pageAuditLog,
  pathOf,
  renewSession,
  searchAdminUsers,
} from '@gameshelf/contracts';
import { runAdminCommand } from '../../src/cli/admin.ts';
import { loadConfig } from '../../src/config.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

/** The admin calls of spec 3 §7 and the audit log: each answers 200 to an admin. */
const adminReads = (userId: number) => [
  searchAdminUsers.path,
  `${searchAdminUsers.path}?query=`,
  getAdminUsersHealth.path,
  pathOf(listAdminUserActivities.path, { id: userId }),
  pathOf(getAdminUserActivityStats.path, { id: userId }),
  pageAuditLog.path,
];

const silent = { log() {}, error() {} };

describe('ADMIN_USERNAMES', () => {
  it('is a comma-separated list, spaces and empty entries ignored; unset means nobody', () => {
    expect(loadConfig({ ADMIN_USERNAMES: ' boss, ,chief ,' }).adminUsernames).toEqual(['boss', 'chief']);
    expect(loadConfig({}).adminUsernames).toEqual([]);
    expect(loadConfig({ ADMIN_USERNAMES: '' }).adminUsernames).toEqual([]);
  });
});

describe.each(engines)('who is admin, on $name', (engine) => {
  let t: TestApp;
  let user: LoginData;
  let admin: LoginData;
  beforeAll(async () => {
    t = await buildTestApp(engine, { seed: false, app: { isDevelopment: true, adminUsernames: ['boss', 'chief'] } });
    user = await devLogin(t.app, 'plain_user');
    admin = await devLogin(t.app, 'boss');
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : undefined });

  it('grants ADMIN_USERNAMES the role at sign-in, in the answer, and records it once', async () => {
    expect(admin.userInfo.role).toBe('admin');
    expect(user.userInfo.role).toBe('user');
    const again = await devLogin(t.app, 'boss');
    expect(again.userInfo.role).toBe('admin');
    const log = AuditLogPageSchema.parse((await get(pageAuditLog.path, admin.accessToken)).json());
    const grants = log.content.filter((e) => e.action === 'ROLE_GRANTED' && e.details.username === 'boss');
    expect(grants).toEqual([
      expect.objectContaining({ actorSource: 'config', actorUserId: null, targetType: 'user', targetId: String(admin.userId) }),
    ]);
  });

  it('answers every admin route: 401 to guests, 403 to users, and the admin calls 200 to admins', async () => {
    const adminRoutes = t.app.protectedRoutes.filter((r) => r.auth === 'admin');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(15);
    const fill = (url: string) => url.replace(/:\w+/g, String(user.userId));
    for (const route of adminRoutes) {
      const call = (token?: string) =>
        t.app.inject({ method: route.method as 'GET', url: fill(route.url), headers: token ? bearer(token) : undefined });
      const guest = await call();
      expect(guest.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(guest.json()).toEqual({ message: accountMessages.loginRequired });
      const denied = await call(user.accessToken);
      expect(denied.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(denied.json()).toEqual({ message: adminMessages.adminRequired });
    }
    for (const url of adminReads(user.userId)) {
      const res = await get(url, admin.accessToken);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it('reads the role from the database on every request: a grant or revoke applies to live tokens at once', async () => {
    const member = await devLogin(t.app, 'promoted_member');
    expect((await get(getAdminUsersHealth.path, member.accessToken)).statusCode).toBe(403);
    expect(await runAdminCommand(['grant', 'promoted_member'], { db: t.database.db, out: silent })).toBe(0);
    // The same token, issued as a user, now passes.
    expect((await get(getAdminUsersHealth.path, member.accessToken)).statusCode).toBe(200);
    expect(await runAdminCommand(['revoke', 'promoted_member'], { db: t.database.db, out: silent })).toBe(0);
    expect((await get(getAdminUsersHealth.path, member.accessToken)).statusCode).toBe(403);
    // A refreshed session carries the current role too.
    const refreshed = await t.app.inject({ method: 'POST', url: renewSession.path, payload: { refreshToken: member.refreshToken } });
    expect(refreshed.json()).toMatchObject({ userInfo: { role: 'user' } });
  });

  it('the admin command says what it did in Korean, and fails for an unknown user or bad usage', async () => {
    const lines: string[] = [];
    const errors: string[] = [];
    const out = { log: (l: string) => lines.push(l), error: (l: string) => errors.push(l) };
    await devLogin(t.app, 'cli_target');
    expect(await runAdminCommand(['--', 'grant', 'cli_target'], { db: t.database.db, out })).toBe(0);
    expect(await runAdminCommand(['grant', 'cli_target'], { db: t.database.db, out })).toBe(0);
    expect(await runAdminCommand(['revoke', 'cli_target'], { db: t.database.db, out, adminUsernames: ['cli_target'] })).toBe(0);
    expect(lines).toEqual([
      'cli_target 님에게 관리자 권한을 부여했습니다.',
      'cli_target 님은 이미 관리자입니다.',
      'cli_target 님의 관리자 권한을 해제했습니다.',
    ]);
    expect(errors).toEqual([expect.stringContaining('ADMIN_USERNAMES')]);
    expect(await runAdminCommand(['grant', 'nobody_here'], { db: t.database.db, out })).toBe(1);
    expect(errors.at(-1)).toBe('사용자를 찾을 수 없습니다: nobody_here');
    expect(await runAdminCommand(['promote', 'cli_target'], { db: t.database.db, out })).toBe(2);
    expect(await runAdminCommand(['grant'], { db: t.database.db, out })).toBe(2);
    expect(errors.at(-1)).toContain('사용법');

    const log = AuditLogPageSchema.parse((await get(`${pageAuditLog.path}?size=100`, admin.accessToken)).json());
    const target = log.content.filter((e) => e.details.username === 'cli_target');
    // Newest first; "already admin" wrote nothing.
    expect(target.map((e) => [e.action, e.actorSource, e.actorUserId])).toEqual([
      ['ROLE_REVOKED', 'cli', null],
      ['ROLE_GRANTED', 'cli', null],
    ]);
  });
});
