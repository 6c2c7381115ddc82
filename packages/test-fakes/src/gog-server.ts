// A local fake GOG for tests and development: the login page and GET /token of auth.gog.com, and
// userData.json, user/data/games and account/getFilteredProducts of embed.gog.com, on one HTTP
// server on 127.0.0.1. It follows PROTOCOLS.md section 5 (GOG as Heroic/gogdl, Lutris and
// lgogdownloader use it). The two hosts live under two path prefixes, so a client that sends a call
// to the wrong host gets a 404 as it would from GOG. The protocol details live in gog-auth.ts and
// gog-embed.ts; this file routes requests and holds the state.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  GALAXY_CLIENT_ID,
  GALAXY_CLIENT_SECRET,
  GogTokens,
  landingUrl,
  loginErrorPage,
  loginPage,
  parseLoginRequest,
  signInAsBrowser,
  type ClientConfig,
} from './gog-auth.ts';
import {
  anonymousUserData,
  checkAccount,
  errorPage,
  filteredProducts,
  loggedOutPage,
  loginSuccessPage,
  ownedIds,
  parseFilteredProductsQuery,
  userData,
  type FakeGogAccount,
} from './gog-embed.ts';
import type { RecordedRequest } from './oauth-provider.ts';
import { escapeHtml, isFormRequest, parseBearer, parseForm, readBody, sendHtml, sendJson } from './oauth-util.ts';

export type { RecordedRequest } from './oauth-provider.ts';
export type { FakeGogAccount, FakeGogProduct } from './gog-embed.ts';
export { ACCESS_TOKEN_LIFETIME, CODE_LIFETIME, GALAXY_CLIENT_ID, GALAXY_CLIENT_SECRET } from './gog-auth.ts';
export { PRODUCTS_PER_PAGE } from './gog-embed.ts';

export interface FakeGogOptions {
  /** A fixed port (the development server); a free one when omitted. */
  port?: number;
  /** The fake's clock in ms (token and code expiry); Date.now when omitted. */
  now?: () => number;
  /** The one client the fake knows; the GOG Galaxy client's public id and secret when omitted. */
  clientId?: string;
  clientSecret?: string;
}

