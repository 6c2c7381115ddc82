import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  PUSH_DEVICES_MAX,
  PushPublicKeySchema,
  deletePushSubscription,
  getPushPublicKey,
  pushMessages,
  savePushSubscription,
  type LoginData,
} from '@gameshelf/contracts';
import { makeBrowserKeys } from '@gameshelf/test-fakes/push-service';
import { queryRows } from '../../src/db/database.ts';
import { generateVapidKeys } from '../../src/integrations/push/web-push-client.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

/** A browser-like PushSubscription.toJSON() at an endpoint of ours. */
const subscription = (device: string) => {
  const keys = makeBrowserKeys();
  return { endpoint: `https://push.example.com/send/${device}`, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
};

describe.each(engines)('push subscriptions on $name', (engine) => {
  let t: TestApp;
  let alice: LoginData;
  let bob: LoginData;
  const vapid = { ...generateVapidKeys(), subject: 'mailto:ops@gameshelf.test' };
  beforeAll(async () => {
    t = await buildTestApp(engine, { seed: false, app: { isDevelopment: true, push: { vapid } } });
    alice = await devLogin(t.app, 'push_alice');
    bob = await devLogin(t.app, 'push_bob');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.executeSql('delete from push_subscriptions');
  });

  const post = (body: unknown, token?: string) =>
    t.app.inject({ method: 'POST', url: savePushSubscription.path, payload: body as object, headers: token ? bearer(token) : undefined });
  const remove = (endpoint: string, token?: string) =>
    t.app.inject({ method: 'DELETE', url: deletePushSubscription.path, payload: { endpoint }, headers: token ? bearer(token) : undefined });
  const devices = async () =>
    queryRows<{ user_id: number; endpoint: string; p256dh: string }>(
      t.database.db,
      sql`select user_id, endpoint, p256dh from push_subscriptions order by id`,
    );

  it("answers the server's VAPID public key to anyone", async () => {
    const res = await t.app.inject({ method: 'GET', url: getPushPublicKey.path });
    expect(res.statusCode).toBe(200);
    expect(PushPublicKeySchema.parse(res.json())).toEqual({ publicKey: vapid.publicKey });
    expect(Buffer.from(vapid.publicKey, 'base64url')).toHaveLength(65);
  });

  it('needs a signed-in user to subscribe or unsubscribe', async () => {
    expect((await post(subscription('a'))).statusCode).toBe(401);
    expect((await remove('https://push.example.com/send/a')).statusCode).toBe(401);
  });

  it("keeps a device's subscription for its user, once however often it is sent", async () => {
    const device = subscription('alice-phone');
    const first = await post(device, alice.accessToken);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: pushMessages.saved });
    expect((await post(device, alice.accessToken)).statusCode).toBe(201);
    expect(await devices()).toEqual([{ user_id: alice.userInfo.id, endpoint: device.endpoint, p256dh: device.keys.p256dh }]);
  });

  it('refuses what is no browser subscription, in Korean', async () => {
    const good = subscription('x');
    const cases: Array<[unknown, string]> = [
      [{ ...good, endpoint: 'http://push.example.com/send/x' }, pushMessages.invalidEndpoint],
      [{ ...good, endpoint: 'not a url' }, pushMessages.invalidEndpoint],
      [{ ...good, endpoint: `https://push.example.com/${'a'.repeat(1100)}` }, pushMessages.invalidEndpoint],
      [{ ...good, endpoint: 'https://user:pw@push.example.com/x' }, pushMessages.invalidEndpoint],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, pushMessages.invalidKey],
      [{ ...good, keys: { ...good.keys, p256dh: 'B' + '!'.repeat(86) } }, pushMessages.invalidKey],
      // 65 bytes starting 0x04 that are no point of the curve.
      [
        { ...good, keys: { ...good.keys, p256dh: Buffer.from([4, ...new Array<number>(64).fill(1)]).toString('base64url') } },
        pushMessages.invalidKey,
      ],
      [{ ...good, keys: { ...good.keys, auth: Buffer.alloc(15, 7).toString('base64url') } }, pushMessages.invalidAuth],
      [{ ...good, keys: { ...good.keys, auth: Buffer.alloc(17, 7).toString('base64url') } }, pushMessages.invalidAuth],
      [{ endpoint: good.endpoint }, pushMessages.invalidKey],
    ];
    for (const [body, message] of cases) {
      const res = await post(body, alice.accessToken);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect(await devices()).toEqual([]);
  });

  it('moves a device to whoever signs in on it and subscribes', async () => {
    const device = subscription('shared-tablet');
    await post(device, alice.accessToken);
    const renewed = { ...device, keys: subscription('other').keys };
    expect((await post(renewed, bob.accessToken)).statusCode).toBe(201);
    expect(await devices()).toEqual([{ user_id: bob.userInfo.id, endpoint: device.endpoint, p256dh: renewed.keys.p256dh }]);
  });

  it("never removes another user's device, and removes one's own", async () => {
    const device = subscription('alice-laptop');
    await post(device, alice.accessToken);
    const byBob = await remove(device.endpoint, bob.accessToken);
    expect(byBob.statusCode).toBe(200);
    expect(await devices()).toHaveLength(1);
    const byAlice = await remove(device.endpoint, alice.accessToken);
    expect(byAlice.statusCode).toBe(200);
    expect(byAlice.json()).toEqual({ message: pushMessages.removed });
    expect(await devices()).toEqual([]);
  });

  it(`keeps at most ${PUSH_DEVICES_MAX} devices per user, dropping the oldest, under concurrent saves too`, async () => {
    const first = subscription('oldest');
    await post(first, alice.accessToken);
    await post(subscription('second'), alice.accessToken);
    const many = Array.from({ length: PUSH_DEVICES_MAX * 2 }, (_, i) => subscription(`parallel-${i}`));
    const answers = await Promise.all(many.map((device) => post(device, alice.accessToken)));
    expect(answers.map((a) => a.statusCode)).toEqual(many.map(() => 201));
    const kept = await devices();
    expect(kept).toHaveLength(PUSH_DEVICES_MAX);
    expect(kept.map((d) => d.endpoint)).not.toContain(first.endpoint);
    await post(subscription('bob-phone'), bob.accessToken);
    expect((await devices()).filter((d) => d.user_id === bob.userInfo.id)).toHaveLength(1);
  });
});
