// The auth.gog.com side of the fake GOG (PROTOCOLS.md section 5): the login page's request, the
// codes it hands out, the GET /token grants (authorization_code and refresh_token), and a browser
// that signs in on the login page.
import { escapeHtml, randomDigits, randomString, submitSignInForm } from './oauth-util.ts';
import { PAGE_STYLE } from './gog-embed.ts';

/** The GOG Galaxy client's public credentials, which every third-party client uses. */
export const GALAXY_CLIENT_ID = '46899977096215655';
export const GALAXY_CLIENT_SECRET = '9d85c43b1482497dbbce61f6e4aa173a433796eeae2ca8c5f6129f2dc4de46d9';
/** Seconds; what /token answers as expires_in. */
export const ACCESS_TOKEN_LIFETIME = 3600;
/** Seconds a login code stays usable. GOG's is short but UNCONFIRMED; one minute is what users of GOG scripts report. */
export const CODE_LIFETIME = 60;

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_';
const URL_SAFE = `${TOKEN_ALPHABET}-`;

/** The parts of a valid login request (`/auth?client_id=…&redirect_uri=…&response_type=code&layout=…`). */
export interface LoginRequest {
  clientId: string;
  redirectUri: string;
}

/** Checks a login request against the one client and redirect URI the fake knows. */
export function parseLoginRequest(params: Record<string, string>, client: ClientConfig): LoginRequest | { error: string } {
  if (params.client_id !== client.clientId) return { error: `Unknown client_id: ${params.client_id ?? '(missing)'}` };
  if (params.response_type !== 'code') return { error: 'response_type must be code' };
  // GOG registers one redirect URI per client: clients cannot bring their own.
  if (params.redirect_uri !== client.redirectUri) return { error: `redirect_uri must be ${client.redirectUri}` };
  // `layout` (client2, galaxy, default…) only changes GOG's page design: any value is accepted.
  return { clientId: client.clientId, redirectUri: client.redirectUri };
}

export interface ClientConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** `redirectUri` with `code` appended, the rest of its query kept byte for byte. */
export function landingUrl(redirectUri: string, code: string): string {
  return `${redirectUri}${redirectUri.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`;
}

export interface TokenAnswer {
  status: number;
  body: Record<string, unknown>;
}

interface CodeGrant {
  userId: string;
  expiresAt: number;
}
interface RefreshGrant {
  userId: string;
  sessionId: string;
}
interface AccessGrant {
  userId: string;
  expiresAt: number;
}

/**
 * Codes, access tokens and refresh tokens, on the fake's clock (ms). Error bodies follow RFC 6749
 * 5.2 (`{"error","error_description"}`, 400), the shape of the OAuth2 server library GOG's answers
 * resemble; PROTOCOLS.md only confirms "a non-2xx status" (lutris/lutris#2015 saw a 400).
 */
export class GogTokens {
  private readonly codes = new Map<string, CodeGrant>();
  private readonly refreshTokens = new Map<string, RefreshGrant>();
  private readonly accessTokens = new Map<string, AccessGrant>();

  constructor(
    private readonly client: ClientConfig,
    private readonly now: () => number,
  ) {}

  /** A new single-use login code for `userId`. */
  issueCode(userId: string): string {
    const code = randomString(128, URL_SAFE);
    this.codes.set(code, { userId, expiresAt: this.now() + CODE_LIFETIME * 1000 });
    return code;
  }

