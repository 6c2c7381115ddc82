import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  AuthProvidersSchema,
  ErrorBodySchema,
  LoginDataSchema,
  LoginUrlSchema,
  OAUTH_PROVIDERS,
  UserInfoSchema,
  accountMessages,
  devSignIn,
  getOAuthLoginUrl,
  getSignedInUser,
  listAuthProviders,
  pathOf,
  renewSession,
} from '@gameshelf/contracts';
import { authHandlers, mockProviderLoginUrl } from './auth.ts';
import { makeAccessToken, makeLoginData, makeUserInfo, newUserInfo } from '../fixtures/users.ts';

const BASE = 'http://localhost';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const call = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${BASE}${path}`, init);
  return { status: response.status, body: (await response.json()) as unknown };
};
const bearer = { headers: { Authorization: `Bearer ${makeAccessToken()}` } };
const refreshBody = (refreshToken: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ refreshToken }),
});

describe('fixtures', () => {
  it('are contract users and login data', () => {
    UserInfoSchema.parse(makeUserInfo());
    expect(UserInfoSchema.parse(newUserInfo)).toMatchObject({ displayName: null, profileCompleted: false });
    LoginDataSchema.parse(makeLoginData());
  });

  it('makes tokens whose exp the client can read', () => {
    const token = makeAccessToken({ nowSeconds: 1000, expiresInSeconds: -60, userId: 7 });
    const payload = token.split('.')[1]!.replaceAll('-', '+').replaceAll('_', '/');
    expect(JSON.parse(atob(payload))).toMatchObject({ sub: '7', exp: 940 });
  });
});

const devLoginBody = (username: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username }),
});

describe('providers', () => {
  it.each([
    ['providersAll', { google: true, kakao: true, discord: true }, false],
    ['providersDiscordUnavailable', { google: true, kakao: true, discord: false }, false],
    ['providersNone', { google: false, kakao: false, discord: false }, false],
    ['providersDevelopment', { google: false, kakao: false, discord: false }, true],
    ['providersAllWithDevLogin', { google: true, kakao: true, discord: true }, true],
  ] as const)('%s answers the contract shape', async (group, providers, devLoginEnabled) => {
    server.use(...authHandlers[group]);
    const { status, body } = await call(listAuthProviders.path);
    expect(status).toBe(200);
    expect(AuthProvidersSchema.parse(body)).toEqual({ providers, devLoginEnabled });
  });

  it('providersFails answers 500', async () => {
    server.use(...authHandlers.providersFails);
    expect((await call(listAuthProviders.path)).status).toBe(500);
  });
});

describe('dev-login', () => {
  it('signs in as the username sent, a new user by default', async () => {
    server.use(...authHandlers.devLoginNewUser);
    const { status, body } = await call(devSignIn.path, devLoginBody('  tester_1  '));
    expect(status).toBe(200);
    expect(LoginDataSchema.parse(body)).toMatchObject({
      profileCompleted: false,
      userInfo: { username: 'tester_1', profileCompleted: false },
    });
    server.use(...authHandlers.devLoginExistingUser);
    expect(LoginDataSchema.parse((await call(devSignIn.path, devLoginBody('player_one'))).body).profileCompleted).toBe(true);
  });

  it('refuses an invalid username like the server', async () => {
    server.use(...authHandlers.devLoginNewUser);
    const { status, body } = await call(devSignIn.path, devLoginBody('한글'));
    expect(status).toBe(400);
    expect(ErrorBodySchema.parse(body)).toEqual({ message: accountMessages.devUsernameCharacters, field: 'username' });
  });

  it('devLoginOnlyInDevelopment answers 400 with the contract message', async () => {
    server.use(...authHandlers.devLoginOnlyInDevelopment);
    const { status, body } = await call(devSignIn.path, devLoginBody('tester'));
    expect(status).toBe(400);
    expect(ErrorBodySchema.parse(body)).toEqual({ message: accountMessages.devLoginOnlyInDevelopment });
  });
});

describe('login-url', () => {
  it('answers each provider its authorize address', async () => {
    server.use(...authHandlers.loginUrlOk);
    for (const provider of OAUTH_PROVIDERS) {
      const { status, body } = await call(pathOf(getOAuthLoginUrl.path, { provider }));
      expect(status).toBe(200);
      expect(LoginUrlSchema.parse(body).loginUrl).toBe(mockProviderLoginUrl(provider));
    }
    expect((await call(pathOf(getOAuthLoginUrl.path, { provider: 'naver' }))).status).toBe(404);
  });

  it('answers 503 with the server message for an unavailable provider only', async () => {
    server.use(...authHandlers.loginUrlDiscordUnavailable);
    const discord = await call(pathOf(getOAuthLoginUrl.path, { provider: 'discord' }));
    expect(discord.status).toBe(503);
    expect(ErrorBodySchema.parse(discord.body).message).toBe(accountMessages.providerUnavailable('Discord'));
    expect((await call(pathOf(getOAuthLoginUrl.path, { provider: 'google' }))).status).toBe(200);
  });
});

describe('me', () => {
  it('needs a bearer token', async () => {
    server.use(...authHandlers.meOk);
    expect((await call(getSignedInUser.path)).status).toBe(401);
    const { status, body } = await call(getSignedInUser.path, bearer);
    expect(status).toBe(200);
    expect(UserInfoSchema.parse(body)).toEqual(makeUserInfo());
  });

  it('meExpiredOnce refuses the first call only', async () => {
    server.use(...authHandlers.meExpiredOnce);
    expect((await call(getSignedInUser.path, bearer)).status).toBe(401);
    expect((await call(getSignedInUser.path, bearer)).status).toBe(200);
  });

  it('meFails answers 401 with the contract message', async () => {
    server.use(...authHandlers.meFails);
    const { status, body } = await call(getSignedInUser.path, bearer);
    expect(status).toBe(401);
    expect(ErrorBodySchema.parse(body).message).toBe(accountMessages.invalidToken);
  });
});

describe('refresh', () => {
  it('answers new login data for a refresh token and 400 without one', async () => {
    server.use(...authHandlers.refreshOk);
    const { status, body } = await call(renewSession.path, refreshBody('refresh-token-1'));
    expect(status).toBe(200);
    LoginDataSchema.parse(body);
    expect((await call(renewSession.path, refreshBody(''))).status).toBe(400);
  });

  it('refreshFails answers 401', async () => {
    server.use(...authHandlers.refreshFails);
    const { status, body } = await call(renewSession.path, refreshBody('refresh-token-1'));
    expect(status).toBe(401);
    expect(ErrorBodySchema.parse(body).message).toBe(accountMessages.refreshTokenInvalid);
  });
});
