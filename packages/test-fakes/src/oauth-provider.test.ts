// Drives each fake provider over real HTTP: arctic's OAuth2Client for Google and Discord,
// plain form POSTs for Kakao (the way our server talks to each of them).
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError, generateCodeVerifier, generateState } from 'arctic';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeJwtPayload, startFakeOAuthProvider, type FakeOAuthProvider } from './oauth-provider.ts';
import { s256 } from './oauth-util.ts';

const REDIRECT_URI = 'http://127.0.0.1:5999/api/auth/callback';

async function postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', body: new URLSearchParams(form), headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function getUser(fake: FakeOAuthProvider, accessToken: string) {
  const res = await fetch(fake.endpoints.userInfoUrl, { headers: { authorization: `Bearer ${accessToken}` } });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

const basic = (fake: FakeOAuthProvider, secret = fake.clientSecret) => ({
  authorization: `Basic ${Buffer.from(`${fake.clientId}:${secret}`).toString('base64')}`,
});

/** Authorization URL with PKCE, as arctic builds it, then the consent; returns what the callback would get. */
async function pkceFlow(fake: FakeOAuthProvider, scopes: string[], extra: Record<string, string> = {}) {
  const client = new OAuth2Client(fake.clientId, fake.clientSecret, REDIRECT_URI);
  const state = generateState();
  const verifier = generateCodeVerifier();
  const url = client.createAuthorizationURLWithPKCE(fake.endpoints.authorizationUrl, state, CodeChallengeMethod.S256, verifier, scopes);
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  const location = new URL(await fake.approve(url.href));
  return { client, state, verifier, url, location, code: location.searchParams.get('code') ?? '' };
}

/** The token request arctic would send, built by hand so error statuses can be asserted. */
const codeForm = (flow: { code: string; verifier: string }, overrides: Record<string, string> = {}) => ({
  grant_type: 'authorization_code',
  code: flow.code,
  redirect_uri: REDIRECT_URI,
  code_verifier: flow.verifier,
  ...overrides,
});

