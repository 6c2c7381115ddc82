// What differs between Google, Kakao and Discord: paths, token and user shapes, error bodies.
// Shapes follow /work/shared/PROTOCOLS.md sections 1-3. Error bodies marked "guess" are not in
// that reference; they follow the providers' observed style but were not confirmed.
import { randomDigits, randomHex, randomString, signHs256Jwt } from './oauth-util.ts';

export type FakeProviderName = 'google' | 'kakao' | 'discord';

export interface FakeAccount {
  /** Google `sub`, Kakao `id` (decimal digits, sent as an integer), Discord snowflake. */
  id: string;
  email?: string;
  /** Defaults to true when there is an email. */
  emailVerified?: boolean;
  name: string;
  /** Google/Kakao: an image URL. Discord: the avatar hash (null avatar when absent). */
  picture?: string;
  /** Discord only: `username`; derived from `name` when absent. */
  username?: string;
}

/** What the user agreed to at the authorization step. */
export interface Grant {
  clientId: string;
  account: FakeAccount;
  scopes: string[];
  /** Google `access_type=offline`: only then is a refresh token issued. */
  offline: boolean;
  nonce?: string;
}

export interface TokenContext {
  grant: Grant;
  accessToken: string;
  refreshToken?: string;
  origin: string;
  clientSecret: string;
  /** Unix seconds. */
  now: number;
}

