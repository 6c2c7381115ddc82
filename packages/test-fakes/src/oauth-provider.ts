// Local fake OAuth 2.0 providers (Google, Kakao, Discord) for API and browser tests.
// Each one listens on 127.0.0.1 and speaks the real provider's paths, parameters and JSON shapes;
// the per-provider differences live in oauth-dialects.ts.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DIALECTS, type Dialect, type ErrorReply, type FakeAccount, type FakeProviderName, type Grant } from './oauth-dialects.ts';
import {
  escapeHtml,
  isFormRequest,
  parseBasicAuth,
  parseBearer,
  pageText,
  parseForm,
  randomString,
  readBody,
  s256,
  sendHtml,
  sendJson,
} from './oauth-util.ts';

export type { FakeAccount, FakeProviderName } from './oauth-dialects.ts';
export { decodeJwtPayload } from './oauth-util.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The parsed body when it was a form. */
  body?: Record<string, string>;
  rawBody: string;
}

export interface FakeOAuthProvider {
  name: FakeProviderName;
  /** http://127.0.0.1:<port> */
  origin: string;
  clientId: string;
  clientSecret: string;
  endpoints: { authorizationUrl: string; tokenUrl: string; userInfoUrl: string };
  /** <PREFIX>_CLIENT_ID, _CLIENT_SECRET, _AUTHORIZATION_URL, _TOKEN_URL, _USERINFO_URL (PREFIX = GOOGLE | KAKAO | DISCORD). */
  env: Record<string, string>;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** The account that authorizations from now on sign in as. */
  setAccount(account: FakeAccount): void;
  /** The current account. */
  account(): FakeAccount;
  /** The next consent answers as if the user pressed cancel: redirect with error=access_denied&state=…. */
  denyNext(): void;
  /**
   * Opens the authorization URL over HTTP and presses "계속" like a user would.
   * Returns the redirect Location (redirect_uri?code=…&state=…, or the error redirect after denyNext()).
   * Throws when the provider shows its error page instead.
   */
  approve(authorizationUrl: string): Promise<string>;
  /** Moves the fake's clock forward, to expire codes (60 s) and access tokens. */
  advanceTime(seconds: number): void;
  close(): Promise<void>;
}

export interface FakeOAuthOptions {
  clientId?: string;
  clientSecret?: string;
  account?: FakeAccount;
  /** Registered redirect URIs. When omitted, any http(s) URL is accepted (and must match at the token step). */
  redirectUris?: string[];
}

const CODE_TTL_SECONDS = 60;
const CONSENT_PATH = '/__fake/consent';

interface PendingAuthorization {
  grant: Grant;
  redirectUri: string;
  state: string | null;
  codeChallenge: string | null;
}

interface IssuedCode extends PendingAuthorization {
  expiresAt: number;
  used: boolean;
}

