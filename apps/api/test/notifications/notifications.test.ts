import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  NotificationPageSchema,
  UnreadCountSchema,
  type LoginData,
  countUnreadNotifications,
  pageNotifications,
} from '@gameshelf/contracts';
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

  it('needs a signed-in user', async () => {
    expect((await get(pageNotifications.path)).statusCode).toBe(401);
    expect((await get(countUnreadNotifications.path)).statusCode).toBe(401);
  });

  it('starts empty, and shows each user only their own with the unread count', async () => {
    expect(NotificationPageSchema.parse((await get(pageNotifications.path, alice.accessToken)).json())).toEqual({
      content: [],
      page: 0,
      size: 20,
      last: true,
      totalElements: 0,
    });
    expect(UnreadCountSchema.parse((await get(countUnreadNotifications.path, alice.accessToken)).json())).toEqual({ count: 0 });

    const aliceId = alice.userInfo.id;
    await t.database.db.execute(sql`INSERT INTO notifications (user_id, type, title, message, is_read)
      VALUES (${aliceId}, 'NOTICE', '새 공지', '점검 안내가 올라왔어요.', false), (${aliceId}, 'NOTICE', '지난 공지', '읽은 알림', true)`);
    const page = NotificationPageSchema.parse((await get(pageNotifications.path, alice.accessToken)).json());
    expect(page.content.map((n) => n.title).sort()).toEqual(['새 공지', '지난 공지']);
    expect(UnreadCountSchema.parse((await get(countUnreadNotifications.path, alice.accessToken)).json())).toEqual({ count: 1 });
    expect(NotificationPageSchema.parse((await get(pageNotifications.path, bob.accessToken)).json()).totalElements).toBe(0);
    expect(UnreadCountSchema.parse((await get(countUnreadNotifications.path, bob.accessToken)).json())).toEqual({ count: 0 });
  });
});
