import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, type LoginData } from '@gameshelf/contracts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';
import { ROUTE_MATRIX } from './route-matrix.ts';

const HANGUL = /[\uac00-\ud7a3]/;

/** Ends the caller's session: called last, so the routes after it still see a signed-in caller. */
const LOGOUT = 'POST /api/auth/logout';

/** The matrix's routes, logout last. */
const routesInOrder = (): string[] => [...Object.keys(ROUTE_MATRIX).filter((key) => key !== LOGOUT), LOGOUT];

/** A path of the route with every parameter filled in (ids that exist nowhere, a word for names). */
const concrete = (url: string): string =>
  url.replace(/\*$/, 'missing.webp').replace(/:([a-zA-Z]+)/g, (_match, name: string) => (/id$/i.test(name) ? '987654' : 'nobody'));

/**
 * The route inventory of the running app against the route matrix (issue 21's first column set):
 * guests, users and admins, each route called once with an empty body. Every answer is below 500, and
 * every refusal carries a Korean message.
 */
describe('route matrix', () => {
  let t: TestApp;
  let user: LoginData;
  let admin: LoginData;
  beforeAll(async () => {
    t = await buildTestApp(engines[0]!, { seed: false, app: { isDevelopment: true, adminUsernames: ['matrix_admin'] } });
    user = await devLogin(t.app, 'matrix_user');
    admin = await devLogin(t.app, 'matrix_admin');
  });
  afterAll(() => t.close());

  const call = (key: string, token?: string) => {
    const [method, url] = key.split(' ') as [string, string];
    return t.app.inject({
      method: method as 'GET',
      url: concrete(url),
      headers: token ? bearer(token) : undefined,
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
  };

  const expectSane = (key: string, res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
      expect(res.json<{ message?: string }>().message, key).toMatch(HANGUL);
    }
  };

  it('has one row for every route the app registers, and no row without a route', () => {
    const inventory = t.app.routeInventory.map((r) => `${r.method} ${r.url}`);
    expect(new Set(inventory).size).toBe(inventory.length);
    expect([...inventory].sort()).toEqual(Object.keys(ROUTE_MATRIX).sort());
  });

  it("matches each route's declared access", () => {
    for (const route of t.app.routeInventory) {
      expect(route.auth ?? 'public', `${route.method} ${route.url}`).toBe(ROUTE_MATRIX[`${route.method} ${route.url}`]);
    }
  });

  it('refuses guests on user and admin routes, and lets them reach public ones', async () => {
    for (const [key, access] of Object.entries(ROUTE_MATRIX)) {
      const res = await call(key);
      if (access === 'public') {
        expect(res.statusCode, key).not.toBe(401);
        expect(res.statusCode, key).not.toBe(403);
      } else {
        expect(res.statusCode, key).toBe(401);
        expect(res.json(), key).toEqual({ message: accountMessages.loginRequired });
      }
      expectSane(key, res);
    }
  });

  it('refuses users on admin routes and lets them past the door of the others', async () => {
    for (const key of routesInOrder()) {
      const access = ROUTE_MATRIX[key];
      const res = await call(key, user.accessToken);
      if (access === 'admin') {
        expect(res.statusCode, key).toBe(403);
        expect(res.json(), key).toEqual({ message: accountMessages.adminRequired });
      } else expect(res.statusCode, key).not.toBe(401);
      expectSane(key, res);
    }
  });

  it('lets admins past the door of every route', async () => {
    for (const key of routesInOrder()) {
      const res = await call(key, admin.accessToken);
      expect(res.statusCode, key).not.toBe(401);
      expect(res.statusCode, key).not.toBe(403);
      expectSane(key, res);
    }
  });
});
