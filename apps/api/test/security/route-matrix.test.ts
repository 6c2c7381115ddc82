import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, webRoutes, type LoginData, completeSteamLink } from '@gameshelf/contracts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';
import { shapeKeys } from './malformed-requests.ts';
import { fillPath, ROUTE_MATRIX, WEB_BUILD_FILE } from './route-matrix.ts';
import { writeWebBuild } from './web-build.ts';

const HANGUL = /[\uac00-\ud7a3]/;

/** Ends the caller's session: called last, so the routes after it still see a signed-in caller. */
const LOGOUT = 'POST /api/auth/logout';

/** The matrix's routes, logout last. */
const routesInOrder = (): string[] => [...Object.keys(ROUTE_MATRIX).filter((key) => key !== LOGOUT), LOGOUT];

const PUBLIC_URL = 'https://gameshelf.example';
const webBuild = writeWebBuild();

/** A path of the route with every parameter filled in (ids that exist nowhere, a word for names). */
const concrete = (url: string): string =>
  url === WEB_BUILD_FILE.slice(4) ? '/assets/index-abc123.js' : fillPath(url, { id: '987654', name: 'nobody' });

/** The matrix row of an inventory route: a file of the web build has one row for all of them. */
const rowOf = ({ method, url }: { method: string; url: string }): string =>
  method === 'GET' && webBuild.fileUrls.includes(url) ? WEB_BUILD_FILE : `${method} ${url}`;

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
    // Every option that mounts routes of its own: the web build, maintenance.json (no file: not on).
    const maintenanceFile = path.join(mkdtempSync(path.join(tmpdir(), 'gameshelf-matrix-')), 'maintenance.json');
    t = await buildTestApp(engines[0]!, {
      seed: false,
      app: {
        isDevelopment: true,
        adminUsernames: ['matrix_admin'],
        webDistDir: webBuild.dir,
        maintenance: { file: maintenanceFile },
        auth: { publicUrl: PUBLIC_URL },
      },
    });
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
    const routes = t.app.routeInventory.map((r) => `${r.method} ${r.url}`);
    expect(new Set(routes).size).toBe(routes.length);
    const buildFiles = t.app.routeInventory.filter((r) => rowOf(r) === WEB_BUILD_FILE).map((r) => r.url);
    expect(buildFiles.sort()).toEqual([...webBuild.fileUrls].sort());
    const rows = new Set(t.app.routeInventory.map(rowOf));
    expect([...rows].sort()).toEqual(Object.keys(ROUTE_MATRIX).sort());
  });

  it("matches each route's declared access", () => {
    for (const route of t.app.routeInventory) {
      expect(route.auth ?? 'public', `${route.method} ${route.url}`).toBe(ROUTE_MATRIX[rowOf(route)]);
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

  /** Every page of the web app, the build's index.html by name, and a path no route knows. */
  const htmlPages = (): string[] => [
    ...Object.values(webRoutes).map(({ path }) => fillPath(path.replace(/:date\b/, '2026-11-26'), { id: '1', name: 'someone' })),
    '/index.html',
    '/no/such/page',
    `/game/1?q=${encodeURIComponent('<script>alert(1)</script>')}`,
  ];

  const expectHardenedHtml = (where: string, res: Awaited<ReturnType<typeof call>>) => {
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp, `${directive} on ${where}`).toContain(directive);
    }
    expect(csp, where).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    expect(csp, where).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options'], where).toBe('nosniff');
    expect(res.headers['x-frame-options'], where).toBe('DENY');
    expect(res.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy'], where).toBe('same-origin');
    expect(res.headers['strict-transport-security'], where).toMatch(/max-age=\d+/);
    expect(res.headers['cache-control'], where).toBe('no-cache');
  };

  it('sends the CSP and the hardening headers with every HTML answer', async () => {
    let htmlAnswers = 0;
    for (const token of [undefined, user.accessToken]) {
      for (const url of htmlPages()) {
        const res = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : undefined });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expectHardenedHtml(url, res);
        htmlAnswers += 1;
      }
      // Any route of the inventory that answers HTML is held to the same headers.
      for (const key of Object.keys(ROUTE_MATRIX).filter((k) => k.startsWith('GET '))) {
        const res = await call(key, token);
        if (/^text\/html/.test(String(res.headers['content-type']))) {
          expectHardenedHtml(key, res);
          htmlAnswers += 1;
        }
      }
    }
    expect(htmlAnswers).toBeGreaterThanOrEqual(2 * htmlPages().length);
  });

  it('redirects only to its own origin, whatever the query and the Host header say', async () => {
    const elsewhere = ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', 'https:evil.example'];
    const redirects = new Set<string>();
    for (const key of Object.keys(ROUTE_MATRIX).filter((k) => k.startsWith('GET ') && k !== LOGOUT)) {
      const route = t.app.routeInventory.find((r) => rowOf(r) === key)!;
      for (const target of elsewhere) {
        const keys = [...shapeKeys(route.schema.querystring), 'redirect', 'redirect_uri', 'returnTo', 'return_to', 'next', 'url'];
        const query = new URLSearchParams(keys.map((name): [string, string] => [name, target])).toString();
        for (const token of [undefined, user.accessToken]) {
          const res = await t.app.inject({
            method: 'GET',
            url: `${concrete(route.url.replace(':provider', 'kakao'))}?${query}`,
            headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', ...(token ? bearer(token) : {}) },
          });
          if (res.statusCode < 300 || res.statusCode >= 400) continue;
          redirects.add(key);
          const location = String(res.headers.location);
          expect(new URL(location, PUBLIC_URL).origin, `${key} -> ${location}`).toBe(PUBLIC_URL);
          expect(location, key).toMatch(new RegExp(`^(${PUBLIC_URL.replace(/\./g, '\\.')})?/(?![/\\\\])`));
        }
      }
    }
    // The OAuth callbacks and Steam's return leave through redirects: the check above saw them.
    expect([...redirects].sort()).toEqual(
      ['GET /api/auth/:provider/callback', `${completeSteamLink.method} ${completeSteamLink.path}`].sort(),
    );
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
