import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNotice, pathOf } from '@gameshelf/contracts';
import type { LoginData } from '@gameshelf/contracts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const HANGUL = /[가-힣]/;

/**
 * Ids in paths are written one way only: decimal digits without a leading zero, within PostgreSQL's
 * `integer`. Number() would read each of these as an id (or the router would hand it on decoded).
 */
const NOT_IDS = ['0x1', '1e1', '%201', '1%20', '%2B1', '+1', '01', '1.0', '1.', '.1', '0b1', '0o1', '1_0', '-1', '0', '2147483648', '١'];

describe('path ids are strict decimals on every route', () => {
  let t: TestApp;
  let admin: LoginData;
  beforeAll(async () => {
    t = await buildTestApp(engines[0]!, { seed: false, app: { isDevelopment: true, adminUsernames: ['ids_admin'] } });
    admin = await devLogin(t.app, 'ids_admin');
  });
  afterAll(() => t.close());

  it('answers 400 in Korean to every other spelling of a number, for every id parameter', async () => {
    const routes = t.app.routeInventory.filter((r) => /:[a-zA-Z]*[iI]d\b/.test(r.url));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      for (const bad of NOT_IDS) {
        const url = route.url.replace(/:([a-zA-Z]*[iI]d)\b/g, bad).replace(/:[a-zA-Z]+/g, 'google');
        const res = await t.app.inject({ method: route.method as 'GET', url, headers: bearer(admin.accessToken), payload: {} });
        const where = `${route.method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        expect(res.statusCode, where).toBe(400);
        expect(res.json<{ message: string }>().message, where).toMatch(HANGUL);
      }
    }
  });

  it('still takes a plain decimal id', async () => {
    expect((await t.app.inject({ method: 'GET', url: pathOf(getNotice.path, { id: 1 }) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: pathOf(getNotice.path, { id: 2147483647 }) })).statusCode).toBe(404);
  });
});