export async function startFakeOAuthProvider(name: FakeProviderName, options: FakeOAuthOptions = {}): Promise<FakeOAuthProvider> {
  const dialect = DIALECTS[name];
  const clientId = options.clientId ?? `${name}-client-${randomString(8)}`;
  const clientSecret = options.clientSecret ?? `${name}-secret-${randomString(24)}`;
  let account = options.account ?? dialect.generateAccount();
  dialect.checkAccount(account);

  let clockOffsetMs = 0;
  const now = () => Date.now() + clockOffsetMs;
  let denyNext = false;
  const requests: RecordedRequest[] = [];
  const pending = new Map<string, PendingAuthorization>();
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  const refreshTokens = new Map<string, Grant>();

  // ---- authorization endpoint: validate, then show the consent page
  function authorize(url: URL, res: ServerResponse): void {
    const q = url.searchParams;
    const fail = (kind: keyof Dialect['authorizeError'], description: string) =>
      sendHtml(res, 400, errorPage(dialect, dialect.authorizeError[kind], description));

    if (q.get('client_id') !== clientId) return fail('unknown_client', `Unknown client_id "${q.get('client_id') ?? ''}".`);
    const redirectUri = q.get('redirect_uri') ?? '';
    if (!isHttpUrl(redirectUri) || (options.redirectUris && !options.redirectUris.includes(redirectUri))) {
      return fail('bad_redirect_uri', `redirect_uri "${redirectUri}" is not registered for this client.`);
    }
    if (q.get('response_type') !== 'code') return fail('bad_response_type', 'response_type must be "code".');
    const codeChallenge = q.get('code_challenge');
    if (dialect.requiresPkce) {
      if (!codeChallenge) return fail('bad_pkce', 'code_challenge is required.');
      if (q.get('code_challenge_method') !== 'S256') return fail('bad_pkce', 'code_challenge_method must be S256.');
    }
    const requested = (q.get('scope') ?? '').split(/[\s,]+/).filter(Boolean);
    if (dialect.requiredScope && !requested.includes(dialect.requiredScope)) {
      return fail('bad_scope', `scope must include "${dialect.requiredScope}".`);
    }

    const requestId = randomString(32);
    pending.set(requestId, {
      grant: {
        clientId,
        account,
        scopes: dialect.grantScopes(requested, account),
        offline: q.get('access_type') === 'offline',
        nonce: q.get('nonce') ?? undefined,
      },
      redirectUri,
      state: q.get('state'),
      codeChallenge: dialect.requiresPkce ? codeChallenge : null,
    });
    sendHtml(res, 200, consentPage(dialect, account, requestId));
  }

  // ---- consent form: the user pressed 계속 (allow) or 취소 (deny)
  function consent(form: Record<string, string>, res: ServerResponse): void {
    const request = pending.get(form.request_id ?? '');
    if (!request) return sendHtml(res, 400, errorPage(dialect, 'invalid_request', 'This sign-in request is unknown or already used.'));
    pending.delete(form.request_id ?? '');

    const target = new URL(request.redirectUri);
    if (denyNext || form.decision === 'deny') {
      denyNext = false;
      for (const [key, value] of Object.entries(dialect.denyParams)) target.searchParams.set(key, value);
    } else {
      const code = randomString(dialect.name === 'google' ? 73 : 30);
      codes.set(code, { ...request, expiresAt: now() + CODE_TTL_SECONDS * 1000, used: false });
      target.searchParams.set('code', code);
    }
    if (request.state !== null) target.searchParams.set('state', request.state);
    res.writeHead(302, { location: target.href, 'cache-control': 'no-store' });
    res.end();
  }

  // ---- token endpoint
  function token(req: IncomingMessage, form: Record<string, string>): ErrorReply {
    const error = (kind: Parameters<Dialect['tokenError']>[0], detail = '') => dialect.tokenError(kind, detail);
    const grantType = form.grant_type ?? '';
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') return error('unsupported_grant_type', grantType);

    // Client authentication: HTTP Basic (Google, Discord) or client_id + client_secret in the form.
    const basic = dialect.basicAuth ? parseBasicAuth(req.headers.authorization) : null;
    const client = basic ?? { id: form.client_id, secret: form.client_secret };
    if (client.id === undefined) return error('invalid_request', 'client_id');
    if (client.id !== clientId) return error('unknown_client', client.id);
    if (client.secret !== clientSecret) return error('bad_secret');

    if (grantType === 'refresh_token') return refresh(form.refresh_token);

    const codeValue = form.code;
    if (!codeValue) return error('invalid_request', 'code');
    const code = codes.get(codeValue);
    if (!code || code.used || code.expiresAt <= now() || code.grant.clientId !== client.id) return error('invalid_code', codeValue);
    code.used = true; // single use, whatever the outcome of the checks below
    if (form.redirect_uri !== code.redirectUri) return error('redirect_mismatch');
    if (code.codeChallenge !== null) {
      if (!form.code_verifier) return error('missing_verifier');
      if (s256(form.code_verifier) !== code.codeChallenge) return error('invalid_verifier');
    }

    const accessToken = issueAccessToken(code.grant);
    let refreshToken: string | undefined;
    if (dialect.issuesRefreshToken(code.grant)) {
      refreshToken = dialect.newRefreshToken();
      refreshTokens.set(refreshToken, code.grant);
    }
    return { status: 200, body: dialect.tokenResponse(tokenContext(code.grant, accessToken, refreshToken)) };
  }

  function refresh(refreshToken: string | undefined): ErrorReply {
    if (!refreshToken) return dialect.tokenError('invalid_request', 'refresh_token');
    const grant = refreshTokens.get(refreshToken);
    if (!grant || grant.clientId !== clientId) return dialect.tokenError('invalid_refresh_token', '');
    let next: string | undefined;
    if (dialect.rotatesRefreshToken) {
      refreshTokens.delete(refreshToken);
      next = dialect.newRefreshToken();
      refreshTokens.set(next, grant);
    }
    return { status: 200, body: dialect.refreshResponse(tokenContext(grant, issueAccessToken(grant), next)) };
  }

  function issueAccessToken(grant: Grant): string {
    const accessToken = dialect.newAccessToken();
    accessTokens.set(accessToken, { grant, expiresAt: now() + dialect.accessTokenTtl * 1000 });
    return accessToken;
  }

  function tokenContext(grant: Grant, accessToken: string, refreshToken: string | undefined) {
    return { grant, accessToken, refreshToken, origin, clientSecret, now: Math.floor(now() / 1000) };
  }

  // ---- user-info endpoint
  function userInfo(req: IncomingMessage): ErrorReply {
    const entry = accessTokens.get(parseBearer(req.headers.authorization) ?? '');
    if (!entry || entry.expiresAt <= now()) return dialect.unauthorized;
    return { status: 200, body: dialect.userInfo(entry.grant) };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    const rawBody = await readBody(req);
    const form = isFormRequest(req) ? parseForm(rawBody) : undefined;
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: form,
      rawBody,
    });

    const route = `${req.method} ${url.pathname}`;
    const { paths } = dialect;
    if (route === `GET ${paths.authorize}`) return authorize(url, res);
    if (route === `POST ${CONSENT_PATH}`) return consent(form ?? {}, res);
    if (route === `POST ${paths.token}`) {
      // A JSON body reads as an empty form, so it fails on grant_type like Discord's real endpoint.
      const reply = token(req, form ?? {});
      return sendJson(res, reply.status, reply.body, reply.headers);
    }
    if (url.pathname === paths.userInfo && dialect.userInfoMethods.includes(req.method ?? '')) {
      const reply = userInfo(req);
      return sendJson(res, reply.status, reply.body, reply.headers);
    }
    sendJson(res, 404, { error: 'not_found', path: url.pathname });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: 'fake_provider_crash', message: String(err) });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const endpoints = {
    authorizationUrl: origin + dialect.paths.authorize,
    tokenUrl: origin + dialect.paths.token,
    userInfoUrl: origin + dialect.paths.userInfo,
  };
  const p = dialect.envPrefix;

  return {
    name,
    origin,
    clientId,
    clientSecret,
    endpoints,
    env: {
      [`${p}_CLIENT_ID`]: clientId,
      [`${p}_CLIENT_SECRET`]: clientSecret,
      [`${p}_AUTHORIZATION_URL`]: endpoints.authorizationUrl,
      [`${p}_TOKEN_URL`]: endpoints.tokenUrl,
      [`${p}_USERINFO_URL`]: endpoints.userInfoUrl,
    },
    requests,
    setAccount(next) {
      dialect.checkAccount(next);
      account = next;
    },
    account: () => account,
    denyNext() {
      denyNext = true;
    },
    async approve(authorizationUrl) {
      if (new URL(authorizationUrl).origin !== origin) throw new Error(`${authorizationUrl} is not on ${origin}`);
      const page = await fetch(authorizationUrl);
      const html = await page.text();
      if (page.status !== 200) throw new Error(`${dialect.title} authorization failed (${page.status}): ${pageText(html)}`);
      const requestId = /name="request_id" value="([^"]+)"/.exec(html)?.[1];
      if (!requestId) throw new Error('consent page has no request_id');
      const answer = await fetch(origin + CONSENT_PATH, {
        method: 'POST',
        body: new URLSearchParams({ request_id: requestId, decision: 'allow' }),
        redirect: 'manual',
      });
      const location = answer.headers.get('location');
      if (answer.status !== 302 || !location) throw new Error(`consent did not redirect (${answer.status})`);
      return location;
    },
    advanceTime(seconds) {
      clockOffsetMs += seconds * 1000;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const STYLE =
  'body{font-family:sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}' +
  'button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}';

function consentPage(dialect: Dialect, account: FakeAccount, requestId: string): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>${dialect.title} 로그인</title><style>${STYLE}</style></head>
<body>
<h1>${dialect.title} 계정으로 로그인</h1>
<p data-testid="fake-account-name">${escapeHtml(account.name)}</p>
${account.email ? `<p data-testid="fake-account-email">${escapeHtml(account.email)}</p>` : ''}
<form method="post" action="${CONSENT_PATH}">
<input type="hidden" name="request_id" value="${requestId}">
<button type="submit" name="decision" value="allow">계속</button>
<button type="submit" name="decision" value="deny">취소</button>
</form>
</body></html>`;
}

function errorPage(dialect: Dialect, code: string, description: string): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>${dialect.title} 오류</title><style>${STYLE}</style></head>
<body><h1>Error 400: ${escapeHtml(code)}</h1><p>${escapeHtml(description)}</p></body></html>`;
}