  /** GET /token: both grants; `accountExists` refuses tokens of forgotten accounts. */
  token(q: Record<string, string>, accountExists: (userId: string) => boolean): TokenAnswer {
    const grantType = q.grant_type;
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
      return refused('unsupported_grant_type', 'Invalid grant_type parameter or parameter missing');
    }
    if (q.client_id !== this.client.clientId || q.client_secret !== this.client.clientSecret) {
      return refused('invalid_client', 'The client credentials are invalid');
    }
    return grantType === 'authorization_code' ? this.exchangeCode(q, accountExists) : this.refresh(q, accountExists);
  }

  /** The user behind a Bearer token: `expired` once its hour is over, `unknown` for anything else we never issued. */
  accessTokenUser(token: string): { userId: string } | 'expired' | 'unknown' {
    const grant = this.accessTokens.get(token);
    if (!grant) return 'unknown';
    if (this.now() >= grant.expiresAt) return 'expired';
    return { userId: grant.userId };
  }

  revokeRefreshTokens(userId: string): void {
    for (const [token, grant] of this.refreshTokens) if (grant.userId === userId) this.refreshTokens.delete(token);
  }

  private exchangeCode(q: Record<string, string>, accountExists: (userId: string) => boolean): TokenAnswer {
    if (!q.code) return refused('invalid_request', 'Missing parameter. "code" is required');
    const grant = this.codes.get(q.code);
    if (!grant || !accountExists(grant.userId)) return refused('invalid_grant', "Code doesn't exist or is invalid for the client");
    if (this.now() >= grant.expiresAt) {
      this.codes.delete(q.code);
      return refused('invalid_grant', 'The authorization code has expired');
    }
    if (q.redirect_uri !== this.client.redirectUri) {
      return refused('redirect_uri_mismatch', 'The redirect URI is missing or do not match');
    }
    // Single use: spent only by a successful exchange, so a refused attempt (say a wrong secret) can be retried.
    this.codes.delete(q.code);
    return this.issueTokens(grant.userId, randomDigits(19));
  }

  /**
   * Refresh tokens rotate: each refresh answers a new one and retires the one it used, so a client
   * must store the newest. Whether GOG also retires the old one is UNCONFIRMED; the fake does, which
   * a correct client never notices. Refresh tokens do not expire here (their lifetime is UNCONFIRMED).
   * Access tokens issued earlier stay valid until their own hour is over.
   */
  private refresh(q: Record<string, string>, accountExists: (userId: string) => boolean): TokenAnswer {
    if (!q.refresh_token) return refused('invalid_request', 'Missing parameter. "refresh_token" is required');
    const grant = this.refreshTokens.get(q.refresh_token);
    if (!grant || !accountExists(grant.userId)) return refused('invalid_grant', 'Invalid refresh token');
    this.refreshTokens.delete(q.refresh_token);
    // gogdl's without_new_session=1 only matters for game-scoped client ids, which the fake does not have.
    return this.issueTokens(grant.userId, grant.sessionId);
  }

  private issueTokens(userId: string, sessionId: string): TokenAnswer {
    const accessToken = randomString(190, TOKEN_ALPHABET);
    const refreshToken = randomString(64, URL_SAFE);
    this.accessTokens.set(accessToken, { userId, expiresAt: this.now() + ACCESS_TOKEN_LIFETIME * 1000 });
    this.refreshTokens.set(refreshToken, { userId, sessionId });
    // Field order and types as in gogapidocs auth.rst: user_id and session_id are strings.
    const body = {
      expires_in: ACCESS_TOKEN_LIFETIME,
      scope: '',
      token_type: 'bearer',
      access_token: accessToken,
      user_id: userId,
      refresh_token: refreshToken,
      session_id: sessionId,
    };
    return { status: 200, body };
  }
}

function refused(error: string, description: string): TokenAnswer {
  return { status: 400, body: { error, error_description: description } };
}

/** GOG's login page, standing in: one button per account, a username field, the request in hidden fields. */
export function loginPage(options: {
  action: string;
  params: Record<string, string>;
  accounts: { userId: string; username: string }[];
  error?: string;
}): string {
  const hidden = ['client_id', 'redirect_uri', 'response_type', 'layout', 'brand']
    .filter((key) => options.params[key] !== undefined)
    .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(options.params[key] ?? '')}">`);
  const buttons = options.accounts.map(
    (a) =>
      `<button type="submit" name="account" value="${escapeHtml(a.userId)}">${escapeHtml(a.username)} (${escapeHtml(a.userId)})</button>`,
  );
  return `<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"><title>GOG.COM 로그인</title><style>${PAGE_STYLE}</style></head>
<body>
<h1>GOG.COM 계정으로 로그인</h1>
${options.error ? `<p class="error" role="alert" data-testid="fake-gog-error">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${escapeHtml(options.action)}">
${hidden.join('\n')}
${buttons.join('\n')}
<label>사용자 이름 또는 이메일 <input name="login" autocomplete="off"></label>
<button type="submit">로그인</button>
</form>
</body></html>`;
}

export function loginErrorPage(message: string): string {
  return `<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"><title>GOG.COM 오류</title><style>${PAGE_STYLE}</style></head>
<body><h1>로그인 요청 오류</h1><p>${escapeHtml(message)}</p></body></html>`;
}

/** Opens the login page, presses the account's button (or types its id), and returns where GOG redirects to. */
export async function signInAsBrowser(authUrl: string, loginUrl: string, userId: string): Promise<string> {
  if (!loginUrl.startsWith(`${authUrl}/auth?`)) throw new Error(`${loginUrl} is not the fake GOG's login page (${authUrl}/auth?…)`);
  return submitSignInForm({ site: 'GOG', pageUrl: loginUrl, accountId: userId, field: 'login' });
}
