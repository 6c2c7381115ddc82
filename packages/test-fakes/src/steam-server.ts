// A local fake Steam for tests and development: "Sign in through Steam" (OpenID 2.0, stateless) at
// /openid/login and the two Web API methods we call, on one HTTP server on 127.0.0.1. It follows
// PROTOCOLS.md section 4: Steam's paths, parameters, JSON shapes and error bodies. The protocol details
// live in steam-openid.ts and steam-webapi.ts; this file routes requests and holds the state.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordedRequest } from './oauth-provider.ts';
import { escapeHtml, isFormRequest, parseForm, readBody, sendHtml, sendJson, submitSignInForm } from './oauth-util.ts';
import {
  checkAuthenticationBody,
  openIdErrorPage,
  parseCheckidSetup,
  positiveAssertion,
  redirectTarget,
  signInPage,
  verifyAssertion,
} from './steam-openid.ts';
import {
  API_PATHS,
  FORBIDDEN_BODY,
  MAX_SUMMARY_IDS,
  badRequestBody,
  checkAccount,
  failureBody,
  isTrue,
  ownedGames,
  playerSummary,
  wishlist,
  type FakeSteamAccount,
  type SteamApiMethod,
} from './steam-webapi.ts';

export type { RecordedRequest } from './oauth-provider.ts';
export type { FakeSteamAccount, FakeSteamGame, FakeSteamWishlistItem, SteamApiMethod } from './steam-webapi.ts';
export { STEAM_IDENTITY_PREFIX } from './steam-openid.ts';

export interface FakeSteamOptions {
  /** The one valid Web API key; 32 random hex digits (like Steam's) when omitted. */
  apiKey?: string;
  /** The fake's clock in ms (response_nonce timestamps, default lastlogoff); Date.now when omitted. */
  now?: () => number;
  /** A fixed port (the development server); a free one when omitted. */
  port?: number;
}

export interface FakeSteam {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** `${origin}/openid/login`: what STEAM_OPENID_URL points at, and the assertions' openid.op_endpoint. */
  openIdUrl: string;
  /** `${origin}`: what STEAM_API_URL points at; /IPlayerService/… and /ISteamUser/… hang off it. */
  apiUrl: string;
  /** The one valid Web API key. */
  apiKey: string;
  /** STEAM_API_KEY, STEAM_API_URL, STEAM_OPENID_URL. */
  env: Record<string, string>;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** Adds an account, or replaces the one with the same steamId. */
  addAccount(account: FakeSteamAccount): void;
  /** Changes some fields of a known account (throws for an unknown one). */
  updateAccount(steamId: string, patch: Partial<Omit<FakeSteamAccount, 'steamId'>>): void;
  /** Forgets an account: it can no longer sign in and the Web API no longer knows it. */
  removeAccount(steamId: string): void;
  /** The next `times` calls of a Web API method answer `status` (429 with an empty body, 5xx with short HTML) before any check. */
  failNext(method: SteamApiMethod, status: number, times?: number): void;
  /**
   * Acts as the user's browser at Steam: opens the checkid_setup URL our server built, signs in as
   * `steamId` (a known account) and returns the URL Steam redirects to (return_to?…&openid.mode=id_res&…&openid.sig=…).
   * Throws when Steam shows its error page or re-shows the sign-in page with an error.
   */
  signIn(authUrl: string, steamId: string): Promise<string>;
  close(): Promise<void>;
}

const OPENID_PATH = '/openid/login';

