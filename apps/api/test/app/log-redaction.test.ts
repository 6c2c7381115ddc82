import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GogAuthUrlSchema,
  LoginUrlSchema,
  SteamAuthUrlSchema,
  type LoginData,
  completeOAuthSignIn,
  getOAuthLoginUrl,
  getSignedInUser,
  pathOf,
  redeemLoginCode,
  renewSession,
  validateToken,
  connectGog,
  getGogAuthUrl,
  getSteamLoginUrl,
  getGame,
} from '@gameshelf/contracts';
import { startFakeGog, type FakeGog } from '@gameshelf/test-fakes/gog-server';
import { startFakeOAuthProvider, type FakeOAuthProvider } from '@gameshelf/test-fakes/oauth-provider';
import { startFakeSteam, type FakeSteam } from '@gameshelf/test-fakes/steam-server';
import { bearer, devLogin, TEST_JWT_SECRET } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';
import { redactLogLine, REDACTED } from '../../src/shared/log-redaction.ts';

const PUBLIC_URL = 'http://app.test';
const STEAM_ID = '76561198000000301';
const GOG_ID = '48628349957132301';

/** Values shaped like secrets: JWTs and long random runs (what the shape rule must never let through). */
const JWT_LIKE = /eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/;
const RANDOM_RUNS = /[A-Za-z0-9_-]{32,}/g;
const looksRandom = (run: string) => /^[0-9a-f]+$/i.test(run) || (/[a-z]/.test(run) && /[A-Z]/.test(run) && /\d/.test(run));

describe('redactLogLine', () => {
  it('masks secret query parameters by name, whatever their shape', () => {
    const line = JSON.stringify({
      req: {
        url: `${pathOf(completeOAuthSignIn.path, { provider: 'google' })}?code=abc&state=xyz&scope=email&openid.sig=s1%2Bg&openid.assoc_handle=h&client_secret=c&apiKey=k`,
      },
    });
    const redacted = redactLogLine(line);
    for (const value of ['code=abc', 'state=xyz', 'sig=s1%2Bg', 'handle=h', 'secret=c', 'apiKey=k']) expect(redacted).not.toContain(value);
    expect(redacted).toContain('scope=email');
    expect(redacted).toContain(`code=${REDACTED}`);
  });

  it('masks secret fields by name, credentials after an auth scheme, JWTs and long random runs by shape', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const opaque = 'Qm9yZWQtcmFuZG9tLXRva2VuLXZhbHVlLTEyMzQ1Njc4OQ';
    const line = JSON.stringify({
      headers: { authorization: 'Bearer short', cookie: 'gs=1', 'set-cookie': 'a=b' },
      err: { code: 'ECONNREFUSED', message: `failed at /x/${opaque} with ${jwt} (Basic dXNlcjpwYXNz)` },
      msg: 'done',
    });
    const redacted = redactLogLine(line);
    for (const value of ['short', 'gs=1', 'a=b', opaque, jwt, 'dXNlcjpwYXNz']) expect(redacted).not.toContain(value);
    expect(redacted).toContain('ECONNREFUSED');
    expect(JSON.parse(redacted)).toMatchObject({ msg: 'done' });
  });

  it('leaves slugs, paths and words readable', () => {
    const line = JSON.stringify({
      req: { url: `${pathOf(getGame.path, { id: 'the-legend-of-zelda-breath-of-the-wild-2' })}?keyword=zelda` },
    });
    expect(redactLogLine(line)).toBe(line);
  });
});

