import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminInfoSuggestionPageSchema,
  AuditLogPageSchema,
  BannerSchema,
  NoticeSchema,
  type LoginData,
  pathOf,
  updateBanner,
  createBanner,
  createNotice,
  deleteBanner,
  pageAuditLog,
  listInfoSuggestionsForReview,
  rejectInfoSuggestion,
  suggestGameInfo,
} from '@gameshelf/contracts';
import { openDatabase, queryRows } from '../../src/db/database.ts';
import { repoRoot } from '../../src/paths.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('the admin audit log on $name', (engine) => {
  let t: TestApp;
  let admin: LoginData;
  let user: LoginData;
  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true, adminUsernames: ['audit_admin'] } });
    admin = await devLogin(t.app, 'audit_admin');
    user = await devLogin(t.app, 'audit_user');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : undefined, payload });
  const log = async (query = '?size=100') =>
    AuditLogPageSchema.parse((await call('GET', `${pageAuditLog.path}${query}`, admin.accessToken)).json());
  const banner = {
    title: '겨울 세일',
    description: '최대 50% 할인',
    imageUrl: 'https://cdn.example.com/winter.webp',
    backgroundColor: '#1e3a8a',
    linkType: 'INTERNAL',
    linkUrl: '/games',
    displayOrder: 1,
    isActive: true,
  };

  it('records each content write with who, what, on what and when; refused writes leave no entry', async () => {
    const created = BannerSchema.parse((await call('POST', createBanner.path, admin.accessToken, banner)).json());
    expect(
      (await call('PUT', pathOf(updateBanner.path, { id: created.id }), admin.accessToken, { ...banner, isActive: false })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', pathOf(deleteBanner.path, { id: created.id }), admin.accessToken)).statusCode).toBe(200);
    const notice = await call('POST', createNotice.path, admin.accessToken, { title: '점검 안내', content: '# 점검\n'.padEnd(400, '내') });
    expect(notice.statusCode, notice.body).toBe(201);
    const noticeId = NoticeSchema.parse(notice.json()).id;
    // Refused (a user; an invalid body; an unknown banner): nothing recorded.
    expect((await call('POST', createBanner.path, user.accessToken, banner)).statusCode).toBe(403);
    expect((await call('POST', createBanner.path, admin.accessToken, { ...banner, title: '' })).statusCode).toBe(400);
    expect((await call('DELETE', pathOf(deleteBanner.path, { id: 999_999 }), admin.accessToken)).statusCode).toBe(404);

    const [game] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM games ORDER BY id LIMIT 1`);
    const gameId = game!.id;
    const sent = await call('POST', pathOf(suggestGameInfo.path, { id: gameId }), user.accessToken, {
      suggestionText: '출시일이 틀렸어요. 확인 부탁드립니다',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const pending = AdminInfoSuggestionPageSchema.parse(
      (await call('GET', `${listInfoSuggestionsForReview.path}?status=PENDING`, admin.accessToken)).json(),
    );
    const suggestionId = pending.content[0]!.id;
    expect((await call('POST', pathOf(rejectInfoSuggestion.path, { id: suggestionId }), admin.accessToken)).statusCode).toBe(200);

    const entries = (await log()).content.filter((e) => e.actorSource === 'admin');
    expect(entries.map((e) => [e.action, e.targetType, e.targetId])).toEqual([
      ['SUGGESTION_REJECTED', 'info_suggestion', String(suggestionId)],
      ['NOTICE_CREATED', 'notice', String(noticeId)],
      ['BANNER_DELETED', 'banner', String(created.id)],
      ['BANNER_UPDATED', 'banner', String(created.id)],
      ['BANNER_CREATED', 'banner', String(created.id)],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actorUserId: admin.userId, actorUsername: 'audit_admin' });
      expect(Date.now() - Date.parse(entry.createdAt)).toBeLessThan(60_000);
    }
    expect(entries[4]!.details).toMatchObject({ method: 'POST', path: createBanner.path, body: { title: '겨울 세일', isActive: true } });
    expect(entries[3]!.details).toMatchObject({ method: 'PUT', body: { isActive: false } });
    // Long text is cut to 200 characters.
    const content = (entries[1]!.details.body as { content: string }).content;
    expect(content).toHaveLength(201);
    expect(content.endsWith('…')).toBe(true);
  });

  it('pages the log, newest first', async () => {
    const all = await log();
    const first = await log('?page=0&size=2');
    const second = await log('?page=1&size=2');
    expect(first).toMatchObject({ page: 0, size: 2, last: false, totalElements: all.totalElements });
    expect([...first.content, ...second.content].map((e) => e.id)).toEqual(all.content.slice(0, 4).map((e) => e.id));
    expect((await call('GET', `${pageAuditLog.path}?size=101`, admin.accessToken)).statusCode).toBe(400);
  });
});

describe('npm run admin as a process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gameshelf-admin-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/admin.ts', ...args], {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: 'test' },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  it('honours DATA_DIR, exits 1 for an unknown user and grants an existing one', { timeout: 60_000 }, async () => {
    const unknown = await run('grant', 'ghost');
    expect(unknown.code, unknown.stderr).toBe(1);
    expect(unknown.stderr).toContain('사용자를 찾을 수 없습니다: ghost');

    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await database.db.execute(sql`INSERT INTO users (username) VALUES ('cli_admin')`);
    await database.close();

    const granted = await run('grant', 'cli_admin');
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain('cli_admin 님에게 관리자 권한을 부여했습니다.');
  });
});
