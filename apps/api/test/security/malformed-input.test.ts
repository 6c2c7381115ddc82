import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReview, mapGogGame, pathOf, type LoginData, addWishlistGame, getGame } from '@gameshelf/contracts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';
import { isMalformed, isZod, nastyString, nastyValue, requestArbitrary, shapeKeys, takesInput, takesString } from './malformed-requests.ts';
import { databaseFingerprint } from './database-fingerprint.ts';

const HANGUL = /[\uac00-\ud7a3]/;

/** Generated requests over all routes in one run (issue 21 asks for at least 10,000). */
const TOTAL_REQUESTS = 10_500;

/**
 * Property-based malformed input for every route (issue 21): wrong types, missing and extra fields,
 * huge and empty strings, control characters, lone surrogates, NUL, RTL marks, emoji, odd numbers,
 * malformed JSON, wrong content types, duplicated query keys and oversize bodies. Only requests
 * that are malformed are sent, so each must be refused with a 4xx carrying a Korean message, and
 * the database must be exactly as before (no row count or content changed) after each route's run.
 */
describe('malformed input', () => {
  let t: TestApp;
  let user: LoginData;
  let admin: LoginData;
  let idCaller: LoginData;
  let sent = 0;
  beforeAll(async () => {
    t = await buildTestApp(engines[0]!, { app: { isDevelopment: true, adminUsernames: ['fuzz_admin'] } });
    user = await devLogin(t.app, 'fuzz_user');
    admin = await devLogin(t.app, 'fuzz_admin');
    idCaller = await devLogin(t.app, 'fuzz_ids');
  });
  afterAll(() => t.close());

  it('refuses every generated malformed request with a Korean 4xx and writes nothing', async () => {
    const routes = t.app.routeInventory;
    const perRoute = Math.ceil(TOTAL_REQUESTS / routes.length);
    for (const route of routes) {
      const token = route.auth === 'admin' ? admin.accessToken : route.auth === 'user' ? user.accessToken : undefined;
      const before = await databaseFingerprint(t.database.db);
      const hasBodySchema = isZod(route.schema.body);
      const malformedOnly = takesInput(route);
      const requests = requestArbitrary(route, { hasBodySchema });
      await fc.assert(
        fc.asyncProperty(malformedOnly ? requests.filter((request) => isMalformed(route, request)) : requests, async (request) => {
          sent += 1;
          const res = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: {
              ...(token ? bearer(token) : {}),
              ...(request.body.kind === 'none' ? {} : { 'content-type': request.body.contentType }),
            },
            payload: request.body.kind === 'none' ? undefined : request.body.text,
          });
          const where = `${route.method} ${route.url} <- ${request.url.slice(0, 200)} ${request.body.kind}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          // Hostile query text on a route that reads none is ignored; anything else is refused.
          if (!malformedOnly && res.statusCode < 400) return;
          expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
          expect(res.headers['content-type'], where).toMatch(/application\/json/);
          expect(res.json<{ message?: unknown }>().message, where).toMatch(HANGUL);
        }),
        { numRuns: perRoute },
      );
      expect(await databaseFingerprint(t.database.db), `${route.method} ${route.url} changed the database`).toEqual(before);
    }
    expect(sent).toBeGreaterThanOrEqual(10_000);
  }, 600_000);

  it('never answers 5xx to well-formed requests carrying hostile text', async () => {
    // Strings the schemas may accept (NUL, lone surrogates, RTL marks, emoji, control characters)
    // in every field of every body route: stored or refused, never a server error.
    const routes = t.app.routeInventory.filter((route) => route.method !== 'GET' && isZod(route.schema.body));
    for (const route of routes) {
      const token = route.auth === 'admin' ? admin.accessToken : route.auth === 'user' ? user.accessToken : undefined;
      const keys = shapeKeys(route.schema.body);
      const fields = Object.fromEntries(keys.map((key) => [key, takesString(route.schema.body, key) ? nastyString() : nastyValue()]));
      await fc.assert(
        fc.asyncProperty(fc.record(fields, { requiredKeys: [] }), async (body) => {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: route.url.replace(/:([a-zA-Z]+)/g, '1'),
            headers: token ? bearer(token) : {},
            payload: body,
          });
          const where = `${route.method} ${route.url} <- ${JSON.stringify(body).slice(0, 200)}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json<{ message?: unknown }>().message, where).toMatch(HANGUL);
        }),
        { numRuns: 80 },
      );
    }
  }, 600_000);

  it('refuses ids no table can hold, in paths and bodies (a past 500: PostgreSQL integer overflow)', async () => {
    const huge = 9_007_199_254_740_991;
    for (const [method, url, body] of [
      ['GET', pathOf(getGame.path, { id: huge }), undefined],
      ['GET', pathOf(getGame.path, { id: 2_147_483_648 }), undefined],
      ['POST', pathOf(mapGogGame.path, { id: 1 }), { gameId: huge }],
      ['POST', addWishlistGame.path, { gameId: 2_147_483_648 }],
      ['POST', createReview.path, { gameId: huge, rating: 5, content: '좋아요' }],
    ] as const) {
      // A user of its own: the generated requests above may have spent the other's rate-limit budgets.
      const res = await t.app.inject({ method, url, headers: bearer(idCaller.accessToken), payload: body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(HANGUL);
    }
  });
});
