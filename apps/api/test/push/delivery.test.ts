import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { savePushSubscription, type LoginData, type PushPayload } from '@gameshelf/contracts';
import { startFakePushService, type BrowserSubscription, type FakePushService } from '@gameshelf/test-fakes/push-service';
import { openDatabase, queryRows, type Database } from '../../src/db/database.ts';
import { generateVapidKeys } from '../../src/integrations/push/web-push-client.ts';
import { startPushDeliveryJobs } from '../../src/modules/push/delivery-jobs.ts';
import { createPush } from '../../src/modules/push/module.ts';
import type { DeliveryResult } from '../../src/modules/push/service.ts';
import { startJobQueue } from '../../src/shared/job-queue.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(engines)('push delivery on $name', (engine) => {
  let t: TestApp;
  let pushService: FakePushService;
  let alice: LoginData;
  let bob: LoginData;
  const vapid = { ...generateVapidKeys(), subject: 'mailto:ops@gameshelf.test' };
  const opened: Database[] = [];

  beforeAll(async () => {
    t = await buildTestApp(engine, { seed: false, app: { isDevelopment: true, push: { vapid, timeoutMs: 5_000 } } });
    alice = await devLogin(t.app, 'deliver_alice');
    bob = await devLogin(t.app, 'deliver_bob');
    pushService = await startFakePushService({ tls: inject('pushServiceTls') });
  });
  afterAll(async () => {
    await pushService?.close();
    for (const database of opened.splice(0)) await database.close();
    await t?.close();
  });
  beforeEach(() => {
    pushService.received.length = 0;
    pushService.refused.length = 0;
    pushService.answered.length = 0;
  });
  afterEach(async () => {
    await t.database.executeSql('delete from push_subscriptions; delete from notifications; update users set notification_enabled = true');
  });

  const subscribe = async (user: LoginData): Promise<BrowserSubscription> => {
    const device = pushService.subscribe();
    const res = await t.app.inject({ method: 'POST', url: savePushSubscription.path, payload: device, headers: bearer(user.accessToken) });
    expect(res.statusCode).toBe(201);
    return device;
  };
  /** A notification as any module writes one (price alerts, likes, …): pending for push by default. */
  const notify = async (user: LoginData, title: string, message: string, linkUrl: string | null = '/game/7') =>
    (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`insert into notifications (user_id, type, title, message, link_url) values (${user.userInfo.id}, 'price_drop', ${title}, ${message}, ${linkUrl}) returning id`,
      )
    )[0]!.id;
  const pending = async () =>
    queryRows<{ id: number; push_attempts: number; due: boolean }>(
      t.database.db,
      sql`select id, push_attempts, (push_after is null or push_after <= now()) as due from notifications where push_pending order by id`,
    );
  const makeDue = () => t.database.executeSql('update notifications set push_after = now() where push_pending');
  const payloads = () => pushService.received.map((r) => JSON.parse(r.payload) as PushPayload);

  it("pushes a new notification to each of its user's devices, encrypted, signed and decrypted by the push service", async () => {
    const phone = await subscribe(alice);
    const laptop = await subscribe(alice);
    await subscribe(bob);
    const id = await notify(alice, '위시리스트 게임이 할인 중이에요', '하데스: Steam에서 50% 할인한 ₩10,750이에요.');
    const result = await t.app.push.deliverPending();
    expect(result).toMatchObject({ notifications: 1, sent: 2, gone: 0, retried: 0 });
    expect(pushService.refused).toEqual([]);
    expect(pushService.received.map((r) => r.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    expect(payloads()[0]).toEqual({
      title: '위시리스트 게임이 할인 중이에요',
      body: '하데스: Steam에서 50% 할인한 ₩10,750이에요.',
      url: '/game/7',
      tag: `notification-${id}`,
    });
    const [first] = pushService.received;
    expect(first).toMatchObject({
      ttl: 86_400,
      urgency: 'normal',
      vapid: { aud: pushService.origin, sub: vapid.subject, key: vapid.publicKey },
    });
    expect(await pending()).toEqual([]);
    // Delivered once: a second pass sends nothing.
    expect((await t.app.push.deliverPending()).notifications).toBe(0);
    expect(pushService.received).toHaveLength(2);
  });

  it('leads a notification without a link to the notifications page', async () => {
    await subscribe(alice);
    await notify(alice, '알림', '내용', null);
    await t.app.push.deliverPending();
    expect(pushService.refused).toEqual([]);
    expect(payloads()[0]?.url).toBe('/notifications');
  });

  it('forgets a device its push service says is gone (410, 404), and pushes to the others', async () => {
    const gone = await subscribe(alice);
    const kept = await subscribe(alice);
    pushService.expire(gone.endpoint);
    await notify(alice, '역대 최저가예요', '셀레스트: GOG에서 역대 최저가인 ₩5,000이에요.');
    const result = await t.app.push.deliverPending();
    expect(result).toMatchObject({ notifications: 1, sent: 1, gone: 1, retried: 0 });
    expect(pushService.received.map((r) => r.endpoint)).toEqual([kept.endpoint]);
    const devices = await queryRows<{ endpoint: string }>(t.database.db, sql`select endpoint from push_subscriptions`);
    expect(devices).toEqual([{ endpoint: kept.endpoint }]);
    expect(await pending()).toEqual([]);
  });

  it('keeps a notification pending after 429 or 500 and pushes it on a later pass, backing off', async () => {
    const device = await subscribe(alice);
    pushService.retryAfterSeconds = 120;
    pushService.answerNext(device.endpoint, 429, 500);
    const id = await notify(alice, '목표 가격에 도달했어요', '하데스: Steam에서 ₩9,000이에요.');
    expect(await t.app.push.deliverPending()).toMatchObject({ notifications: 1, sent: 0, retried: 1 });
    // Not due yet: the service asked for two minutes.
    expect(await pending()).toEqual([{ id, push_attempts: 1, due: false }]);
    expect((await t.app.push.deliverPending()).notifications).toBe(0);
    await makeDue();
    expect(await t.app.push.deliverPending()).toMatchObject({ notifications: 1, sent: 0, retried: 1 });
    expect(await pending()).toEqual([{ id, push_attempts: 2, due: false }]);
    await makeDue();
    expect(await t.app.push.deliverPending()).toMatchObject({ notifications: 1, sent: 1, retried: 0 });
    expect(pushService.answered.map((a) => a.status)).toEqual([429, 500]);
    expect(payloads().map((p) => p.tag)).toEqual([`notification-${id}`]);
    expect(await pending()).toEqual([]);
    pushService.retryAfterSeconds = null;
  });

  it('pushes nothing to a user who switched notifications off', async () => {
    await subscribe(alice);
    await subscribe(bob);
    await t.database.executeSql(`update users set notification_enabled = false where id = ${alice.userInfo.id}`);
    await notify(alice, '알림 끔', '보내지 않아요');
    await notify(bob, '알림 켬', '보내요');
    const result = await t.app.push.deliverPending();
    expect(result).toMatchObject({ notifications: 2, sent: 1, skipped: 1 });
    expect(payloads().map((p) => p.title)).toEqual(['알림 켬']);
    expect(await pending()).toEqual([]);
  });

  it('pushes a re-raised notification again', async () => {
    await subscribe(alice);
    const id = await notify(alice, '리뷰', '1명이 도움이 됐어요');
    await t.app.push.deliverPending();
    await t.database.executeSql(
      `update notifications set message = '2명이 도움이 됐어요', push_pending = true, push_after = null, push_attempts = 0 where id = ${id}`,
    );
    await t.app.push.deliverPending();
    expect(payloads().map((p) => p.body)).toEqual(['1명이 도움이 됐어요', '2명이 도움이 됐어요']);
  });

  it('pushes each notification once however many workers race for them', async () => {
    const devices = [await subscribe(alice), await subscribe(bob)];
    const count = 40;
    for (let i = 0; i < count; i++) await notify(i % 2 ? bob : alice, `알림 ${i}`, `내용 ${i}`);
    // Eight processes' push services, each on its own connection (PGlite: the one connection).
    const workers = [];
    for (let i = 0; i < 8; i++) {
      const database = t.url ? await openDatabase({ databaseUrl: t.url, poolSize: 2, onIdleClientError: () => {} }) : t.database;
      if (t.url) opened.push(database);
      workers.push(createPush({ db: database.db, options: { vapid, delivery: { batchSize: 3, concurrency: 2 } } }).service);
    }
    const results: DeliveryResult[] = await Promise.all(workers.map((worker) => worker.deliverPending()));
    expect(results.reduce((n, r) => n + r.notifications, 0)).toBe(count);
    expect(pushService.received).toHaveLength(count);
    const tags = payloads().map((p) => p.tag);
    expect(new Set(tags).size).toBe(count);
    expect(pushService.received.filter((r) => r.endpoint === devices[0]!.endpoint)).toHaveLength(count / 2);
    expect(await pending()).toEqual([]);
  });

  it('delivers from the job queue when asked, as after a price alert pass', async () => {
    await subscribe(alice);
    const queue = await startJobQueue(t.database, { maintenanceIntervalSeconds: 1 });
    try {
      const results: DeliveryResult[] = [];
      const jobs = await startPushDeliveryJobs(queue.boss, t.app.push, {
        schedule: false,
        pollingIntervalSeconds: 0.5,
        onResult: (r) => results.push(r),
      });
      await notify(alice, '위시리스트 게임이 할인 중이에요', '하데스: 할인');
      await jobs.deliverNow();
      await until(() => pushService.received.length === 1);
      expect(payloads()[0]?.title).toBe('위시리스트 게임이 할인 중이에요');
      await jobs.stop();
    } finally {
      await queue.stop();
      await t.database.executeSql('delete from pgboss.job');
    }
  });
});
