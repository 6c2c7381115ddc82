import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LoginDataSchema,
  UserInfoSchema,
  accountMessages,
  devSignIn,
  getOwnProfile,
  getSignedInUser,
  postProfileImage,
  renewSession,
  signOut,
  updateAccountSettings,
  validateToken,
} from '@gameshelf/contracts';
import { bearer, devLogin, TEST_JWT_SECRET } from '../auth-helpers.ts';
import { createUsersRepository } from '../../src/modules/accounts/users-repository.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('sessions on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { seed: false, app: { isDevelopment: true, auth: { jwtSecret: TEST_JWT_SECRET } } });
  });
  afterAll(() => t.close());

  it('dev login creates the user once and answers login data with a 3600 s JWT', async () => {
    const first = await devLogin(t.app, 'tester_one');
    const again = await devLogin(t.app, 'tester_one');
    expect(again.userId).toBe(first.userId);
    expect(first).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600, profileCompleted: false });
    expect(first.userInfo).toMatchObject({ username: 'tester_one', displayName: null, role: 'user' });
    const [, payload] = first.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number; iat: number; sub: string };
    expect(claims.exp - claims.iat).toBe(3600);
    expect(claims.sub).toBe(String(first.userId));
    expect(first.refreshToken).not.toContain('.');
  });

  it.each([
    ['x', accountMessages.devUsernameTooShort],
    ['테스터', accountMessages.devUsernameCharacters],
    ['   ', accountMessages.devUsernameRequired],
  ])('dev login refuses the username %j with a Korean message for the form', async (username, message) => {
    const res = await t.app.inject({ method: 'POST', url: devSignIn.path, payload: { username } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field: 'username' });
  });

  it('me answers the signed-in user', async () => {
    const login = await devLogin(t.app, 'tester_me');
    const res = await t.app.inject({ method: 'GET', url: getSignedInUser.path, headers: bearer(login.accessToken) });
    expect(res.statusCode).toBe(200);
    expect(UserInfoSchema.parse(res.json())).toMatchObject({ id: login.userId, username: 'tester_me' });
  });

  it('refresh rotates: new tokens work, the spent refresh token is refused', async () => {
    const login = await devLogin(t.app, 'tester_rotate');
    const res = await t.app.inject({ method: 'POST', url: renewSession.path, payload: { refreshToken: login.refreshToken } });
    expect(res.statusCode).toBe(200);
    const next = LoginDataSchema.parse(res.json());
    expect(next.refreshToken).not.toBe(login.refreshToken);
    expect(next.userId).toBe(login.userId);
    const me = await t.app.inject({ method: 'GET', url: getSignedInUser.path, headers: bearer(next.accessToken) });
    expect(me.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: renewSession.path, payload: { refreshToken: next.refreshToken } });
    expect(again.statusCode).toBe(200);
  });

  it('reuse of a rotated refresh token revokes the whole family', async () => {
    const login = await devLogin(t.app, 'tester_reuse');
    const rotated = LoginDataSchema.parse(
      (await t.app.inject({ method: 'POST', url: renewSession.path, payload: { refreshToken: login.refreshToken } })).json(),
    );
    // A thief replays the first token...
    const replay = await t.app.inject({ method: 'POST', url: renewSession.path, payload: { refreshToken: login.refreshToken } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: accountMessages.refreshTokenInvalid });
    // ...and the legitimate successor and its access token die with the family.
    const successor = await t.app.inject({ method: 'POST', url: renewSession.path, payload: { refreshToken: rotated.refreshToken } });
    expect(successor.statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: getSignedInUser.path, headers: bearer(rotated.accessToken) });
    expect(me.statusCode).toBe(401);
    // Another session of the same user is untouched.
    const other = await devLogin(t.app, 'tester_reuse');
    expect((await t.app.inject({ method: 'GET', url: getSignedInUser.path, headers: bearer(other.accessToken) })).statusCode).toBe(200);
  });

  it('concurrent uses of one refresh token: exactly one succeeds', async () => {
    const login = await devLogin(t.app, 'tester_race');
    const results = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'POST', url: renewSession.path, payload: { refreshToken: login.refreshToken } })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('an unknown or malformed refresh token is a 401 or a 400', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: renewSession.path, payload: { refreshToken: 'nope' } });
    expect(unknown.statusCode).toBe(401);
    const empty = await t.app.inject({ method: 'POST', url: renewSession.path, payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('logout revokes the session: the access and refresh tokens stop working', async () => {
    const login = await devLogin(t.app, 'tester_logout');
    const out = await t.app.inject({ method: 'POST', url: signOut.path, headers: bearer(login.accessToken) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: accountMessages.loggedOut });
    const me = await t.app.inject({ method: 'GET', url: getSignedInUser.path, headers: bearer(login.accessToken) });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: accountMessages.invalidToken });
    const refresh = await t.app.inject({ method: 'POST', url: renewSession.path, payload: { refreshToken: login.refreshToken } });
    expect(refresh.statusCode).toBe(401);
  });

  it('an expired access token is a 401 saying so, with WWW-Authenticate', async () => {
    const login = await devLogin(t.app, 'tester_expired');
    const [, payload] = login.accessToken.split('.');
    const { sid } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string };
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ sid, role: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(login.userId))
      .setIssuer('gameshelf')
      .setAudience('gameshelf-api')
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await t.app.inject({ method: 'GET', url: getSignedInUser.path, headers: bearer(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: accountMessages.authExpired });
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('a token signed with another key is refused', async () => {
    const forged = await new SignJWT({ sid: 'x', role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('gameshelf')
      .setAudience('gameshelf-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const res = await t.app.inject({ method: 'GET', url: getSignedInUser.path, headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: accountMessages.invalidToken });
  });

  it('validate answers valid for a live token and not after logout', async () => {
    const login = await devLogin(t.app, 'tester_validate');
    const byHeader = await t.app.inject({ method: 'GET', url: validateToken.path, headers: bearer(login.accessToken) });
    expect(byHeader.json()).toEqual({ valid: true });
    const byQuery = await t.app.inject({ method: 'GET', url: `${validateToken.path}?token=${login.accessToken}` });
    expect(byQuery.json()).toEqual({ valid: true });
    await t.app.inject({ method: 'POST', url: signOut.path, headers: bearer(login.accessToken) });
    const after = await t.app.inject({ method: 'GET', url: `${validateToken.path}?token=${login.accessToken}` });
    expect(after.json()).toEqual({ valid: false });
    expect((await t.app.inject({ method: 'GET', url: validateToken.path })).json()).toEqual({ valid: false });
  });

  it('every route that needs a user refuses a guest with 401 and a Korean message', async () => {
    const routes = t.app.protectedRoutes;
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        `GET ${getSignedInUser.path}`,
        `POST ${signOut.path}`,
        `GET ${getOwnProfile.path}`,
        `PUT ${getOwnProfile.path}`,
        `PATCH ${updateAccountSettings.path}`,
        `POST ${postProfileImage.path}`,
      ]),
    );
    for (const route of routes) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '1');
      const res = await t.app.inject({ method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json(), `${route.method} ${route.url}`).toEqual({ message: accountMessages.loginRequired });
    }
  });
});

describe('dev login outside development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engines[0]!, { seed: false, app: { isDevelopment: false } });
  });
  afterAll(() => t.close());

  it('answers 400 and creates nobody', async () => {
    const res = await t.app.inject({ method: 'POST', url: devSignIn.path, payload: { username: 'intruder' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: accountMessages.devLoginOnlyInDevelopment });
    expect(await createUsersRepository(t.database.db).findByUsername('intruder')).toBeUndefined();
  });
});
