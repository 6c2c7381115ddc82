import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages, exportMyData, completeOAuthSignIn, devSignIn, getOAuthLoginUrl, pathOf, renewSession } from '@gameshelf/contracts';
import type { AppOptions } from '../../src/app.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, testRedisUrl, type TestApp } from '../helper.ts';

type Store = { name: string; options(): Promise<Partial<AppOptions>>; cleanup(): Promise<void> };

const stores: Store[] = [{ name: 'memory', options: async () => ({}), cleanup: async () => {} }];
if (testRedisUrl) {
  const url = testRedisUrl;
  let redis: Redis | undefined;
  stores.push({
    name: 'redis',
    async options() {
      // A key prefix of its own, so parallel runs never share counters.
      redis = new Redis(url, { keyPrefix: `gameshelf-test-${randomBytes(4).toString('hex')}:` });
      return { redis };
    },
    cleanup: async () => {
      redis?.disconnect();
    },
  });
}

describe.each(stores)('sign-in rate limits ($name store)', (store) => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    const shared = await store.options();
    // Two instances over one store: with Redis they share one budget, as a scaled deployment would.
    for (let i = 0; i < 2; i++) {
      apps.push(
        await buildTestApp(engines[0]!, {
          seed: false,
          app: { ...shared, isDevelopment: true, auth: { rateLimits: { loginUrl: 4, refresh: 3, devLogin: 3, callback: 3 } } },
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await store.cleanup();
  });

  it('refresh: over the limit answers 429 with the Korean message and Retry-After', async () => {
    const app = apps[0]!.app;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({ method: 'POST', url: renewSession.path, payload: { refreshToken: 'x' }, remoteAddress: '10.0.0.1' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({ message: commonMessages.tooManyRequests });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client address has its own budget.
    const other = await app.inject({ method: 'POST', url: renewSession.path, payload: { refreshToken: 'x' }, remoteAddress: '10.0.0.2' });
    expect(other.statusCode).toBe(401);
  });

  it('dev-login, login-url and callback are limited too', async () => {
    const app = apps[0]!.app;
    const hit = async (method: 'GET' | 'POST', url: string, payload?: object) =>
      (await app.inject({ method, url, payload, remoteAddress: '10.0.0.3' })).statusCode;
    const dev = [];
    for (let i = 0; i < 4; i++) dev.push(await hit('POST', devSignIn.path, { username: `limited_${i}` }));
    expect(dev).toEqual([200, 200, 200, 429]);
    const login = [];
    for (let i = 0; i < 5; i++) login.push(await hit('GET', pathOf(getOAuthLoginUrl.path, { provider: 'google' })));
    expect(login).toEqual([503, 503, 503, 503, 429]);
    const callback = [];
    for (let i = 0; i < 4; i++) callback.push(await hit('GET', pathOf(completeOAuthSignIn.path, { provider: 'google' })));
    expect(callback).toEqual([302, 302, 302, 429]);
  });

  it(`counters are ${store.name === 'redis' ? 'shared' : 'per instance'} across two app instances`, async () => {
    const [a, b] = apps.map((x) => x.app);
    const call = (app: typeof a) =>
      app!.inject({ method: 'POST', url: renewSession.path, payload: { refreshToken: 'x' }, remoteAddress: '10.0.0.9' });
    for (let i = 0; i < 3; i++) expect((await call(a)).statusCode).toBe(401);
    expect((await call(b)).statusCode).toBe(store.name === 'redis' ? 429 : 401);
  });
});

describe('whose budget a request spends', () => {
  it('gives each signed-in user a budget of their own, whatever address they share', async () => {
    const t = await buildTestApp(engines[0]!, { seed: false, app: { isDevelopment: true } });
    try {
      const [first, second] = [await devLogin(t.app, 'budget_one'), await devLogin(t.app, 'budget_two')];
      // The data export allows 10 an hour.
      const exportAs = (token: string) =>
        t.app.inject({ method: 'GET', url: exportMyData.path, headers: bearer(token), remoteAddress: '10.0.0.50' });
      for (let i = 0; i < 10; i++) expect((await exportAs(first.accessToken)).statusCode).toBe(200);
      const refused = await exportAs(first.accessToken);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: commonMessages.tooManyRequests });
      expect((await exportAs(second.accessToken)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("keys guests on the address a trusted proxy names, and only a trusted one's", async () => {
    const build = (trustProxy: AppOptions['trustProxy']) =>
      buildTestApp(engines[0]!, { seed: false, app: { trustProxy, auth: { rateLimits: { refresh: 2 } } } });
    const refresh = (t: TestApp, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: renewSession.path,
        payload: { refreshToken: 'x' },
        remoteAddress: '10.1.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const trusting = await build(['10.1.0.1']);
    const doubting = await build(false);
    try {
      // Behind the trusted balancer, two clients have two budgets.
      for (let i = 0; i < 2; i++) expect((await refresh(trusting, '203.0.113.7')).statusCode).toBe(401);
      expect((await refresh(trusting, '203.0.113.7')).statusCode).toBe(429);
      expect((await refresh(trusting, '203.0.113.8')).statusCode).toBe(401);
      // Without trust, a forged header changes nothing: one address, one budget.
      for (let i = 0; i < 2; i++) expect((await refresh(doubting, `198.51.100.${i}`)).statusCode).toBe(401);
      expect((await refresh(doubting, '198.51.100.9')).statusCode).toBe(429);
    } finally {
      await trusting.close();
      await doubting.close();
    }
  });
});