/** Checks shared by Google and Discord (same client code in our server). */
function pkceProviderContract(name: 'google' | 'discord', scopes: string[], errors: Record<string, unknown>) {
  describe(`${name}: shared OAuth checks`, () => {
    let fake: FakeOAuthProvider;
    beforeEach(async () => (fake = await startFakeOAuthProvider(name)));
    afterEach(() => fake.close());

    it('redirects back with code and the exact state', async () => {
      const flow = await pkceFlow(fake, scopes);
      expect(flow.location.origin + flow.location.pathname).toBe(REDIRECT_URI);
      expect(flow.location.searchParams.get('state')).toBe(flow.state);
      expect(flow.code).toMatch(/^[A-Za-z0-9]{20,}$/);
    });

    it('serves a Korean consent page with a 계속 button', async () => {
      const flow = await pkceFlow(fake, scopes); // only to know the URL is valid
      const page = await fetch(flow.url.href);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain('<html lang="ko">');
      expect(html).toMatch(/<button type="submit" name="decision" value="allow">계속<\/button>/);
      expect(html).toContain(fake.account().name);
    });

    it('sends client credentials with HTTP Basic and the verifier in the form (arctic)', async () => {
      const flow = await pkceFlow(fake, scopes);
      await flow.client.validateAuthorizationCode(fake.endpoints.tokenUrl, flow.code, flow.verifier);
      const tokenRequest = fake.requests.find((r) => r.path === new URL(fake.endpoints.tokenUrl).pathname);
      expect(tokenRequest?.headers.authorization).toBe(basic(fake).authorization);
      expect(tokenRequest?.body).toEqual(codeForm(flow));
    });

    it('also accepts client_id and client_secret in the form', async () => {
      const flow = await pkceFlow(fake, scopes);
      const res = await postForm(fake.endpoints.tokenUrl, codeForm(flow, { client_id: fake.clientId, client_secret: fake.clientSecret }));
      expect(res.status).toBe(200);
    });

    it('rejects a wrong client secret', async () => {
      const flow = await pkceFlow(fake, scopes);
      const res = await postForm(fake.endpoints.tokenUrl, codeForm(flow), basic(fake, 'wrong-secret'));
      expect(res).toEqual({ status: 401, body: errors.badSecret });
      const wrong = new OAuth2Client(fake.clientId, 'wrong-secret', REDIRECT_URI);
      await expect(wrong.validateAuthorizationCode(fake.endpoints.tokenUrl, flow.code, flow.verifier)).rejects.toMatchObject({
        code: 'invalid_client',
      });
    });

    it('accepts a code once', async () => {
      const flow = await pkceFlow(fake, scopes);
      expect((await postForm(fake.endpoints.tokenUrl, codeForm(flow), basic(fake))).status).toBe(200);
      expect(await postForm(fake.endpoints.tokenUrl, codeForm(flow), basic(fake))).toEqual({ status: 400, body: errors.badCode });
      const again = flow.client.validateAuthorizationCode(fake.endpoints.tokenUrl, flow.code, flow.verifier);
      await expect(again).rejects.toBeInstanceOf(OAuth2RequestError);
    });

    it('rejects a code older than 60 seconds', async () => {
      const flow = await pkceFlow(fake, scopes);
      fake.advanceTime(61);
      expect(await postForm(fake.endpoints.tokenUrl, codeForm(flow), basic(fake))).toEqual({ status: 400, body: errors.badCode });
    });

    it('checks the PKCE verifier (and burns the code)', async () => {
      const flow = await pkceFlow(fake, scopes);
      const res = await postForm(fake.endpoints.tokenUrl, codeForm(flow, { code_verifier: generateCodeVerifier() }), basic(fake));
      expect(res).toEqual({ status: 400, body: errors.badVerifier });
      expect((await postForm(fake.endpoints.tokenUrl, codeForm(flow), basic(fake))).status).toBe(400);
    });

    it('requires the verifier when a challenge was sent', async () => {
      const flow = await pkceFlow(fake, scopes);
      const { code_verifier: _omitted, ...form } = codeForm(flow);
      expect((await postForm(fake.endpoints.tokenUrl, form, basic(fake))).status).toBe(400);
    });

    it('requires the same redirect_uri as the authorization', async () => {
      const flow = await pkceFlow(fake, scopes);
      const res = await postForm(fake.endpoints.tokenUrl, codeForm(flow, { redirect_uri: `${REDIRECT_URI}/other` }), basic(fake));
      expect(res).toEqual({ status: 400, body: errors.redirectMismatch });
    });

    it('rejects a JSON token request', async () => {
      const flow = await pkceFlow(fake, scopes);
      const res = await fetch(fake.endpoints.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...basic(fake) },
        body: JSON.stringify(codeForm(flow)),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(errors.json);
    });

    it('answers 401 for an unknown, missing or expired bearer token', async () => {
      expect(await getUser(fake, 'not-a-token')).toMatchObject({ status: 401, body: errors.unauthorized });
      const missing = await fetch(fake.endpoints.userInfoUrl);
      expect(missing.status).toBe(401);
      const flow = await pkceFlow(fake, scopes);
      const tokens = await flow.client.validateAuthorizationCode(fake.endpoints.tokenUrl, flow.code, flow.verifier);
      expect((await getUser(fake, tokens.accessToken())).status).toBe(200);
      fake.advanceTime(tokens.accessTokenExpiresInSeconds() + 1);
      expect(await getUser(fake, tokens.accessToken())).toMatchObject({ status: 401, body: errors.unauthorized });
    });

    it('denyNext() answers with error=access_denied and the state, once', async () => {
      fake.denyNext();
      const denied = await pkceFlow(fake, scopes);
      expect(denied.location.origin + denied.location.pathname).toBe(REDIRECT_URI);
      expect(denied.location.searchParams.get('error')).toBe('access_denied');
      expect(denied.location.searchParams.get('state')).toBe(denied.state);
      expect(denied.location.searchParams.has('code')).toBe(false);
      expect((await pkceFlow(fake, scopes)).code).not.toBe('');
    });

    it('refuses bad authorization requests on its own page', async () => {
      const flow = await pkceFlow(fake, scopes);
      const without = (key: string) => {
        const url = new URL(flow.url);
        url.searchParams.delete(key);
        return url.href;
      };
      await expect(fake.approve(without('code_challenge'))).rejects.toThrow(/\(400\).*invalid_request/);
      await expect(fake.approve(without('scope'))).rejects.toThrow(/\(400\).*invalid_scope/);
      await expect(fake.approve(without('redirect_uri'))).rejects.toThrow(/\(400\)/);
      const otherClient = new URL(flow.url);
      otherClient.searchParams.set('client_id', 'someone-else');
      const page = await fetch(otherClient);
      expect(page.status).toBe(400);
    });
  });
}

