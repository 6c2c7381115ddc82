import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addWishlistGame, savePushSubscription, type PushPayload } from '@gameshelf/contracts';
import { startFakePushService, type FakePushService } from '@gameshelf/test-fakes/push-service';
import { startFakeStorePrices, type FakeStorePrices } from '@gameshelf/test-fakes/store-prices-server';
import { generateVapidKeys } from '../../src/integrations/push/web-push-client.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { gameIdOfProduct, pricesAgainst } from '../prices/store-products.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const STANLEY = 247750;

/**
 * Issue 36 end to end: a sale starts at the (fake) store, a refresh records it, the alert pass writes
 * the notification, the push pass sends it, and the push service decrypts what a phone would show.
 * `PRICE_PUSH_TIMINGS=1` prints how long each step took.
 */
describe.each(engines)('a price drop reaches a phone on $name', (engine) => {
  let t: TestApp;
  let store: FakeStorePrices;
  let pushService: FakePushService;
  let clock = Date.parse('2026-11-27T03:00:00Z');

  beforeAll(async () => {
    const vapid = { ...generateVapidKeys(), subject: 'mailto:ops@gameshelf.test' };
    t = await buildTestApp(engine, { app: { isDevelopment: true, push: { vapid, timeoutMs: 5_000 } } });
    store = await startFakeStorePrices({ steam: { [STANLEY]: { initial: 2_150_000, final: 2_150_000 } } });
    pushService = await startFakePushService({ tls: inject('pushServiceTls') });
  });

  afterAll(async () => {
    await pushService?.close();
    await store?.close();
    await t?.close();
  });

  it('sends one encrypted push with the new price and the game’s page, once', async () => {
    const prices = pricesAgainst(t, store.origin, () => new Date(clock));
    const gameId = await gameIdOfProduct(t.database.db, 'steam', STANLEY);
    const player = await devLogin(t.app, 'sale_watcher');
    const phone = pushService.subscribe();
    expect(
      (await t.app.inject({ method: 'POST', url: savePushSubscription.path, payload: phone, headers: bearer(player.accessToken) }))
        .statusCode,
    ).toBe(201);
    expect(
      (await t.app.inject({ method: 'POST', url: addWishlistGame.path, payload: { gameId }, headers: bearer(player.accessToken) }))
        .statusCode,
    ).toBe(201);

    // The regular price first: known, nothing to tell.
    await prices.refresh('steam');
    expect(await prices.sendPriceAlerts()).toBe(0);

    // The sale starts: ₩21,500 at 75% off.
    store.steam.set(STANLEY, { initial: 2_150_000, final: 537_500 });
    clock += 7 * 3_600_000;
    const started = performance.now();
    const refreshed = await prices.refresh('steam');
    const afterRefresh = performance.now();
    const alerts = await prices.sendPriceAlerts();
    const afterAlerts = performance.now();
    const delivery = await t.app.push.deliverPending();
    const afterPush = performance.now();

    expect(refreshed.changed).toBeGreaterThanOrEqual(1);
    expect(alerts).toBe(1);
    expect(delivery).toMatchObject({ sent: 1, gone: 0, retried: 0 });
    expect(pushService.refused).toEqual([]);
    expect(pushService.received).toHaveLength(1);
    const received = pushService.received[0]!;
    expect(received.endpoint).toBe(phone.endpoint);
    const payload = JSON.parse(received.payload) as PushPayload;
    expect(payload.title).toBe('역대 최저가예요');
    expect(payload.body).toContain('5,375원');
    expect(payload.url).toBe(`/game/${gameId}`);

    // Another pass of either kind tells nothing again.
    expect(await prices.sendPriceAlerts()).toBe(0);
    expect(await t.app.push.deliverPending()).toMatchObject({ sent: 0 });
    expect(pushService.received).toHaveLength(1);

    if (process.env.PRICE_PUSH_TIMINGS === '1')
      process.stdout.write(
        `[${engine.name}] refresh ${(afterRefresh - started).toFixed(1)} ms, alerts ${(afterAlerts - afterRefresh).toFixed(1)} ms, ` +
          `push (encrypt, send over TLS, decrypted by the fake) ${(afterPush - afterAlerts).toFixed(1)} ms, ` +
          `store to phone ${(afterPush - started).toFixed(1)} ms\n`,
      );
  });
});
