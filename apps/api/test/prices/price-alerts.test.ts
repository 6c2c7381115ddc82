import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NotificationPageSchema,
  addWishlistGame,
  countUnreadNotifications,
  pageNotifications,
  updateNotificationPreferences,
  webPaths,
} from '@gameshelf/contracts';
import { startFakeStorePrices, type FakeStorePrices } from '@gameshelf/test-fakes/store-prices-server';
import { queryRows } from '../../src/db/database.ts';
import { createCatalogLinks } from '../../src/modules/catalog/catalog-links.ts';
import { createPrices } from '../../src/modules/prices/module.ts';
import { PRICE_CHECK_INTERVALS } from '../../src/modules/prices/service.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { gameIdOfProduct } from './store-products.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const STANLEY = 247750;
const LONG_DARK = 305620;

describe.each(engines)('price alerts on $name', (engine) => {
  let t: TestApp;
  let store: FakeStorePrices;
  let clock = Date.parse('2026-11-27T03:00:00Z');
  const tokens: Record<string, string> = {};
  const prices = () =>
    createPrices({
      db: t.database.db,
      catalog: createCatalogLinks(t.database.db, t.app.catalog.gameChanged),
      options: { steamStoreUrl: store.origin, gogApiUrl: store.origin, timeoutMs: 2_000 },
      now: () => new Date(clock),
    }).service;
  const gameIdOf = (appId: number) => gameIdOfProduct(t.database.db, 'steam', appId);
  const notificationsOf = async (user: string) => {
    const res = await t.app.inject({ method: 'GET', url: pageNotifications.path, headers: bearer(tokens[user]!) });
    expect(res.statusCode, res.body).toBe(200);
    return NotificationPageSchema.parse(res.json()).content;
  };
  /** A week on, the store answers again: prices kept, then their alerts sent. */
  const nextPass = async () => {
    clock += PRICE_CHECK_INTERVALS.other;
    const service = prices();
    await service.refresh('steam');
    return service.sendPriceAlerts();
  };

  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true } });
    store = await startFakeStorePrices({
      steam: { [STANLEY]: { initial: 2_150_000, final: 537_500 }, [LONG_DARK]: { initial: 3_200_000, final: 3_200_000 } },
    });
    const watch = async (user: string, appId: number) => {
      tokens[user] ??= (await devLogin(t.app, user)).accessToken;
      const res = await t.app.inject({
        method: 'POST',
        url: addWishlistGame.path,
        headers: bearer(tokens[user]),
        payload: { gameId: await gameIdOf(appId) },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await watch('alert_any', STANLEY);
    await watch('alert_target', LONG_DARK);
    await watch('alert_off', STANLEY);
    await watch('notify_off', STANLEY);
    await watch('kind_off', STANLEY);
    // Price alerts switched off in the notification settings (checked as the row is written).
    const off = await t.app.inject({
      method: 'PATCH',
      url: updateNotificationPreferences.path,
      headers: bearer(tokens.kind_off!),
      payload: { kinds: { price_drop: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    await watch('not_watching', LONG_DARK);
    const ids = await queryRows<{ id: number; username: string }>(t.database.db, sql`select id, username from users`);
    const idOf = (name: string) => ids.find((u) => u.username === name)?.id ?? -1;
    await t.database.db.execute(sql`update wishlist_items set target_price = 25000 where user_id = ${idOf('alert_target')}`);
    await t.database.db.execute(sql`update wishlist_items set price_alert_enabled = false where user_id = ${idOf('alert_off')}`);
    await t.database.db.execute(sql`update users set notification_enabled = false where id = ${idOf('notify_off')}`);
    await t.database.db.execute(sql`delete from wishlist_items where user_id = ${idOf('not_watching')}`);
  });

  afterAll(async () => {
    await store?.close();
    await t?.close();
  });

  it('tells watching players of a sale, a target reached and a new lowest price, once each, and nobody else', async () => {
    // A first answer that is a sale is news; a regular price is not.
    expect(await nextPass()).toBe(1);
    const [sale] = await notificationsOf('alert_any');
    expect(sale).toMatchObject({
      type: 'price_drop',
      title: '위시리스트 게임이 할인 중이에요',
      message: 'The Stanley Parable: Steam에서 75% 할인한 5,375원이에요.',
      linkUrl: webPaths.game(await gameIdOf(STANLEY)),
      isRead: false,
    });
    // The sale ends; The Long Dark falls to 24,000원, under the 25,000원 its watcher asked for.
    store.steam.set(STANLEY, { initial: 2_150_000, final: 2_150_000 });
    store.steam.set(LONG_DARK, { initial: 3_200_000, final: 2_400_000 });
    expect(await nextPass()).toBe(1);
    expect((await notificationsOf('alert_target')).map((n) => [n.title, n.message])).toEqual([
      ['목표 가격에 도달했어요', 'The Long Dark: Steam에서 24,000원이에요. 정해 둔 목표 가격은 25,000원이에요.'],
    ]);
    // The same sale price again: already told. Then lower than ever.
    store.steam.set(STANLEY, { initial: 2_150_000, final: 537_500 });
    expect(await nextPass()).toBe(0);
    store.steam.set(STANLEY, { initial: 2_150_000, final: 430_000 });
    expect(await nextPass()).toBe(1);
    expect((await notificationsOf('alert_any')).map((n) => n.title)).toEqual(['역대 최저가예요', '위시리스트 게임이 할인 중이에요']);
    const unread = await t.app.inject({ method: 'GET', url: countUnreadNotifications.path, headers: bearer(tokens.alert_any!) });
    expect(unread.json()).toMatchObject({ count: 2 });
    // Alerts off for the game, notifications off, price alerts switched off, or not on the wishlist: nothing.
    for (const user of ['alert_off', 'notify_off', 'kind_off', 'not_watching']) expect(await notificationsOf(user)).toEqual([]);
    expect(await notificationsOf('alert_target')).toHaveLength(1);
  });

  it('keeps the alerts of a change a dead process did not send, and sends them once from many workers', async () => {
    store.steam.set(STANLEY, { initial: 2_150_000, final: 320_000 });
    clock += PRICE_CHECK_INTERVALS.other;
    // The process that kept the price dies before its alerts: the change waits in the outbox.
    await prices().refresh('steam');
    const pending = await queryRows(t.database.db, sql`select id from store_price_history where alerts_pending`);
    expect(pending).toHaveLength(1);
    const sent = await Promise.all(Array.from({ length: 6 }, () => prices().sendPriceAlerts()));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await notificationsOf('alert_any')).filter((n) => n.title === '역대 최저가예요')).toHaveLength(2);
    expect(await queryRows(t.database.db, sql`select id from store_price_history where alerts_pending`)).toHaveLength(0);
  });
});
