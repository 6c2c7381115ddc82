import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  NotificationPageSchema,
  NotificationPreferencesSchema,
  UnreadCountSchema,
  type LoginData,
  countUnreadNotifications,
  getNotificationPreferences,
  markNotificationsRead,
  pageNotifications,
  updateAccountSettings,
  updateNotificationPreferences,
} from '@gameshelf/contracts';
import { queryRows } from '../../src/db/database.ts';
import { raiseNotifications, type NotificationDraft } from '../../src/modules/notifications/raise.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('notifications on $name', (engine) => {
  let t: TestApp;
  let alice: LoginData;
  let bob: LoginData;
  beforeAll(async () => {
    t = await buildTestApp(engine, { seed: false, app: { isDevelopment: true } });
    alice = await devLogin(t.app, 'bell_alice');
    bob = await devLogin(t.app, 'bell_bob');
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : undefined });
  const send = (method: 'POST' | 'PATCH', url: string, token: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const unread = async (login: LoginData) =>
    UnreadCountSchema.parse((await get(countUnreadNotifications.path, login.accessToken)).json()).count;
  const list = async (login: LoginData) => NotificationPageSchema.parse((await get(pageNotifications.path, login.accessToken)).json());
  const draft = (userId: number, n: number, extra: Partial<NotificationDraft> = {}): NotificationDraft => ({
    userId,
    kind: 'game_released',
    title: `알림 ${n}`,
    message: `메시지 ${n}`,
    linkUrl: '/game/1',
    dedupeKey: `test:${n}`,
    ...extra,
  });
  const clear = () => t.database.db.execute(sql`DELETE FROM notifications`);

  it('needs a signed-in user', async () => {
    expect((await get(pageNotifications.path)).statusCode).toBe(401);
    expect((await get(countUnreadNotifications.path)).statusCode).toBe(401);
    expect((await get(getNotificationPreferences.path)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: markNotificationsRead.path, payload: { upToId: 1 } })).statusCode).toBe(401);
  });

  it('starts empty, and shows each user only their own with the unread count', async () => {
    await clear();
    expect(await list(alice)).toEqual({ content: [], page: 0, size: 20, last: true, totalElements: 0 });
    expect(await unread(alice)).toBe(0);
    await raiseNotifications(t.database.db, [draft(alice.userInfo.id, 1), draft(alice.userInfo.id, 2)]);
    const page = await list(alice);
    expect(page.content.map((n) => n.title)).toEqual(['알림 2', '알림 1']);
    expect(page.content.every((n) => !n.isRead && n.type === 'game_released' && n.linkUrl === '/game/1')).toBe(true);
    expect(await unread(alice)).toBe(2);
    expect((await list(bob)).totalElements).toBe(0);
    expect(await unread(bob)).toBe(0);
  });

  it('pages newest first', async () => {
    await clear();
    for (let n = 1; n <= 25; n += 1) await raiseNotifications(t.database.db, [draft(alice.userInfo.id, n)]);
    const first = await list(alice);
    expect(first).toMatchObject({ totalElements: 25, last: false });
    expect(first.content[0]!.title).toBe('알림 25');
    const second = NotificationPageSchema.parse((await get(`${pageNotifications.path}?page=1`, alice.accessToken)).json());
    expect(second.content.map((n) => n.title)).toEqual(['알림 5', '알림 4', '알림 3', '알림 2', '알림 1']);
  });

  it('marks read up to the newest shown; one written meanwhile stays unread', async () => {
    await clear();
    await raiseNotifications(t.database.db, [draft(alice.userInfo.id, 1), draft(alice.userInfo.id, 2)]);
    const shown = await list(alice);
    const upToId = Math.max(...shown.content.map((n) => n.id));
    await raiseNotifications(t.database.db, [draft(alice.userInfo.id, 3)]);
    const res = await send('POST', markNotificationsRead.path, alice.accessToken, { upToId });
    expect(res.statusCode).toBe(200);
    expect(UnreadCountSchema.parse(res.json())).toEqual({ count: 1 });
    const after = await list(alice);
    expect(after.content.map((n) => [n.title, n.isRead])).toEqual([
      ['알림 3', false],
      ['알림 2', true],
      ['알림 1', true],
    ]);
    expect((await send('POST', markNotificationsRead.path, alice.accessToken, { upToId: 0 })).statusCode).toBe(400);
  });

  it("never marks another user's notifications, even under concurrent requests", async () => {
    await clear();
    await raiseNotifications(t.database.db, [draft(alice.userInfo.id, 1), draft(bob.userInfo.id, 2), draft(bob.userInfo.id, 3)]);
    const bobIds = (await list(bob)).content.map((n) => n.id);
    // Alice names ids beyond Bob's, many times at once: only her own row changes.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => send('POST', markNotificationsRead.path, alice.accessToken, { upToId: Math.max(...bobIds) + 10 })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(answers.map((a) => UnreadCountSchema.parse(a.json()).count)).toEqual(Array(12).fill(0));
    expect(await unread(alice)).toBe(0);
    expect(await unread(bob)).toBe(2);
    expect((await list(bob)).content.every((n) => !n.isRead)).toBe(true);
    expect((await list(alice)).content.map((n) => n.title)).toEqual(['알림 1']);
    // Bob marking his own at the same time as Alice: each ends with only their own read.
    await Promise.all([
      send('POST', markNotificationsRead.path, bob.accessToken, { upToId: Math.min(...bobIds) }),
      send('POST', markNotificationsRead.path, alice.accessToken, { upToId: Math.max(...bobIds) }),
    ]);
    expect(await unread(bob)).toBe(1);
  });

  it('writes one row per dedupe key however many write it at once', async () => {
    await clear();
    await Promise.all(Array.from({ length: 10 }, () => raiseNotifications(t.database.db, [draft(alice.userInfo.id, 7)])));
    expect((await list(alice)).totalElements).toBe(1);
  });

  it('raises a grouped row again only when its count passes what it announced, with a fresh id', async () => {
    await clear();
    const group = (count: number) => draft(alice.userInfo.id, 9, { kind: 'review_helpful', message: `${count}명`, groupCount: count });
    expect(await raiseNotifications(t.database.db, [group(1)])).toBe(1);
    const [first] = (await list(alice)).content;
    await send('POST', markNotificationsRead.path, alice.accessToken, { upToId: first!.id });
    expect(await raiseNotifications(t.database.db, [group(1)])).toBe(0);
    expect(await unread(alice)).toBe(0);
    expect(await raiseNotifications(t.database.db, [group(3)])).toBe(1);
    const [raised] = (await list(alice)).content;
    expect(raised).toMatchObject({ message: '3명', isRead: false });
    expect(raised!.id).toBeGreaterThan(first!.id);
    // A mark-read for what the screen showed before the raise leaves it unread.
    await send('POST', markNotificationsRead.path, alice.accessToken, { upToId: first!.id });
    expect(await unread(alice)).toBe(1);
    expect(await raiseNotifications(t.database.db, [group(2)])).toBe(0);
    expect((await list(alice)).content.map((n) => n.message)).toEqual(['3명']);
  });

  it('keeps per-kind switches, and writes nothing for a kind switched off or with notifications off', async () => {
    await clear();
    const prefs = async (login: LoginData) =>
      NotificationPreferencesSchema.parse((await get(getNotificationPreferences.path, login.accessToken)).json());
    expect(await prefs(alice)).toEqual({
      kinds: { price_drop: true, game_released: true, collection_liked: true, review_helpful: true, library_synced: true },
    });
    const off = await send('PATCH', updateNotificationPreferences.path, alice.accessToken, { kinds: { game_released: false } });
    expect(off.statusCode).toBe(200);
    expect(NotificationPreferencesSchema.parse(off.json()).kinds).toMatchObject({ game_released: false, price_drop: true });
    expect((await prefs(alice)).kinds.game_released).toBe(false);
    expect((await prefs(bob)).kinds.game_released).toBe(true);
    expect((await send('PATCH', updateNotificationPreferences.path, alice.accessToken, { kinds: {} })).statusCode).toBe(400);
    expect((await send('PATCH', updateNotificationPreferences.path, alice.accessToken, { kinds: { nope: true } })).statusCode).toBe(400);

    expect(await raiseNotifications(t.database.db, [draft(alice.userInfo.id, 1), draft(bob.userInfo.id, 1)])).toBe(1);
    expect(await raiseNotifications(t.database.db, [draft(alice.userInfo.id, 2, { kind: 'price_drop' })])).toBe(1);

    // The master switch stops every kind.
    await send('PATCH', updateAccountSettings.path, alice.accessToken, { notificationEnabled: false });
    expect(await raiseNotifications(t.database.db, [draft(alice.userInfo.id, 3, { kind: 'price_drop' })])).toBe(0);
    await send('PATCH', updateAccountSettings.path, alice.accessToken, { notificationEnabled: true });
    await send('PATCH', updateNotificationPreferences.path, alice.accessToken, { kinds: { game_released: true } });
    expect(await raiseNotifications(t.database.db, [draft(alice.userInfo.id, 4)])).toBe(1);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${alice.userInfo.id}`,
    );
    expect(rows[0]!.n).toBe(2);
  });
});