pkceProviderContract('google', ['openid', 'email', 'profile'], {
  badSecret: { error: 'invalid_client', error_description: 'Unauthorized' },
  badCode: { error: 'invalid_grant', error_description: 'Bad Request' },
  badVerifier: { error: 'invalid_grant', error_description: 'Invalid code verifier.' },
  redirectMismatch: { error: 'redirect_uri_mismatch', error_description: 'Bad Request' },
  json: { error: 'unsupported_grant_type', error_description: 'Invalid grant_type: ' },
  unauthorized: { error: 'invalid_request', error_description: 'Invalid Credentials' },
});

pkceProviderContract('discord', ['identify', 'email'], {
  badSecret: { error: 'invalid_client' },
  badCode: { error: 'invalid_grant', error_description: 'Invalid "code" in request.' },
  badVerifier: { error: 'invalid_grant', error_description: 'Invalid "code_verifier" in request.' },
  redirectMismatch: { error: 'invalid_grant', error_description: 'Invalid "redirect_uri" in request.' },
  json: { error: 'unsupported_grant_type', error_description: 'Invalid "grant_type" in request.' },
  unauthorized: { message: '401: Unauthorized', code: 0 },
});

describe('google', () => {
  let fake: FakeOAuthProvider;
  const account = {
    id: '109876543210987654321',
    email: 'minji@gmail.com',
    name: 'Minji Kim',
    picture: 'https://lh3.googleusercontent.com/a/fake=s96-c',
  };
  beforeEach(async () => (fake = await startFakeOAuthProvider('google', { account })));
  afterEach(() => fake.close());

  it('signs in end to end: token shape, id_token claims, userinfo', async () => {
    const flow = await pkceFlow(fake, ['openid', 'email', 'profile'], { nonce: 'n-1' });
    const tokens = await flow.client.validateAuthorizationCode(fake.endpoints.tokenUrl, flow.code, flow.verifier);
    expect(tokens.data).toEqual({
      access_token: expect.stringMatching(/^ya29\./),
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
      id_token: expect.any(String),
    });
    expect(tokens.hasRefreshToken()).toBe(false);
    expect(decodeJwtPayload(tokens.idToken())).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: fake.clientId,
      azp: fake.clientId,
      sub: account.id,
      email: account.email,
      email_verified: true,
      nonce: 'n-1',
      name: 'Minji Kim',
    });
    expect(await getUser(fake, tokens.accessToken())).toMatchObject({
      status: 200,
      body: {
        sub: account.id,
        name: 'Minji Kim',
        given_name: 'Minji',
        family_name: 'Kim',
        picture: account.picture,
        email: account.email,
        email_verified: true,
        locale: 'ko',
      },
    });
  });

  it('leaves out email without the email scope', async () => {
    const flow = await pkceFlow(fake, ['openid', 'profile']);
    const tokens = await flow.client.validateAuthorizationCode(fake.endpoints.tokenUrl, flow.code, flow.verifier);
    const { body } = await getUser(fake, tokens.accessToken());
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('email_verified');
  });

  it('issues a refresh token only for access_type=offline, and refreshes with it', async () => {
    const flow = await pkceFlow(fake, ['openid', 'email'], { access_type: 'offline', prompt: 'consent' });
    const tokens = await flow.client.validateAuthorizationCode(fake.endpoints.tokenUrl, flow.code, flow.verifier);
    expect(tokens.refreshToken()).toMatch(/^1\/\/0g/);
    const refreshed = await flow.client.refreshAccessToken(fake.endpoints.tokenUrl, tokens.refreshToken(), []);
    expect(refreshed.hasRefreshToken()).toBe(false);
    expect((await getUser(fake, refreshed.accessToken())).status).toBe(200);
    const bad = await postForm(fake.endpoints.tokenUrl, { grant_type: 'refresh_token', refresh_token: 'nope' }, basic(fake));
    expect(bad).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } });
  });

  it('shows Google-style errors for an unknown client and an unregistered redirect_uri', async () => {
    const strict = await startFakeOAuthProvider('google', { redirectUris: ['http://127.0.0.1:5999/registered'] });
    try {
      const flow = pkceFlow(strict, ['openid']);
      await expect(flow).rejects.toThrow(/Error 400: redirect_uri_mismatch/);
    } finally {
      await strict.close();
    }
    const res = await postForm(
      fake.endpoints.tokenUrl,
      { grant_type: 'authorization_code', code: 'x' },
      {
        authorization: `Basic ${Buffer.from('nobody:secret').toString('base64')}`,
      },
    );
    expect(res).toEqual({ status: 401, body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' } });
  });
});