export interface FakeGog {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** `${origin}/auth.gog.com`: what GOG_AUTH_URL points at (real: https://auth.gog.com); /auth and /token hang off it. */
  authUrl: string;
  /** `${origin}/embed.gog.com`: what GOG_EMBED_URL points at (real: https://embed.gog.com); /userData.json and the rest hang off it. */
  embedUrl: string;
  clientId: string;
  clientSecret: string;
  /** `${embedUrl}/on_login_success?origin=client`: the one redirect URI the client is registered with. */
  redirectUri: string;
  /** GOG_AUTH_URL, GOG_EMBED_URL, GOG_CLIENT_ID, GOG_CLIENT_SECRET. */
  env: Record<string, string>;
  /** Every request received, oldest first; `path` keeps the host prefix (`/embed.gog.com/userData.json`). */
  requests: RecordedRequest[];
  /** Adds an account, or replaces the one with the same userId. */
  addAccount(account: FakeGogAccount): void;
  /** Changes some fields of a known account (throws for an unknown one). */
  updateAccount(userId: string, patch: Partial<Omit<FakeGogAccount, 'userId'>>): void;
  /** Forgets an account: it can no longer sign in, and its codes and tokens stop working. */
  removeAccount(userId: string): void;
  /**
   * Acts as the user's browser: opens the login page URL our server built
   * (`${authUrl}/auth?client_id=…&redirect_uri=…&response_type=code&layout=client2`), signs in as the
   * account and returns where the browser lands: `${redirectUri}&code=…` on the fake's embed host.
   * Throws when GOG shows its error page or re-shows the login page with an error.
   */
  signIn(loginUrl: string, userId: string): Promise<string>;
  /** Moves the fake's clock: access tokens expire after 3600 s, codes after 60 s. */
  advanceTime(seconds: number): void;
  /** Revokes every refresh token of the account: the next refresh answers 400 invalid_grant. */
  revokeRefreshTokens(userId: string): void;
  /** The next `times` API calls on the embed host (userData.json, user/data/games, getFilteredProducts) answer `status` with a short HTML page (401: the logged-out page) before any check. */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

const AUTH_PREFIX = '/auth.gog.com';
const EMBED_PREFIX = '/embed.gog.com';
const EMBED_API = new Set(['/userData.json', '/user/data/games', '/account/getFilteredProducts']);

export async function startFakeGog(options: FakeGogOptions = {}): Promise<FakeGog> {
  let offsetMs = 0;
  const baseNow = options.now ?? Date.now;
  const now = () => baseNow() + offsetMs;
  const accounts = new Map<string, FakeGogAccount>();
  const failures: number[] = [];
  const requests: RecordedRequest[] = [];
  // Filled in once the port is known.
  const client: ClientConfig = {
    clientId: options.clientId ?? GALAXY_CLIENT_ID,
    clientSecret: options.clientSecret ?? GALAXY_CLIENT_SECRET,
    redirectUri: '',
  };
  const tokens = new GogTokens(client, now);

  // ---- auth host: GET shows the login page, its POST redirects to the redirect URI with a code.
  function showLogin(params: Record<string, string>, res: ServerResponse, error?: string): void {
    const request = parseLoginRequest(params, client);
    if ('error' in request) return sendHtml(res, 400, loginErrorPage(request.error));
    sendHtml(res, 200, loginPage({ action: `${AUTH_PREFIX}/auth`, params, accounts: [...accounts.values()], error }));
  }

  function completeLogin(form: Record<string, string>, res: ServerResponse): void {
    const request = parseLoginRequest(form, client);
    if ('error' in request) return sendHtml(res, 400, loginErrorPage(request.error));
    const login = (form.account || form.login || '').trim();
    const account = findAccount(login);
    if (!account) return showLogin(form, res, `알 수 없는 GOG 계정입니다: ${login || '(비어 있음)'}`);
    res.writeHead(302, { location: landingUrl(request.redirectUri, tokens.issueCode(account.userId)), 'cache-control': 'no-store' });
    res.end();
  }

  /** By user id, username or email, as GOG's login form takes a username or an email. */
  function findAccount(login: string): FakeGogAccount | undefined {
    const lower = login.toLowerCase();
    return (
      accounts.get(login) ?? [...accounts.values()].find((a) => a.username.toLowerCase() === lower || a.email?.toLowerCase() === lower)
    );
  }

  function answerToken(req: IncomingMessage, query: Record<string, string>, res: ServerResponse): void {
    // Real clients all send GET with query parameters; whether POST works is UNCONFIRMED, so the fake
    // refuses it rather than let a client depend on it.
    if (req.method !== 'GET') {
      return sendJson(res, 405, { error: 'invalid_request', error_description: 'The request method must be GET' }, { allow: 'GET' });
    }
    const answer = tokens.token(query, (userId) => accounts.has(userId));
    sendJson(res, answer.status, answer.body);
  }

  // ---- embed host
  /**
   * Credentials decide the answer. A valid Bearer token gets JSON. An expired, revoked or unknown one
   * gets 401 with GOG's HTML login page (Heroic refreshes on the 401; Lutris reads a body starting
   * with `<` as "token expired"). No credentials at all: userData.json answers the anonymous visitor's
   * JSON (isLoggedIn false) and the other pages answer the login page with 200, as GOG's web pages do
   * for a visitor. The exact status and body per endpoint are UNCONFIRMED.
   */
  function answerEmbedApi(path: string, req: IncomingMessage, url: URL, res: ServerResponse): void {
    const forced = failures.shift();
    if (forced !== undefined) return sendHtml(res, forced, forced === 401 ? loggedOutPage(loginHint()) : errorPage(forced));
    if (req.method !== 'GET') return sendHtml(res, 405, errorPage(405));
    const header = req.headers.authorization;
    if (header === undefined) {
      if (path === '/userData.json') return sendJson(res, 200, anonymousUserData());
      return sendHtml(res, 200, loggedOutPage(loginHint()));
    }
    const token = parseBearer(header);
    const found = token ? tokens.accessTokenUser(token) : 'unknown';
    const account = typeof found === 'object' ? accounts.get(found.userId) : undefined;
    if (!account) return sendHtml(res, 401, loggedOutPage(loginHint()));
    if (path === '/userData.json') return sendJson(res, 200, userData(account));
    if (path === '/user/data/games') return sendJson(res, 200, ownedIds(account));
    sendJson(res, 200, filteredProducts(account, parseFilteredProductsQuery(url.searchParams)));
  }

  function loginHint(): string {
    const params = new URLSearchParams({
      client_id: client.clientId,
      redirect_uri: client.redirectUri,
      response_type: 'code',
      layout: 'client2',
    });
    return `${authUrl}/auth?${params.toString()}`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const rawBody = await readBody(req);
    const form = isFormRequest(req) ? parseForm(rawBody) : undefined;
    const query = Object.fromEntries(url.searchParams);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, query, headers: req.headers, body: form, rawBody });

    if (url.pathname === `${AUTH_PREFIX}/auth`) {
      if (req.method === 'GET') return showLogin(query, res);
      if (req.method !== 'POST') return sendHtml(res, 405, errorPage(405));
      if (!form) return sendHtml(res, 400, loginErrorPage('The body must be application/x-www-form-urlencoded'));
      return completeLogin(form, res);
    }
    if (url.pathname === `${AUTH_PREFIX}/token`) return answerToken(req, query, res);
    if (url.pathname === `${EMBED_PREFIX}/on_login_success`) return sendHtml(res, 200, loginSuccessPage());
    const embedPath = url.pathname.startsWith(`${EMBED_PREFIX}/`) ? url.pathname.slice(EMBED_PREFIX.length) : null;
    if (embedPath !== null && EMBED_API.has(embedPath)) return answerEmbedApi(embedPath, req, url, res);
    sendHtml(res, 404, errorPage(404));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) sendHtml(res, 500, `<html><body><h1>fake GOG crashed</h1>${escapeHtml(String(err))}</body></html>`);
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const authUrl = origin + AUTH_PREFIX;
  const embedUrl = origin + EMBED_PREFIX;
  client.redirectUri = `${embedUrl}/on_login_success?origin=client`;

  return {
    origin,
    authUrl,
    embedUrl,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    redirectUri: client.redirectUri,
    env: { GOG_AUTH_URL: authUrl, GOG_EMBED_URL: embedUrl, GOG_CLIENT_ID: client.clientId, GOG_CLIENT_SECRET: client.clientSecret },
    requests,
    addAccount(account) {
      checkAccount(account);
      accounts.set(account.userId, structuredClone(account));
    },
    updateAccount(userId, patch) {
      const account = accounts.get(userId);
      if (!account) throw new Error(`no fake GOG account ${userId}`);
      const next = { ...account, ...structuredClone(patch), userId };
      checkAccount(next);
      accounts.set(userId, next);
    },
    removeAccount(userId) {
      accounts.delete(userId);
    },
    signIn: (loginUrl, userId) => signInAsBrowser(authUrl, loginUrl, userId),
    advanceTime(seconds) {
      offsetMs += seconds * 1000;
    },
    revokeRefreshTokens: (userId) => tokens.revokeRefreshTokens(userId),
    failNext(status, times = 1) {
      if (status < 400 || status > 599) throw new Error(`failNext needs an error status, not ${status}`);
      for (let i = 0; i < times; i++) failures.push(status);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
