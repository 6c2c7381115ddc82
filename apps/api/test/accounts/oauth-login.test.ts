import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthCallbackQuerySchema,
  LoginDataSchema,
  LoginUrlSchema,
  OAUTH_PROVIDERS,
  webPaths,
  type LoginData,
  type OAuthProvider,
  accountMessages,
  completeOAuthSignIn,
  getOAuthLoginUrl,
  getSignedInUser,
  pathOf,
  redeemLoginCode,
} from '@gameshelf/contracts';
import { startFakeOAuthProvider, type FakeOAuthProvider } from '@gameshelf/test-fakes/oauth-provider';
import type { OAuthProviderEnv } from '../../src/config.ts';
import { bearer } from '../auth-helpers.ts';
import { createUsersRepository } from '../../src/modules/accounts/users-repository.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const PUBLIC_URL = 'http://app.test';

function providerEnv(fake: FakeOAuthProvider): OAuthProviderEnv {
  return {
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    authorizationUrl: fake.endpoints.authorizationUrl,
    tokenUrl: fake.endpoints.tokenUrl,
    userInfoUrl: fake.endpoints.userInfoUrl,
  };
}

/** The browser's part: ask for the login URL, consent at the provider, follow the redirect back to our callback. */
async function signIn(t: TestApp, fake: FakeOAuthProvider, provider: OAuthProvider) {
  const start = await t.app.inject({ method: 'GET', url: pathOf(getOAuthLoginUrl.path, { provider }) });
  expect(start.statusCode).toBe(200);
  const { loginUrl } = LoginUrlSchema.parse(start.json());
  const cookie = start.cookies.find((c) => c.name === `gs_oauth_${provider}`);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: pathOf(completeOAuthSignIn.path, { provider }) });
  const back = new URL(await fake.approve(loginUrl));
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}${pathOf(completeOAuthSignIn.path, { provider })}`);
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: { [cookie!.name]: cookie!.value },
  });
  expect(callback.statusCode).toBe(302);
  return { loginUrl: new URL(loginUrl), location: new URL(callback.headers.location!), callbackUrl: back, cookie: cookie! };
}

/** The web callback page's part: trade the one-time code for the login data. */
async function exchange(t: TestApp, code: string): Promise<LoginData> {
  const res = await t.app.inject({ method: 'POST', url: redeemLoginCode.path, payload: { code } });
  expect(res.statusCode, res.body).toBe(200);
  return LoginDataSchema.parse(res.json());
}

describe.each(engines)('OAuth sign-in on $name', (engine) => {
  const fakes = {} as Record<OAuthProvider, FakeOAuthProvider>;
  let t: TestApp;

  beforeAll(async () => {
    for (const provider of OAUTH_PROVIDERS) fakes[provider] = await startFakeOAuthProvider(provider);
    t = await buildTestApp(engine, {
      seed: false,
      app: {
        auth: {
          publicUrl: PUBLIC_URL,
          oauth: { google: providerEnv(fakes.google), kakao: providerEnv(fakes.kakao), discord: providerEnv(fakes.discord) },
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all(Object.values(fakes).map((f) => f.close()));
  });

  it.each(OAUTH_PROVIDERS)(
    '%s: a new user lands on the web callback with a one-time code; signing in again finds the same user',
    async (provider) => {
      const fake = fakes[provider];
      fake.setAccount({
        id: provider === 'discord' ? '80351110224678912' : '3012345678',
        name: `${provider} 사용자`,
        email: `first-${provider}@example.com`,
        emailVerified: true,
      });
      const { location, loginUrl } = await signIn(t, fake, provider);
      expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}${webPaths.authCallback}`);
      // Only a one-time code travels in the address; the page trades it for the login data.
      expect([...location.searchParams.keys()]).toEqual(['code']);
      const login = await exchange(t, AuthCallbackQuerySchema.parse(Object.fromEntries(location.searchParams)).code);
      expect(login.profileCompleted).toBe(false);
      expect(loginUrl.searchParams.get('code_challenge_method')).toBe(provider === 'kakao' ? null : 'S256');

      const me = await t.app.inject({ method: 'GET', url: getSignedInUser.path, headers: bearer(login.accessToken) });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: login.userId, displayName: null, profileCompleted: false });

      const again = await signIn(t, fake, provider);
      expect((await exchange(t, again.location.searchParams.get('code')!)).userId).toBe(login.userId);

      // The client authenticated to the token endpoint the way each provider expects.
      const tokenCall = fake.requests.find((r) => r.method === 'POST' && r.path === new URL(fake.endpoints.tokenUrl).pathname)!;
      if (provider === 'kakao') {
        expect(tokenCall.body).toMatchObject({
          client_id: fake.clientId,
          client_secret: fake.clientSecret,
          grant_type: 'authorization_code',
        });
      } else {
        expect(tokenCall.headers.authorization).toMatch(/^Basic /);
        expect(tokenCall.body?.code_verifier).toBeTruthy();
      }
    },
  );

  it('the same verified e-mail at another provider is sent to account-conflict, not linked', async () => {
    fakes.google.setAccount({ id: '111', name: 'Kim', email: 'shared@example.com', emailVerified: true });
    const first = await signIn(t, fakes.google, 'google');
    expect(first.location.pathname).toBe(webPaths.authCallback);
    fakes.kakao.setAccount({ id: '222', name: '김', email: 'Shared@Example.com', emailVerified: true });
    const second = await signIn(t, fakes.kakao, 'kakao');
    expect(second.location.pathname).toBe(webPaths.accountConflict);
    expect(Object.fromEntries(second.location.searchParams)).toEqual({ provider: 'kakao', existingProvider: 'google' });
    expect(await createUsersRepository(t.database.db).findByIdentity('kakao', '222')).toBeUndefined();
  });

  it('an unverified e-mail never conflicts: a separate account is made without it', async () => {
    fakes.discord.setAccount({ id: '333', name: 'unverified', email: 'shared@example.com', emailVerified: false });
    const result = await signIn(t, fakes.discord, 'discord');
    expect(result.location.pathname).toBe(webPaths.authCallback);
    const user = await createUsersRepository(t.database.db).findByIdentity('discord', '333');
    expect(user?.email).toBeNull();
  });

  it('a cancelled consent, a forged state or a missing state cookie ends on /auth/login?error=oauth2_failure', async () => {
    const failure = `${PUBLIC_URL}${webPaths.login}?error=oauth2_failure`;
    // Cancelled at the provider.
    const start = await t.app.inject({ method: 'GET', url: pathOf(getOAuthLoginUrl.path, { provider: 'google' }) });
    const cookie = start.cookies[0]!;
    fakes.google.denyNext();
    const denied = new URL(await fakes.google.approve(start.json().loginUrl));
    expect(denied.searchParams.get('error')).toBe('access_denied');
    const cancelled = await t.app.inject({
      method: 'GET',
      url: `${denied.pathname}${denied.search}`,
      cookies: { [cookie.name]: cookie.value },
    });
    expect(cancelled.headers.location).toBe(failure);

    // Login CSRF: a valid, unused code and its state, delivered to a browser holding another login's cookie.
    fakes.kakao.setAccount({ id: '444', name: '공격자' });
    const attacker = await t.app.inject({ method: 'GET', url: pathOf(getOAuthLoginUrl.path, { provider: 'kakao' }) });
    const attackerBack = new URL(await fakes.kakao.approve(attacker.json().loginUrl));
    const victim = await t.app.inject({ method: 'GET', url: pathOf(getOAuthLoginUrl.path, { provider: 'kakao' }) });
    const forged = await t.app.inject({
      method: 'GET',
      url: `${attackerBack.pathname}${attackerBack.search}`,
      cookies: { [victim.cookies[0]!.name]: victim.cookies[0]!.value },
    });
    expect(forged.headers.location).toBe(failure);
    // The same code with its own cookie would have worked: the state check is what refused it.
    const genuine = await t.app.inject({
      method: 'GET',
      url: `${attackerBack.pathname}${attackerBack.search}`,
      cookies: { [attacker.cookies[0]!.name]: attacker.cookies[0]!.value },
    });
    expect(new URL(genuine.headers.location!).pathname).toBe(webPaths.authCallback);
    // Replayed with the cookie kept: the provider takes a code once, so the second use signs nobody in.
    const replayed = await t.app.inject({
      method: 'GET',
      url: `${attackerBack.pathname}${attackerBack.search}`,
      cookies: { [attacker.cookies[0]!.name]: attacker.cookies[0]!.value },
    });
    expect(replayed.headers.location).toBe(failure);

    // No cookie at all.
    const noCookie = await t.app.inject({
      method: 'GET',
      url: `${pathOf(completeOAuthSignIn.path, { provider: 'kakao' })}?code=x&state=y`,
    });
    expect(noCookie.headers.location).toBe(failure);
  });

  it('a tampered state cookie is refused', async () => {
    const start = await t.app.inject({ method: 'GET', url: pathOf(getOAuthLoginUrl.path, { provider: 'discord' }) });
    const back = new URL(await fakes.discord.approve(start.json().loginUrl));
    const tampered = JSON.stringify({ state: back.searchParams.get('state'), codeVerifier: 'x'.repeat(43) });
    const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { gs_oauth_discord: tampered } });
    expect(res.headers.location).toBe(`${PUBLIC_URL}${webPaths.login}?error=oauth2_failure`);
  });

  it('a provider failure at the token step ends on oauth2_failure', async () => {
    const first = await signIn(t, fakes.google, 'google');
    // Replaying the same code: the provider refuses it (single use).
    const start = await t.app.inject({ method: 'GET', url: pathOf(getOAuthLoginUrl.path, { provider: 'google' }) });
    const cookie = start.cookies[0]!;
    const replayState = new URL(start.json().loginUrl).searchParams.get('state');
    const res = await t.app.inject({
      method: 'GET',
      url: `${pathOf(completeOAuthSignIn.path, { provider: 'google' })}?code=${first.callbackUrl.searchParams.get('code')}&state=${replayState}`,
      cookies: { [cookie.name]: cookie.value },
    });
    expect(res.headers.location).toBe(`${PUBLIC_URL}${webPaths.login}?error=oauth2_failure`);
  });
});

describe('OAuth without credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engines[0]!, { seed: false });
  });
  afterAll(() => t.close());

  it.each([
    ['google', 'Google'],
    ['kakao', '카카오'],
    ['discord', 'Discord'],
  ] as const)('%s login-url answers 503 with a clear message', async (provider, label) => {
    const res = await t.app.inject({ method: 'GET', url: pathOf(getOAuthLoginUrl.path, { provider }) });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: accountMessages.providerUnavailable(label) });
  });

  it('an unknown provider is a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: pathOf(getOAuthLoginUrl.path, { provider: 'myspace' }) });
    expect(res.statusCode).toBe(400);
  });
});