describe('discord', () => {
  let fake: FakeOAuthProvider;
  const account = {
    id: '80351110224678912',
    email: 'nelly@example.com',
    name: 'Nelly',
    username: 'nelly',
    picture: '8342729096ea3675442027381ff50dfe',
  };
  beforeEach(async () => (fake = await startFakeOAuthProvider('discord', { account })));
  afterEach(() => fake.close());

  it('signs in end to end: token shape and the @me user', async () => {
    const flow = await pkceFlow(fake, ['identify', 'email']);
    const tokens = await flow.client.validateAuthorizationCode(fake.endpoints.tokenUrl, flow.code, flow.verifier);
    expect(tokens.data).toEqual({
      token_type: 'Bearer',
      access_token: expect.stringMatching(/^[A-Za-z0-9]{30}$/),
      expires_in: 604800,
      refresh_token: expect.stringMatching(/^[A-Za-z0-9]{30}$/),
      scope: 'identify email',
    });
    expect(await getUser(fake, tokens.accessToken())).toMatchObject({
      status: 200,
      body: {
        id: '80351110224678912',
        username: 'nelly',
        discriminator: '0',
        global_name: 'Nelly',
        avatar: '8342729096ea3675442027381ff50dfe',
        verified: true,
        email: 'nelly@example.com',
      },
    });
  });

  it('leaves out email and verified with identify only; avatar null without a picture', async () => {
    fake.setAccount({ id: '80351110224678913', name: 'No Avatar' });
    const flow = await pkceFlow(fake, ['identify']);
    const tokens = await flow.client.validateAuthorizationCode(fake.endpoints.tokenUrl, flow.code, flow.verifier);
    const { body } = await getUser(fake, tokens.accessToken());
    expect(body).toMatchObject({ id: '80351110224678913', avatar: null, username: 'noavatar' });
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('verified');
  });

  it('rotates the refresh token', async () => {
    const flow = await pkceFlow(fake, ['identify']);
    const tokens = await flow.client.validateAuthorizationCode(fake.endpoints.tokenUrl, flow.code, flow.verifier);
    const refreshed = await flow.client.refreshAccessToken(fake.endpoints.tokenUrl, tokens.refreshToken(), []);
    expect(refreshed.refreshToken()).not.toBe(tokens.refreshToken());
    expect((await getUser(fake, refreshed.accessToken())).status).toBe(200);
    const old = await postForm(fake.endpoints.tokenUrl, { grant_type: 'refresh_token', refresh_token: tokens.refreshToken() }, basic(fake));
    expect(old).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'Invalid "refresh_token" in request.' } });
  });
});