export interface ErrorReply {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

export type TokenErrorKind =
  | 'unsupported_grant_type' // grant_type missing or unknown (this is also what a JSON body gets)
  | 'invalid_request' // a required parameter is missing
  | 'unknown_client'
  | 'bad_secret'
  | 'invalid_code' // unknown, used, expired or issued to another client
  | 'redirect_mismatch'
  | 'missing_verifier'
  | 'invalid_verifier'
  | 'invalid_refresh_token';

export type AuthorizeErrorKind = 'unknown_client' | 'bad_redirect_uri' | 'bad_response_type' | 'bad_pkce' | 'bad_scope';

export interface Dialect {
  name: FakeProviderName;
  envPrefix: string;
  title: string;
  paths: { authorize: string; token: string; userInfo: string };
  userInfoMethods: string[];
  requiresPkce: boolean;
  requiredScope?: string;
  /** Whether client credentials may come in an HTTP Basic header (a form body always works). */
  basicAuth: boolean;
  accessTokenTtl: number;
  /** Whether a refresh_token grant replaces the refresh token (the old one stops working). */
  rotatesRefreshToken: boolean;
  /** Whether the authorization_code grant issues a refresh token. */
  issuesRefreshToken(grant: Grant): boolean;
  /** Scopes to grant: fills defaults when the request named none. */
  grantScopes(requested: string[], account: FakeAccount): string[];
  newAccessToken(): string;
  newRefreshToken(): string;
  tokenResponse(ctx: TokenContext): Record<string, unknown>;
  refreshResponse(ctx: TokenContext): Record<string, unknown>;
  userInfo(grant: Grant): Record<string, unknown>;
  unauthorized: ErrorReply;
  tokenError(kind: TokenErrorKind, detail: string): ErrorReply;
  /** The code shown on the provider's own error page (never redirected to the client). */
  authorizeError: Record<AuthorizeErrorKind, string>;
  /** Query added to redirect_uri when the user cancels (besides state). */
  denyParams: Record<string, string>;
  generateAccount(): FakeAccount;
  /** Throws when the account cannot be represented by this provider. */
  checkAccount(account: FakeAccount): void;
}

const emailOf = (a: FakeAccount, scoped: boolean) => (scoped && a.email !== undefined ? a.email : undefined);
const verified = (a: FakeAccount) => a.emailVerified ?? true;
/** Drops undefined values so JSON output matches "field absent". */
const compact = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

// ---------------------------------------------------------------- Google

const GOOGLE_SCOPE_URLS: Record<string, string> = {
  email: 'https://www.googleapis.com/auth/userinfo.email',
  profile: 'https://www.googleapis.com/auth/userinfo.profile',
};

function googleNames(name: string): { given_name: string; family_name?: string } {
  const [given, ...rest] = name.trim().split(/\s+/);
  return { given_name: given ?? name, family_name: rest.length > 0 ? rest.join(' ') : undefined };
}

function googleIdToken(ctx: TokenContext): string {
  const { account, scopes, clientId, nonce } = ctx.grant;
  const profile = scopes.includes('profile');
  const email = emailOf(account, scopes.includes('email'));
  return signHs256Jwt(
    compact({
      iss: 'https://accounts.google.com',
      azp: clientId,
      aud: clientId,
      sub: account.id,
      email,
      email_verified: email !== undefined ? verified(account) : undefined,
      nonce,
      name: profile ? account.name : undefined,
      picture: profile ? account.picture : undefined,
      ...(profile ? googleNames(account.name) : {}),
      iat: ctx.now,
      exp: ctx.now + 3599,
    }),
    ctx.clientSecret,
  );
}

const google: Dialect = {
  name: 'google',
  envPrefix: 'GOOGLE',
  title: 'Google',
  paths: { authorize: '/o/oauth2/v2/auth', token: '/token', userInfo: '/v1/userinfo' },
  userInfoMethods: ['GET', 'POST'],
  requiresPkce: true,
  requiredScope: 'openid',
  basicAuth: true,
  accessTokenTtl: 3599,
  rotatesRefreshToken: false,
  issuesRefreshToken: (grant) => grant.offline,
  grantScopes: (requested) => requested,
  newAccessToken: () => `ya29.a0${randomString(150, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')}`,
  newRefreshToken: () => `1//0g${randomString(100, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')}`,
  tokenResponse: (ctx) =>
    compact({
      access_token: ctx.accessToken,
      expires_in: 3599,
      token_type: 'Bearer',
      // Google answers with the long scope URLs for email/profile.
      scope: ctx.grant.scopes.map((s) => GOOGLE_SCOPE_URLS[s] ?? s).join(' '),
      id_token: googleIdToken(ctx),
      refresh_token: ctx.refreshToken,
    }),
  refreshResponse: (ctx) => ({
    access_token: ctx.accessToken,
    expires_in: 3599,
    scope: ctx.grant.scopes.map((s) => GOOGLE_SCOPE_URLS[s] ?? s).join(' '),
    token_type: 'Bearer',
    id_token: googleIdToken(ctx),
  }),
  userInfo: ({ account, scopes }) => {
    const profile = scopes.includes('profile');
    const email = emailOf(account, scopes.includes('email'));
    return compact({
      sub: account.id,
      name: profile ? account.name : undefined,
      ...(profile ? googleNames(account.name) : {}),
      picture: profile ? account.picture : undefined,
      email,
      email_verified: email !== undefined ? verified(account) : undefined,
      locale: profile ? 'ko' : undefined,
    });
  },
  // guess: the body Google's userinfo endpoint is commonly seen to answer for a bad token.
  unauthorized: {
    status: 401,
    body: { error: 'invalid_request', error_description: 'Invalid Credentials' },
    headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
  },
  tokenError: (kind, detail) => {
    switch (kind) {
      case 'unsupported_grant_type':
        return { status: 400, body: { error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${detail}` } };
      case 'invalid_request':
        return { status: 400, body: { error: 'invalid_request', error_description: `Missing required parameter: ${detail}` } };
      case 'unknown_client':
        return { status: 401, body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' } };
      case 'bad_secret':
        return { status: 401, body: { error: 'invalid_client', error_description: 'Unauthorized' } };
      case 'invalid_code':
        return { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } };
      case 'redirect_mismatch':
        return { status: 400, body: { error: 'redirect_uri_mismatch', error_description: 'Bad Request' } };
      case 'missing_verifier':
        return { status: 400, body: { error: 'invalid_grant', error_description: 'Missing code verifier.' } };
      case 'invalid_verifier':
        return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid code verifier.' } };
      case 'invalid_refresh_token':
        return { status: 400, body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } };
    }
  },
  authorizeError: {
    unknown_client: 'invalid_client',
    bad_redirect_uri: 'redirect_uri_mismatch',
    bad_response_type: 'unsupported_response_type',
    bad_pkce: 'invalid_request',
    bad_scope: 'invalid_scope',
  },
  denyParams: { error: 'access_denied' },
  generateAccount: () => {
    const id = randomDigits(21);
    return {
      id,
      email: `user${id.slice(-6)}@gmail.com`,
      emailVerified: true,
      name: 'Minji Kim',
      picture: `https://lh3.googleusercontent.com/a/ACg8oc${randomString(40)}=s96-c`,
    };
  },
  checkAccount: () => {},
};

// ---------------------------------------------------------------- Kakao

const KAKAO_DEFAULT_IMAGE = 'http://img1.kakaocdn.net/thumb/R640x640.q70/?fname=http://t1.kakaocdn.net/account_images/default_profile.jpeg';

function kakaoError(status: number, error: string, description: string, code: string): ErrorReply {
  return { status, body: { error, error_description: description, error_code: code } };
}

const kakao: Dialect = {
  name: 'kakao',
  envPrefix: 'KAKAO',
  title: '카카오',
  paths: { authorize: '/oauth/authorize', token: '/oauth/token', userInfo: '/v2/user/me' },
  userInfoMethods: ['GET', 'POST'],
  requiresPkce: false,
  basicAuth: false,
  accessTokenTtl: 21599,
  rotatesRefreshToken: false, // a new one comes only in the last month of its 60 days
  issuesRefreshToken: () => true,
  // Without a scope parameter Kakao uses the consent items set in its console.
  grantScopes: (requested, account) =>
    requested.length > 0
      ? [...requested].sort()
      : ['profile_nickname', 'profile_image', ...(account.email ? ['account_email'] : [])].sort(),
  newAccessToken: () => randomString(54, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
  newRefreshToken: () => randomString(54, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
  tokenResponse: (ctx) =>
    compact({
      token_type: 'bearer',
      access_token: ctx.accessToken,
      expires_in: 21599,
      refresh_token: ctx.refreshToken,
      refresh_token_expires_in: 5183999,
      scope: ctx.grant.scopes.join(' '),
      id_token: ctx.grant.scopes.includes('openid')
        ? signHs256Jwt(
            compact({
              iss: 'https://kauth.kakao.com',
              aud: ctx.grant.clientId,
              sub: ctx.grant.account.id,
              iat: ctx.now,
              exp: ctx.now + 21599,
              auth_time: ctx.now,
              nonce: ctx.grant.nonce,
              nickname: ctx.grant.account.name,
              picture: ctx.grant.account.picture,
              email: emailOf(ctx.grant.account, ctx.grant.scopes.includes('account_email')),
            }),
            ctx.clientSecret,
          )
        : undefined,
    }),
  refreshResponse: (ctx) => ({ token_type: 'bearer', access_token: ctx.accessToken, expires_in: 21599 }),
  userInfo: ({ account, scopes }) => {
    const nickname = scopes.includes('profile_nickname');
    const image = scopes.includes('profile_image');
    const picture = account.picture ?? KAKAO_DEFAULT_IMAGE;
    const thumbnail = picture.replace('640x640', '110x110');
    const kakaoAccount: Record<string, unknown> = {
      profile_nickname_needs_agreement: !nickname,
      profile_image_needs_agreement: !image,
    };
    if (nickname || image) {
      kakaoAccount.profile = compact({
        nickname: nickname ? account.name : undefined,
        thumbnail_image_url: image ? thumbnail : undefined,
        profile_image_url: image ? picture : undefined,
        is_default_image: image ? account.picture === undefined : undefined,
      });
    }
    kakaoAccount.has_email = account.email !== undefined;
    if (account.email !== undefined) {
      const agreed = scopes.includes('account_email');
      kakaoAccount.email_needs_agreement = !agreed;
      if (agreed) {
        kakaoAccount.is_email_valid = true;
        kakaoAccount.is_email_verified = verified(account);
        kakaoAccount.email = account.email;
      }
    }
    return {
      id: Number(account.id),
      connected_at: '2024-04-11T01:45:28Z',
      properties: compact({
        nickname: nickname ? account.name : undefined,
        profile_image: image ? picture : undefined,
        thumbnail_image: image ? thumbnail : undefined,
      }),
      kakao_account: kakaoAccount,
    };
  },
  unauthorized: { status: 401, body: { msg: 'this access token does not exist', code: -401 } },
  tokenError: (kind, detail) => {
    switch (kind) {
      case 'unsupported_grant_type': // guess
        return kakaoError(400, 'unsupported_grant_type', `grant_type missing or unsupported: ${detail}`, 'KOE001');
      case 'invalid_request': // guess
        return kakaoError(400, 'invalid_request', `${detail} missing`, 'KOE001');
      case 'unknown_client': // KOE101 = wrong app key (Kakao trouble-shooting page); body text is a guess
        return kakaoError(401, 'invalid_client', `Not exist client_id [${detail}]`, 'KOE101');
      case 'bad_secret': // guess
        return kakaoError(401, 'invalid_client', 'Bad client credentials', 'KOE010');
      case 'invalid_code': // PROTOCOLS.md
        return kakaoError(400, 'invalid_grant', `authorization code not found for code=${detail}`, 'KOE320');
      case 'redirect_mismatch': // guess
        return kakaoError(400, 'invalid_grant', 'Redirect URI mismatch.', 'KOE303');
      case 'missing_verifier':
      case 'invalid_verifier': // not reachable: the Kakao fake takes no PKCE
        return kakaoError(400, 'invalid_grant', 'code_verifier mismatch', 'KOE001');
      case 'invalid_refresh_token': // PROTOCOLS.md
        return kakaoError(400, 'invalid_grant', 'expired_or_invalid_refresh_token', 'KOE322');
    }
  },
  authorizeError: {
    unknown_client: 'KOE101',
    bad_redirect_uri: 'KOE006',
    bad_response_type: 'KOE001',
    bad_pkce: 'KOE001',
    bad_scope: 'KOE001',
  },
  // UNCONFIRMED in PROTOCOLS.md; the shape Kakao's documentation describes for a cancel.
  denyParams: { error: 'access_denied', error_description: 'User denied access' },
  generateAccount: () => {
    const id = randomDigits(10);
    return {
      id,
      email: `kakao${id.slice(-6)}@kakao.com`,
      emailVerified: true,
      name: '홍길동',
      picture: `http://k.kakaocdn.net/dn/${randomString(10)}/img_640x640.jpg`,
    };
  },
  checkAccount: (account) => {
    if (!/^[1-9]\d*$/.test(account.id) || !Number.isSafeInteger(Number(account.id))) {
      throw new Error(`Kakao account id must be a positive safe integer in decimal, got "${account.id}"`);
    }
  },
};

// ---------------------------------------------------------------- Discord

function discordUsername(account: FakeAccount): string {
  const derived = account.name.toLowerCase().replace(/[^a-z0-9_.]/g, '');
  return account.username ?? (derived.length >= 2 ? derived : `user${account.id.slice(-4)}`);
}

const discordTokens = (ctx: TokenContext) => ({
  token_type: 'Bearer',
  access_token: ctx.accessToken,
  expires_in: 604800,
  refresh_token: ctx.refreshToken,
  scope: ctx.grant.scopes.join(' '),
});

const discord: Dialect = {
  name: 'discord',
  envPrefix: 'DISCORD',
  title: 'Discord',
  paths: { authorize: '/oauth2/authorize', token: '/api/oauth2/token', userInfo: '/api/v10/users/@me' },
  userInfoMethods: ['GET'],
  requiresPkce: true,
  requiredScope: 'identify',
  basicAuth: true,
  accessTokenTtl: 604800,
  rotatesRefreshToken: true,
  issuesRefreshToken: () => true,
  grantScopes: (requested) => requested,
  newAccessToken: () => randomString(30),
  newRefreshToken: () => randomString(30),
  tokenResponse: discordTokens,
  refreshResponse: discordTokens,
  userInfo: ({ account, scopes }) => {
    const email = scopes.includes('email');
    return compact({
      id: account.id,
      username: discordUsername(account),
      avatar: account.picture ?? null,
      discriminator: '0',
      public_flags: 0,
      flags: 0,
      banner: null,
      accent_color: null,
      global_name: account.name,
      avatar_decoration_data: null,
      mfa_enabled: false,
      locale: 'ko',
      premium_type: 0,
      email: email ? (account.email ?? null) : undefined,
      verified: email ? account.email !== undefined && verified(account) : undefined,
    });
  },
  unauthorized: { status: 401, body: { message: '401: Unauthorized', code: 0 } },
  tokenError: (kind, detail) => {
    const invalid = (param: string) => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: `Invalid "${param}" in request.` },
    });
    switch (kind) {
      case 'unsupported_grant_type':
        return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Invalid "grant_type" in request.' } };
      case 'invalid_request':
        return { status: 400, body: { error: 'invalid_request', error_description: `Missing "${detail}" in request.` } };
      case 'unknown_client':
      case 'bad_secret':
        return { status: 401, body: { error: 'invalid_client' } };
      case 'invalid_code':
        return invalid('code');
      case 'redirect_mismatch':
        return invalid('redirect_uri');
      case 'missing_verifier':
      case 'invalid_verifier':
        return invalid('code_verifier');
      case 'invalid_refresh_token':
        return invalid('refresh_token');
    }
  },
  authorizeError: {
    unknown_client: 'Unknown Application',
    bad_redirect_uri: 'Invalid OAuth2 redirect_uri',
    bad_response_type: 'unsupported_response_type',
    bad_pkce: 'invalid_request',
    bad_scope: 'invalid_scope',
  },
  denyParams: { error: 'access_denied', error_description: 'The resource owner or authorization server denied the request' },
  generateAccount: () => ({
    id: randomDigits(18),
    email: `discord${randomDigits(6)}@example.com`,
    emailVerified: true,
    name: 'Nelly',
    username: `nelly${randomDigits(4)}`,
    picture: randomHex(16),
  }),
  checkAccount: (account) => {
    if (!/^\d+$/.test(account.id)) throw new Error(`Discord account id must be a snowflake (digits), got "${account.id}"`);
  },
};

export const DIALECTS: Record<FakeProviderName, Dialect> = { google, kakao, discord };