export async function startFakeSteam(options: FakeSteamOptions = {}): Promise<FakeSteam> {
  const apiKey = options.apiKey ?? randomBytes(16).toString('hex').toUpperCase();
  const now = options.now ?? Date.now;
  // Private to the fake: only check_authentication can tell a genuine assertion from a forged one.
  const secret = randomBytes(32).toString('hex');
  const accounts = new Map<string, FakeSteamAccount>();
  const verifiedNonces = new Set<string>();
  const failures: Record<SteamApiMethod, number[]> = { GetOwnedGames: [], GetPlayerSummaries: [], GetWishlist: [] };
  const requests: RecordedRequest[] = [];

  // ---- OpenID: GET shows the sign-in page; the page's POST redirects to return_to; check_authentication verifies.
  function showSignIn(params: Record<string, string>, res: ServerResponse, error?: string): void {
    const request = parseCheckidSetup(params);
    if ('error' in request) return sendHtml(res, 400, openIdErrorPage(request.error));
    const choices = [...accounts.values()];
    sendHtml(res, 200, signInPage({ action: OPENID_PATH, params, request, accounts: choices, error }));
  }

  function completeSignIn(form: Record<string, string>, res: ServerResponse): void {
    const request = parseCheckidSetup(form);
    if ('error' in request) return sendHtml(res, 400, openIdErrorPage(request.error));
    const steamId = (form.account || form.steamid || '').trim();
    if (!accounts.has(steamId)) return showSignIn(form, res, `알 수 없는 Steam 계정입니다: ${steamId || '(비어 있음)'}`);
    const assertion = positiveAssertion(request, steamId, openIdUrl, now(), secret);
    res.writeHead(302, { location: redirectTarget(request.returnTo, assertion), 'cache-control': 'no-store' });
    res.end();
  }

  function checkAuthentication(form: Record<string, string>, res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(checkAuthenticationBody(verifyAssertion(form, secret, verifiedNonces)));
  }

  // ---- Web API
  function answerApi(method: SteamApiMethod, q: URLSearchParams, res: ServerResponse): void {
    const forced = failures[method].shift();
    if (forced !== undefined) return sendHtml(res, forced, failureBody(forced));
    const key = q.get('key');
    if (!key) return sendHtml(res, 400, badRequestBody("Required parameter 'key' is missing"));
    if (key !== apiKey) return sendHtml(res, 403, FORBIDDEN_BODY);
    if (method === 'GetOwnedGames') return getOwnedGames(q, res);
    if (method === 'GetWishlist') return getWishlist(q, res);
    getPlayerSummaries(q, res);
  }

  function getWishlist(q: URLSearchParams, res: ServerResponse): void {
    const steamId = q.get('steamid');
    if (!steamId) return sendHtml(res, 400, badRequestBody("Required parameter 'steamid' is missing"));
    sendJson(res, 200, { response: wishlist(accounts.get(steamId)) });
  }

  function getOwnedGames(q: URLSearchParams, res: ServerResponse): void {
    const steamId = q.get('steamid');
    if (!steamId) return sendHtml(res, 400, badRequestBody("Required parameter 'steamid' is missing"));
    const appIds = [...q.entries()].filter(([name]) => /^appids_filter\[\d+\]$/.test(name)).map(([, value]) => Number(value));
    const query = {
      includeAppInfo: isTrue(q.get('include_appinfo')),
      includeFreeGames: isTrue(q.get('include_played_free_games')),
      appIds,
    };
    // `format` is ignored: the fake speaks JSON only (Steam's default).
    sendJson(res, 200, { response: ownedGames(accounts.get(steamId), query) });
  }

  function getPlayerSummaries(q: URLSearchParams, res: ServerResponse): void {
    const ids = [...new Set((q.get('steamids') ?? '').split(',').map((id) => id.trim()))].filter(Boolean);
    if (ids.length === 0) return sendHtml(res, 400, badRequestBody("Required parameter 'steamids' is missing"));
    if (ids.length > MAX_SUMMARY_IDS) return sendHtml(res, 400, badRequestBody(`Too many steamids (at most ${MAX_SUMMARY_IDS})`));
    const nowSeconds = Math.floor(now() / 1000);
    const players = ids.flatMap((id) => {
      const account = accounts.get(id);
      return account ? [playerSummary(account, nowSeconds)] : [];
    });
    sendJson(res, 200, { response: { players } });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const rawBody = await readBody(req);
    const form = isFormRequest(req) ? parseForm(rawBody) : undefined;
    const query = Object.fromEntries(url.searchParams);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, query, headers: req.headers, body: form, rawBody });

    if (url.pathname === OPENID_PATH) {
      if (req.method === 'GET') return showSignIn(query, res);
      if (req.method !== 'POST') return sendHtml(res, 405, openIdErrorPage('GET or POST only'));
      if (!form) return sendHtml(res, 400, openIdErrorPage('The body must be application/x-www-form-urlencoded'));
      if (form['openid.mode'] === 'check_authentication') return checkAuthentication(form, res);
      return completeSignIn(form, res);
    }
    const method = API_PATHS[url.pathname.replace(/\/$/, '')];
    if (!method) return sendHtml(res, 404, '<html><head><title>Not Found</title></head><body><h1>Not Found</h1></body></html>');
    if (req.method !== 'GET') return sendHtml(res, 405, failureBody(405));
    answerApi(method, url.searchParams, res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) sendHtml(res, 500, `<html><body><h1>fake Steam crashed</h1>${escapeHtml(String(err))}</body></html>`);
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const openIdUrl = origin + OPENID_PATH;

  return {
    origin,
    openIdUrl,
    apiUrl: origin,
    apiKey,
    env: { STEAM_API_KEY: apiKey, STEAM_API_URL: origin, STEAM_OPENID_URL: openIdUrl },
    requests,
    addAccount(account) {
      checkAccount(account);
      accounts.set(account.steamId, structuredClone(account));
    },
    updateAccount(steamId, patch) {
      const account = accounts.get(steamId);
      if (!account) throw new Error(`no fake Steam account ${steamId}`);
      accounts.set(steamId, { ...account, ...structuredClone(patch), steamId });
    },
    removeAccount(steamId) {
      accounts.delete(steamId);
    },
    failNext(method, status, times = 1) {
      if (status < 400 || status > 599) throw new Error(`failNext needs an error status, not ${status}`);
      for (let i = 0; i < times; i++) failures[method].push(status);
    },
    signIn: (authUrl, steamId) => signInAsBrowser(origin, authUrl, steamId),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Opens the sign-in page, submits its form for `steamId`, and returns where Steam redirects to. */
async function signInAsBrowser(origin: string, authUrl: string, steamId: string): Promise<string> {
  if (new URL(authUrl).origin !== origin) throw new Error(`${authUrl} is not on ${origin}`);
  return submitSignInForm({ site: 'Steam', pageUrl: authUrl, accountId: steamId, field: 'steamid' });
}
