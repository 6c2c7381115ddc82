import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  NoticePageSchema,
  NoticeSchema,
  NoticeSummarySchema,
  PRIVACY_NOTICE_ID,
  TERMS_NOTICE_ID,
  noticeMessages,
  type LoginData,
  getLatestImportantNotice,
  getNotice,
  listActiveBanners,
  listImportantNotices,
  pageAdminNotices,
  pageNotices,
  pathOf,
  createNotice,
  deleteBanner,
  deleteNotice,
  updateNotice,
} from '@gameshelf/contracts';
import { queryRows } from '../../src/db/database.ts';
import { adminLogin } from '../admin-helpers.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('notices on $name', (engine) => {
  let t: TestApp;
  let user: LoginData;
  let admin: LoginData;
  let clock = new Date('2026-11-24T03:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp(engine, {
      seed: false,
      app: { isDevelopment: true, now: () => clock, auth: { rateLimits: { devLogin: 1000 } } },
    });
    user = await devLogin(t.app, 'notice_reader');
    admin = await adminLogin(t.app, t.database, 'notice_admin');
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (
    method: Method,
    url: string,
    options: { token?: string; payload?: object; headers?: Record<string, string>; remoteAddress?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(options.token && bearer(options.token)), ...options.headers },
      payload: options.payload,
      remoteAddress: options.remoteAddress,
    });
  const viewCount = async (id: number) =>
    (await queryRows<{ view_count: number }>(t.database.db, sql`SELECT view_count FROM notices WHERE id = ${id}`))[0]!.view_count;

  it('starts with the terms, the privacy policy and a welcome notice, newest first, 20 a page', async () => {
    const page = NoticePageSchema.parse((await call('GET', pageNotices.path)).json());
    expect(page.totalElements).toBe(3);
    expect(page.size).toBe(20);
    expect(page.last).toBe(true);
    const byId = new Map(page.content.map((n) => [n.id, n]));
    expect(byId.get(TERMS_NOTICE_ID)?.title).toBe('이용약관');
    expect(byId.get(PRIVACY_NOTICE_ID)?.title).toBe('개인정보처리방침');
    // The list carries no bodies.
    expect(page.content[0]).not.toHaveProperty('content');
    const terms = NoticeSchema.parse((await call('GET', pathOf(getNotice.path, { id: TERMS_NOTICE_ID }))).json());
    expect(terms.content).toContain('## 제1조 (목적)');
  });

  it('answers the newest important notice, and 204 when there is none', async () => {
    const latest = NoticeSummarySchema.parse((await call('GET', getLatestImportantNotice.path)).json());
    expect(latest).toMatchObject({ id: 3, isImportant: true });
    expect(latest.contentSummary).toBeTruthy();
    const important = (await call('GET', listImportantNotices.path)).json<unknown[]>();
    expect(important).toHaveLength(1);

    const welcome = NoticeSchema.parse((await call('GET', pathOf(getNotice.path, { id: 3 }))).json());
    const res = await call('PUT', pathOf(updateNotice.path, { id: 3 }), {
      token: admin.accessToken,
      payload: { title: welcome.title, content: welcome.content, contentSummary: welcome.contentSummary, isImportant: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const none = await call('GET', getLatestImportantNotice.path);
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    await call('PUT', pathOf(updateNotice.path, { id: 3 }), { token: admin.accessToken, payload: { ...welcome, isImportant: true } });
    expect((await call('GET', getLatestImportantNotice.path)).statusCode).toBe(200);
  });

  it('counts a view once per visitor and Korean day', async () => {
    const before = await viewCount(PRIVACY_NOTICE_ID);
    const guest = { 'user-agent': 'Mozilla/5.0 test', 'x-test': '1' };
    await call('GET', pathOf(getNotice.path, { id: PRIVACY_NOTICE_ID }), { headers: guest });
    await call('GET', pathOf(getNotice.path, { id: PRIVACY_NOTICE_ID }), { headers: guest });
    expect(await viewCount(PRIVACY_NOTICE_ID)).toBe(before + 1);
    // Another address, a signed-in user (twice): one each.
    await call('GET', pathOf(getNotice.path, { id: PRIVACY_NOTICE_ID }), { remoteAddress: '203.0.113.7' });
    await call('GET', pathOf(getNotice.path, { id: PRIVACY_NOTICE_ID }), { token: user.accessToken });
    const seen = NoticeSchema.parse(
      (await call('GET', pathOf(getNotice.path, { id: PRIVACY_NOTICE_ID }), { token: user.accessToken })).json(),
    );
    expect(seen.viewCount).toBe(before + 3);
    // 23:59 KST is still the same day; 00:00 KST is the next.
    clock = new Date('2026-11-24T14:59:00Z');
    await call('GET', pathOf(getNotice.path, { id: PRIVACY_NOTICE_ID }), { token: user.accessToken });
    expect(await viewCount(PRIVACY_NOTICE_ID)).toBe(before + 3);
    clock = new Date('2026-11-24T15:00:00Z');
    await call('GET', pathOf(getNotice.path, { id: PRIVACY_NOTICE_ID }), { token: user.accessToken });
    expect(await viewCount(PRIVACY_NOTICE_ID)).toBe(before + 4);
    // Guests are recorded by a keyed hash, never their address.
    const visitors = await queryRows<{ visitor: string }>(t.database.db, sql`SELECT visitor FROM notice_views`);
    expect(visitors.every((v) => /^u:\d+$/.test(v.visitor) || /^g:[\w-]{32}$/.test(v.visitor))).toBe(true);
  });

  it('counts a guest once however their browser names itself', async () => {
    clock = new Date('2026-11-30T03:00:00Z');
    const before = await viewCount(TERMS_NOTICE_ID);
    // A hostile guest sends a new User-Agent with every read: still one visitor (the address decides).
    const reads = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('GET', pathOf(getNotice.path, { id: TERMS_NOTICE_ID }), {
          headers: { 'user-agent': `Rotating/${i}` },
          remoteAddress: '198.51.100.4',
        }),
      ),
    );
    for (const res of reads) expect(res.statusCode).toBe(200);
    await call('GET', pathOf(getNotice.path, { id: TERMS_NOTICE_ID }), { remoteAddress: '198.51.100.4' });
    expect(await viewCount(TERMS_NOTICE_ID)).toBe(before + 1);
  });

  it('counts 20 parallel reads by one visitor once, and forgets the records of past days', async () => {
    clock = new Date('2026-12-01T03:00:00Z');
    const before = await viewCount(TERMS_NOTICE_ID);
    const guest = { 'user-agent': 'Parallel/1.0' };
    const read = (options: { token?: string; headers?: Record<string, string>; remoteAddress?: string }) =>
      Promise.all(Array.from({ length: 20 }, () => call('GET', pathOf(getNotice.path, { id: TERMS_NOTICE_ID }), options)));
    for (const res of await read({ headers: guest })) expect(res.statusCode).toBe(200);
    expect(await viewCount(TERMS_NOTICE_ID)).toBe(before + 1);
    await read({ remoteAddress: '203.0.113.8' });
    expect(await viewCount(TERMS_NOTICE_ID)).toBe(before + 2);
    await read({ token: user.accessToken });
    expect(await viewCount(TERMS_NOTICE_ID)).toBe(before + 3);
    // The next Korean day (00:00 KST) counts each of them again; the records before yesterday are gone.
    clock = new Date('2026-12-02T15:00:00Z');
    await read({ headers: guest });
    expect(await viewCount(TERMS_NOTICE_ID)).toBe(before + 4);
    const days = await queryRows<{ day: string }>(
      t.database.db,
      sql`SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM notice_views ORDER BY 1`,
    );
    expect(days.map((d) => d.day)).toEqual(['2026-12-03']);
  });

  it('says "잘못된 공지사항 ID입니다." for a malformed id and 404 for a missing one', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await call('GET', pathOf(getNotice.path, { id: bad }));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ message: noticeMessages.invalidId });
    }
    const missing = await call('GET', pathOf(getNotice.path, { id: 424242 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: noticeMessages.notFound });
  });

  it('lets only admins list every notice and write, delete or change them', async () => {
    const payload = { title: '점검 안내', content: '# 점검\n\n**내일** 점검합니다.' };
    for (const [token, status] of [
      [undefined, 401],
      [user.accessToken, 403],
    ] as const) {
      expect((await call('GET', pageAdminNotices.path, { token })).statusCode).toBe(status);
      expect((await call('POST', createNotice.path, { token, payload })).statusCode).toBe(status);
      expect((await call('PUT', pathOf(updateNotice.path, { id: TERMS_NOTICE_ID }), { token, payload })).statusCode).toBe(status);
      expect((await call('DELETE', pathOf(deleteNotice.path, { id: TERMS_NOTICE_ID }), { token })).statusCode).toBe(status);
    }
    expect((await call('GET', pathOf(getNotice.path, { id: TERMS_NOTICE_ID }))).json()).toMatchObject({ title: '이용약관' });

    const created = await call('POST', createNotice.path, { token: admin.accessToken, payload });
    expect(created.statusCode, created.body).toBe(201);
    const notice = NoticeSchema.parse(created.json());
    expect(notice).toMatchObject({ title: '점검 안내', isImportant: false, contentSummary: null, viewCount: 0 });
    const list = NoticePageSchema.parse((await call('GET', `${pageAdminNotices.path}?size=2`, { token: admin.accessToken })).json());
    expect(list).toMatchObject({ size: 2, totalElements: 4, last: false });
    expect(list.content[0]!.id).toBe(notice.id);

    const deleted = await call('DELETE', pathOf(deleteNotice.path, { id: notice.id }), { token: admin.accessToken });
    expect(deleted.json()).toEqual({ message: noticeMessages.deleted });
    expect((await call('DELETE', pathOf(deleteNotice.path, { id: notice.id }), { token: admin.accessToken })).statusCode).toBe(404);
  });

  it('checks what admins write and stores the markdown exactly as written', async () => {
    const bad = [
      [{ title: '  ', content: '본문' }, noticeMessages.titleRequired],
      [{ title: '가'.repeat(101), content: '본문' }, noticeMessages.titleTooLong],
      [{ title: '제목', content: ' \n ' }, noticeMessages.contentRequired],
      [{ title: '제목', content: '본문', contentSummary: '가'.repeat(201) }, noticeMessages.summaryTooLong],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await call('POST', createNotice.path, { token: admin.accessToken, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    const markdown = '<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>';
    const res = await call('POST', createNotice.path, { token: admin.accessToken, payload: { title: ' 원문 ', content: markdown } });
    const stored = NoticeSchema.parse(res.json());
    expect(stored.title).toBe('원문');
    const read = NoticeSchema.parse((await call('GET', pathOf(getNotice.path, { id: stored.id }))).json());
    expect(read.content).toBe(markdown);
    // Readers get it as HTML with nothing that runs, and an edit shows in it at once.
    expect(read.contentHtml).toBe('<p><span>x</span> </p>');
    const edited = await call('PUT', pathOf(updateNotice.path, { id: stored.id }), {
      token: admin.accessToken,
      payload: { title: '원문', content: '# 바뀐 제목' },
    });
    expect(NoticeSchema.parse(edited.json()).contentHtml).toBe('<h2>바뀐 제목</h2>');
    expect(NoticeSchema.parse((await call('GET', pathOf(getNotice.path, { id: stored.id }))).json()).contentHtml).toBe(
      '<h2>바뀐 제목</h2>',
    );
  });

  it('never seeds again: an operator’s edits and deletions survive another migration run', async () => {
    const terms = NoticeSchema.parse((await call('GET', pathOf(getNotice.path, { id: TERMS_NOTICE_ID }))).json());
    await call('PUT', pathOf(updateNotice.path, { id: TERMS_NOTICE_ID }), {
      token: admin.accessToken,
      payload: { title: '이용약관 (개정)', content: terms.content },
    });
    const [banner] = (await call('GET', listActiveBanners.path)).json<{ id: number }[]>();
    await call('DELETE', pathOf(deleteBanner.path, { id: banner!.id }), { token: admin.accessToken });
    const counts = async () =>
      (
        await queryRows<{ notices: number; banners: number }>(
          t.database.db,
          sql`SELECT (SELECT count(*) FROM notices)::int AS notices, (SELECT count(*) FROM banners)::int AS banners`,
        )
      )[0];
    const before = await counts();

    await t.database.migrate();
    expect(await counts()).toEqual(before);
    expect((await call('GET', pathOf(getNotice.path, { id: TERMS_NOTICE_ID }))).json()).toMatchObject({ title: '이용약관 (개정)' });
    // A new notice still gets a fresh id after the seeded ones.
    const created = NoticeSchema.parse(
      (await call('POST', createNotice.path, { token: admin.accessToken, payload: { title: '새 공지', content: '내용' } })).json(),
    );
    expect(created.id).toBeGreaterThan(3);
  });
});