describe.each(engines)('what the server logs, on $name', (engine) => {
  const lines: string[] = [];
  /** Every secret value the flows below handled; none may appear in any line. */
  const secrets = new Set<string>();
  let oauth: FakeOAuthProvider;
  let steam: FakeSteam;
  let gog: FakeGog;
  let t: TestApp;
  let user: LoginData;

  const remember = (...values: Array<string | null | undefined>) => {
    for (const value of values) if (value && value.length >= 6) secrets.add(value);
  };
  const rememberQuery = (url: URL, except: string[] = []) => {
    for (const [name, value] of url.searchParams) if (!except.includes(name)) remember(value);
  };

  beforeAll(async () => {
    oauth = await startFakeOAuthProvider('google');
    steam = await startFakeSteam();
    steam.addAccount({ steamId: STEAM_ID, personaName: '로그' });
    gog = await startFakeGog();
    gog.addAccount({ userId: GOG_ID, username: 'log_gog', products: [] });
    t = await buildTestApp(engine, {
      seed: false,
      app: {
        isDevelopment: true,
        logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } },
        auth: {
          jwtSecret: TEST_JWT_SECRET,
          publicUrl: PUBLIC_URL,
          rateLimits: { devLogin: 1000 },
          oauth: {
            google: {
              clientId: oauth.clientId,
              clientSecret: oauth.clientSecret,
              authorizationUrl: oauth.endpoints.authorizationUrl,
              tokenUrl: oauth.endpoints.tokenUrl,
              userInfoUrl: oauth.endpoints.userInfoUrl,
            },
          },
        },
        steam: { apiKey: steam.apiKey, apiUrl: steam.apiUrl, openIdUrl: steam.openIdUrl, retryBaseDelayMs: 1 },
        gog: { authUrl: gog.authUrl, embedUrl: gog.embedUrl, retryBaseDelayMs: 1, tokenKey: 'test-gog-token-key-0123456789-0123456789' },
      },
    });
    remember(oauth.clientSecret, steam.apiKey, TEST_JWT_SECRET);
    user = await devLogin(t.app, 'log_user');
    remember(user.accessToken, user.refreshToken);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([oauth.close(), steam.close(), gog.close()]);
  });

  it('OAuth sign-in: the provider code and state, and the tokens the browser receives, stay out', async () => {
    oauth.setAccount({ id: '4401', name: 'log', email: 'log@example.com', emailVerified: true });
    const start = await t.app.inject({ method: 'GET', url: pathOf(getOAuthLoginUrl.path, { provider: 'google' }) });
    const cookie = start.cookies.find((c) => c.name === 'gs_oauth_google')!;
    const back = new URL(await oauth.approve(LoginUrlSchema.parse(start.json()).loginUrl));
    rememberQuery(back);
    const callback = await t.app.inject({ method: 'GET', url: back.pathname + back.search, cookies: { [cookie.name]: cookie.value } });
    expect(callback.statusCode).toBe(302);
    const landing = new URL(callback.headers.location!);
    rememberQuery(landing);
    // The browser then opens the web callback page on this same server, which trades the code.
    await t.app.inject({ method: 'GET', url: landing.pathname + landing.search });
    const exchanged = await t.app.inject({
      method: 'POST',
      url: redeemLoginCode.path,
      payload: { code: landing.searchParams.get('code') },
    });
    expect(exchanged.statusCode).toBe(200);
    const login = exchanged.json<LoginData>();
    remember(login.accessToken, login.refreshToken);
    expect(secrets.size).toBeGreaterThan(5);
  });

  it('token validation by query and by header, and refresh', async () => {
    await t.app.inject({ method: 'GET', url: `${validateToken.path}?token=${encodeURIComponent(user.accessToken)}` });
    await t.app.inject({ method: 'GET', url: validateToken.path, headers: bearer(user.accessToken) });
    const refreshed = await t.app.inject({ method: 'POST', url: renewSession.path, payload: { refreshToken: user.refreshToken } });
    const next = refreshed.json<LoginData>();
    remember(next.accessToken, next.refreshToken);
    // A refused token with an error answer, and a path carrying a token-shaped segment.
    await t.app.inject({ method: 'GET', url: getSignedInUser.path, headers: bearer(`${user.accessToken}x`) });
    await t.app.inject({ method: 'GET', url: `/api/nothing/${next.refreshToken}` });
  });

  it('Steam OpenID return and GOG connect', async () => {
    const steamStart = await t.app.inject({ method: 'GET', url: getSteamLoginUrl.path, headers: bearer(user.accessToken) });
    const steamBack = new URL(await steam.signIn(SteamAuthUrlSchema.parse(steamStart.json()).authUrl, STEAM_ID));
    rememberQuery(steamBack, [
      'openid.mode',
      'openid.ns',
      'openid.op_endpoint',
      'openid.claimed_id',
      'openid.identity',
      'openid.return_to',
      'openid.signed',
    ]);
    expect((await t.app.inject({ method: 'GET', url: steamBack.pathname + steamBack.search })).statusCode).toBe(302);

    const gogStart = await t.app.inject({ method: 'GET', url: getGogAuthUrl.path, headers: bearer(user.accessToken) });
    const gogLanding = await gog.signIn(GogAuthUrlSchema.parse(gogStart.json()).authUrl, GOG_ID);
    rememberQuery(new URL(gogLanding), ['origin']);
    // Pasted as a query too, as a careless client might.
    await t.app.inject({
      method: 'POST',
      url: `${connectGog.path}?urlOrCode=${encodeURIComponent(gogLanding)}`,
      headers: bearer(user.accessToken),
      payload: { urlOrCode: gogLanding },
    });
  });

  it('no line holds a secret value, a JWT or a long random run', () => {
    const output = lines.join('');
    expect(output).toContain('incoming request');
    for (const secret of secrets) {
      expect(output, `a logged secret: ${secret.slice(0, 6)}…`).not.toContain(secret);
      expect(output).not.toContain(encodeURIComponent(secret));
    }
    expect(output).not.toMatch(JWT_LIKE);
    expect((output.match(RANDOM_RUNS) ?? []).filter(looksRandom)).toEqual([]);
  });
});
