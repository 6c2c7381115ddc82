import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionMessages,
  requestMessages,
  reviewMessages,
  type LoginData,
  getCollectionGame,
  listCollectionGames,
  listMyCollections,
  pathOf,
  getMyReviewCalendar,
  pageMyReviewsOnDate,
  listAdminUserActivities,
} from '@gameshelf/contracts';
import { queryRows } from '../../src/db/database.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

/**
 * Every date a request carries lies in a sane range (docs/decisions.md, "Dates within a sane range"):
 * a purchase from 1970-01-01 to today in Korea, any other day from 1970-01-01 to 2099-12-31.
 */
describe.each(engines)('dates within a sane range on $name', (engine) => {
  let t: TestApp;
  let user: LoginData;
  let admin: LoginData;
  let collectionId: number;
  let gameId: number;
  const now = new Date('2026-11-27T03:00:00Z');

  const call = (method: 'GET' | 'PUT', url: string, login: LoginData, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(login.accessToken), payload });

  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true, adminUsernames: ['dates_admin'], now: () => now } });
    user = await devLogin(t.app, 'dates_user');
    admin = await devLogin(t.app, 'dates_admin');
    const [game] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM games ORDER BY id LIMIT 1`);
    gameId = game!.id;
    const created = await t.app.inject({
      method: 'POST',
      url: listMyCollections.path,
      headers: bearer(user.accessToken),
      payload: { name: '날짜 선반', isPublic: true },
    });
    collectionId = created.json<{ id: number }>().id;
    const added = await t.app.inject({
      method: 'POST',
      url: pathOf(listCollectionGames.path, { id: collectionId }),
      headers: bearer(user.accessToken),
      payload: { gameId },
    });
    expect(added.statusCode, added.body).toBe(201);
  });
  afterAll(() => t.close());

  it('takes a purchase from 1970-01-01 to today in Korea, not year 1', async () => {
    const put = (purchaseDate: string) => call('PUT', pathOf(getCollectionGame.path, { id: collectionId, gameId }), user, { purchaseDate });
    for (const early of ['0001-01-01', '1969-12-31']) {
      const res = await put(early);
      expect(res.statusCode, early).toBe(400);
      expect(res.json(), early).toMatchObject({ message: collectionMessages.purchaseDateTooEarly, field: 'purchaseDate' });
    }
    expect((await put('1970-01-01')).statusCode).toBe(200);
    expect((await put('2026-11-27')).statusCode).toBe(200);
    expect((await put('2026-11-28')).json()).toMatchObject({ message: collectionMessages.purchaseDateFuture });
  });

  it("refuses a review day or month outside 1970-2099 with the calendar's messages", async () => {
    for (const day of ['0001-01-01', '1969-12-31', '2100-01-01', '9999-12-31']) {
      const res = await call('GET', pathOf(pageMyReviewsOnDate.path, { date: day }), user);
      expect(res.statusCode, day).toBe(400);
      expect(res.json(), day).toMatchObject({ message: reviewMessages.dateInvalid });
    }
    expect((await call('GET', pathOf(pageMyReviewsOnDate.path, { date: '1970-01-01' }), user)).statusCode).toBe(200);
    for (const month of ['0001-01', '1969-12', '2100-01']) {
      const res = await call('GET', `${getMyReviewCalendar.path}?month=${month}`, user);
      expect(res.statusCode, month).toBe(400);
      expect(res.json(), month).toMatchObject({ message: reviewMessages.monthInvalid });
    }
    expect((await call('GET', `${getMyReviewCalendar.path}?month=2099-12`, user)).statusCode).toBe(200);
  });

  it("refuses an admin filter's day outside 1970-2099", async () => {
    for (const query of ['startDate=0001-01-01', 'endDate=2100-01-01']) {
      const res = await call('GET', `${pathOf(listAdminUserActivities.path, { id: user.userId })}?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ message: requestMessages.dateOutOfRange });
    }
    expect((await call('GET', `${pathOf(listAdminUserActivities.path, { id: user.userId })}?startDate=1970-01-01`, admin)).statusCode).toBe(
      200,
    );
  });
});