describe('kakao', () => {
  let fake: FakeOAuthProvider;
  const account = {
    id: '3012345678',
    email: 'gildong@kakao.com',
    name: '홍길동',
    picture: 'http://k.kakaocdn.net/dn/abc/img_640x640.jpg',
  };
  beforeEach(async () => (fake = await startFakeOAuthProvider('kakao', { account })));
  afterEach(() => fake.close());

  async function kakaoCode(extra: Record<string, string> = {}) {
    const url = new URL(fake.endpoints.authorizationUrl);
    const state = generateState();
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: fake.clientId,
      redirect_uri: REDIRECT_URI,
      state,
      ...extra,
    }).toString();
    const location = new URL(await fake.approve(url.href));
    return { state, location, code: location.searchParams.get('code') ?? '' };
  }

  const tokenForm = (code: string, overrides: Record<string, string> = {}) => ({
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: fake.clientId,
    client_secret: fake.clientSecret,
    ...overrides,
  });

  it('signs in end to end: token shape and /v2/user/me', async () => {
    const { code, state, location } = await kakaoCode();
    expect(location.searchParams.get('state')).toBe(state);
    const token = await postForm(fake.endpoints.tokenUrl, tokenForm(code));
    expect(token).toEqual({
      status: 200,
      body: {
        token_type: 'bearer',
        access_token: expect.any(String),
        expires_in: 21599,
        refresh_token: expect.any(String),
        refresh_token_expires_in: 5183999,
        scope: 'account_email profile_image profile_nickname',
      },
    });
    const user = await getUser(fake, String(token.body.access_token));
    expect(user.status).toBe(200);
    expect(user.body).toEqual({
      id: 3012345678,
      connected_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      properties: {
        nickname: '홍길동',
        profile_image: account.picture,
        thumbnail_image: 'http://k.kakaocdn.net/dn/abc/img_110x110.jpg',
      },
      kakao_account: {
        profile_nickname_needs_agreement: false,
        profile_image_needs_agreement: false,
        profile: {
          nickname: '홍길동',
          thumbnail_image_url: 'http://k.kakaocdn.net/dn/abc/img_110x110.jpg',
          profile_image_url: account.picture,
          is_default_image: false,
        },
        has_email: true,
        email_needs_agreement: false,
        is_email_valid: true,
        is_email_verified: true,
        email: 'gildong@kakao.com',
      },
    });
  });

  it('has no email fields for an account without email', async () => {
    fake.setAccount({ id: '3012345679', name: '이메일없음' });
    const { code } = await kakaoCode({ scope: 'profile_nickname,profile_image' });
    const token = await postForm(fake.endpoints.tokenUrl, tokenForm(code));
    const { body } = await getUser(fake, String(token.body.access_token));
    expect(body.kakao_account).toEqual({
      profile_nickname_needs_agreement: false,
      profile_image_needs_agreement: false,
      profile: expect.objectContaining({ nickname: '이메일없음', is_default_image: true }),
      has_email: false,
    });
  });

  it('rejects a non-numeric account id', () => {
    expect(() => fake.setAccount({ id: 'abc', name: 'x' })).toThrow(/integer/);
  });

  it('rejects a wrong client secret and an unknown client', async () => {
    const { code } = await kakaoCode();
    expect(await postForm(fake.endpoints.tokenUrl, tokenForm(code, { client_secret: 'wrong' }))).toEqual({
      status: 401,
      body: { error: 'invalid_client', error_description: 'Bad client credentials', error_code: 'KOE010' },
    });
    const unknown = await postForm(fake.endpoints.tokenUrl, tokenForm(code, { client_id: 'other' }));
    expect(unknown).toMatchObject({ status: 401, body: { error: 'invalid_client', error_code: 'KOE101' } });
  });

  it('takes credentials from the form only, not HTTP Basic', async () => {
    const { code } = await kakaoCode();
    const { client_id: _id, client_secret: _secret, ...form } = tokenForm(code);
    const res = await postForm(fake.endpoints.tokenUrl, form, basic(fake));
    expect(res.status).toBe(400);
  });

  it('accepts a code once (KOE320)', async () => {
    const { code } = await kakaoCode();
    expect((await postForm(fake.endpoints.tokenUrl, tokenForm(code))).status).toBe(200);
    expect(await postForm(fake.endpoints.tokenUrl, tokenForm(code))).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: `authorization code not found for code=${code}`, error_code: 'KOE320' },
    });
  });

  it('requires the same redirect_uri', async () => {
    const { code } = await kakaoCode();
    const res = await postForm(fake.endpoints.tokenUrl, tokenForm(code, { redirect_uri: 'http://127.0.0.1:5999/elsewhere' }));
    expect(res).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Redirect URI mismatch.', error_code: 'KOE303' },
    });
  });

  it('rejects a JSON token request', async () => {
    const { code } = await kakaoCode();
    const res = await fetch(fake.endpoints.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(tokenForm(code)),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'unsupported_grant_type', error_code: expect.stringMatching(/^KOE/) });
  });

  it('answers 401 {msg, code: -401} for a bad bearer token', async () => {
    expect(await getUser(fake, 'bogus')).toEqual({
      status: 401,
      headers: expect.anything(),
      body: { msg: 'this access token does not exist', code: -401 },
    });
  });

  it('refreshes without a new refresh token; a bad one is KOE322', async () => {
    const { code } = await kakaoCode();
    const token = await postForm(fake.endpoints.tokenUrl, tokenForm(code));
    const form = { grant_type: 'refresh_token', client_id: fake.clientId, client_secret: fake.clientSecret };
    const refreshed = await postForm(fake.endpoints.tokenUrl, { ...form, refresh_token: String(token.body.refresh_token) });
    expect(refreshed).toEqual({ status: 200, body: { token_type: 'bearer', access_token: expect.any(String), expires_in: 21599 } });
    expect((await getUser(fake, String(refreshed.body.access_token))).status).toBe(200);
    expect(await postForm(fake.endpoints.tokenUrl, { ...form, refresh_token: 'nope' })).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'expired_or_invalid_refresh_token', error_code: 'KOE322' },
    });
  });

  it('denyNext() redirects with error=access_denied and the state', async () => {
    fake.denyNext();
    const { location, state } = await kakaoCode();
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe(state);
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('shows KOE101 / KOE006 pages for a bad client or redirect_uri', async () => {
    const url = new URL(fake.endpoints.authorizationUrl);
    url.search = new URLSearchParams({ response_type: 'code', client_id: 'nope', redirect_uri: REDIRECT_URI }).toString();
    await expect(fake.approve(url.href)).rejects.toThrow(/KOE101/);
    url.search = new URLSearchParams({ response_type: 'code', client_id: fake.clientId, redirect_uri: 'not a url' }).toString();
    await expect(fake.approve(url.href)).rejects.toThrow(/KOE006/);
  });
});

it('computes the same S256 challenge as arctic', () => {
  const verifier = generateCodeVerifier();
  const url = new OAuth2Client('id', null, null).createAuthorizationURLWithPKCE('http://x/', 's', CodeChallengeMethod.S256, verifier, []);
  expect(s256(verifier)).toBe(url.searchParams.get('code_challenge'));
  expect(s256(verifier)).not.toBe(s256(`${verifier}x`));
});
