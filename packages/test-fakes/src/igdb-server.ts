// A local fake of the Twitch client-credentials token endpoint and the IGDB v4 API, one HTTP server
// on 127.0.0.1 for both. It speaks the real protocol (see PROTOCOLS.md section 6): POST only, token
// in query parameters, Client-ID + `Bearer <token>` headers, plain-text Apicalypse bodies, IGDB's
// error bodies, 429 above 4 request starts per second or 8 open requests. It records every request
// (start and end time, in-flight count) so tests can check a client's limiter from the outside.
import { randomInt } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { ApicalypseSyntaxError, parseApicalypse, runQuery, type Row } from './igdb-apicalypse.ts';
import { fakeIgdbGames, fakeIgdbTimeToBeats, type FakeIgdbRecord } from './igdb-fixtures.ts';
import { readBody, sendJson } from './oauth-util.ts';

export type { FakeIgdbRecord } from './igdb-fixtures.ts';

export interface RecordedIgdbRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request reached the server (before its body was read). */
  startedAt: number;
  /** performance.now() when the response was sent; null while open. */
  finishedAt: number | null;
  status: number;
  /** Open API requests at arrival, this one included. */
  inFlightAtStart: number;
}

export interface FakeIgdbOptions {
  clientId?: string;
  clientSecret?: string;
  /** Request starts allowed in any 1-second window before 429 (IGDB: 4). */
  requestsPerSecond?: number;
  /** Open requests allowed before 429 (IGDB: 8). */
  maxInFlight?: number;
  /** Delay before each API response, to make requests overlap. */
  responseDelayMs?: number;
  /** expires_in of issued tokens (Twitch app tokens: about 60 days). */
  tokenTtlSeconds?: number;
  games?: FakeIgdbRecord[];
  timeToBeats?: FakeIgdbRecord[];
}

export interface FakeIgdb {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** `${origin}/oauth2/token` (stands in for https://id.twitch.tv/oauth2/token). */
  tokenUrl: string;
  /** `${origin}/v4` (stands in for https://api.igdb.com/v4). */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** Every request received, oldest first. */
  requests: RecordedIgdbRequest[];
  /** Requests to /v4 (any status). */
  apiRequests(): RecordedIgdbRequest[];
  /** Requests to the token endpoint (any status). */
  tokenRequests(): RecordedIgdbRequest[];
  /** Most API requests ever open at once. */
  maxInFlightSeen(): number;
  /** Games by id; edit to change "upstream" data between syncs. */
  games: Map<number, FakeIgdbRecord>;
  /** Time-to-beat rows by their own id. */
  timeToBeats: Map<number, FakeIgdbRecord>;
  /** The next `times` API requests fail with `status` (429 or 5xx), before any other check. */
  failNext(status: number, times?: number, options?: { retryAfterSeconds?: number }): void;
  /** Deactivates every token issued so far (as the 25-token cap or a revocation would): next call is 401. */
  revokeTokens(): void;
  /** Moves the token clock forward (expiry only; rate windows use the real clock). */
  advanceTime(seconds: number): void;
  setLimits(limits: { requestsPerSecond?: number; maxInFlight?: number; responseDelayMs?: number }): void;
  /** Forgets recorded requests (and the in-flight maximum). */
  clearRecords(): void;
  close(): Promise<void>;
}

const AUTH_FAILURE = {
  message: 'Authorization Failure. Have you tried:',
  'Tip 1': 'Ensure you are sending Authorization and Client-ID as headers.',
  'Tip 2': "Ensure Authorization value starts with 'Bearer ', including the space",
  'Tip 3': 'Ensure Authorization value ends with the App Access Token you generated, NOT your Client Secret.',
  Docs: 'https://api-docs.igdb.com/#authentication',
  Discord: 'https://discord.gg/igdb',
};
// Javalin's 500 body, as IGDB returns it.
const INTERNAL_ERROR = { title: 'Internal server error', status: 500, type: 'https://javalin.io/documentation#internalservererror' };
const TOO_MANY_REQUESTS = { message: 'Too Many Requests' };
const MAX_ACTIVE_TOKENS = 25;
const WINDOW_MS = 1_000;
const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Starts the fake on a free port with the fixture games (fresh copies each time). */
export async function startFakeIgdb(options: FakeIgdbOptions = {}): Promise<FakeIgdb> {
  const clientId = options.clientId ?? randomToken(30);
  const clientSecret = options.clientSecret ?? randomToken(30);
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 5_587_808;
  const limits = {
    requestsPerSecond: options.requestsPerSecond ?? 4,
    maxInFlight: options.maxInFlight ?? 8,
    responseDelayMs: options.responseDelayMs ?? 0,
  };
  const games = new Map((options.games ?? fakeIgdbGames()).map((g) => [g.id, g]));
  const timeToBeats = new Map((options.timeToBeats ?? fakeIgdbTimeToBeats()).map((t) => [t.id, t]));
  const endpoints: Record<string, () => readonly Row[]> = {
    games: () => [...games.values()].sort((a, b) => a.id - b.id),
    game_time_to_beats: () => [...timeToBeats.values()].sort((a, b) => a.id - b.id),
  };
  const gameRefs = new Set(['version_parent', 'parent_game', 'game', 'game_id']);
  const resolve = (field: string, id: number) => (gameRefs.has(field) ? games.get(id) : undefined);

  let clockOffsetMs = 0;
  const tokens = new Map<string, number>(); // token -> expiresAt (Date.now() + offset)
  const failures: { status: number; retryAfterSeconds?: number }[] = [];
  let requests: RecordedIgdbRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;

  function issueToken(res: ServerResponse, url: URL): void {
    const q = url.searchParams;
    if (!q.get('client_id')) return sendJson(res, 400, { status: 400, message: 'missing client id' });
    if (q.get('client_id') !== clientId) return sendJson(res, 400, { status: 400, message: 'invalid client' });
    if (q.get('client_secret') !== clientSecret) return sendJson(res, 403, { message: 'invalid client secret', status: 403 });
    if (q.get('grant_type') !== 'client_credentials') return sendJson(res, 400, { status: 400, message: 'invalid grant type' });
    const token = randomToken(30);
    tokens.set(token, Date.now() + clockOffsetMs + tokenTtlSeconds * 1000);
    // At most 25 active tokens per app: a new one deactivates the oldest.
    while (tokens.size > MAX_ACTIVE_TOKENS) tokens.delete(tokens.keys().next().value!);
    sendJson(res, 200, { access_token: token, expires_in: tokenTtlSeconds, token_type: 'bearer' });
  }

  function authorized(headers: IncomingHttpHeaders): boolean {
    if (headers['client-id'] !== clientId) return false;
    const token = /^Bearer (\S+)$/.exec(String(headers.authorization ?? ''))?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    return expiresAt !== undefined && expiresAt > Date.now() + clockOffsetMs;
  }

  function answerApi(res: ServerResponse, record: RecordedIgdbRequest, endpoint: string): void {
    const forced = failures.shift();
    if (forced) {
      const headers: Record<string, string> =
        forced.retryAfterSeconds !== undefined ? { 'retry-after': String(forced.retryAfterSeconds) } : {};
      return sendJson(
        res,
        forced.status,
        forced.status === 429 ? TOO_MANY_REQUESTS : { ...INTERNAL_ERROR, status: forced.status },
        headers,
      );
    }
    const windowStarts = requests.filter((r) => r.path.startsWith('/v4/') && r.startedAt > record.startedAt - WINDOW_MS);
    if (windowStarts.length > limits.requestsPerSecond || record.inFlightAtStart > limits.maxInFlight) {
      return sendJson(res, 429, TOO_MANY_REQUESTS);
    }
    if (!authorized(record.headers)) return sendJson(res, 401, AUTH_FAILURE);
    const isCount = endpoint.endsWith('/count');
    const rows = endpoints[isCount ? endpoint.slice(0, -'/count'.length) : endpoint];
    if (!rows) return sendJson(res, 404, { message: 'Not Found' });
    try {
      const query = parseApicalypse(record.body);
      if (isCount) return sendJson(res, 200, { count: runQuery(rows(), { ...query, limit: Number.MAX_SAFE_INTEGER, offset: 0 }).length });
      sendJson(res, 200, runQuery(rows(), query, resolve));
    } catch (error) {
      if (!(error instanceof ApicalypseSyntaxError)) throw error;
      sendJson(res, 400, [{ title: 'Syntax Error', status: 400, cause: error.message }]);
    }
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<unknown> => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const isApi = url.pathname.startsWith('/v4/');
    if (isApi) {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
    }
    const record: RecordedIgdbRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: '',
      startedAt: performance.now(),
      finishedAt: null,
      status: 0,
      inFlightAtStart: isApi ? inFlight : 0,
    };
    requests.push(record);
    let closed = false;
    // 'finish' (answer handed to the socket) comes before the client can read it; 'close' covers aborts.
    const done = () => {
      if (closed) return;
      closed = true;
      record.finishedAt = performance.now();
      record.status = res.statusCode;
      if (isApi) inFlight -= 1;
    };
    res.on('finish', done);
    res.on('close', done);
    record.body = await readBody(req);
    // Both Twitch and IGDB answer GET with 404: everything here is POST.
    if (req.method !== 'POST') return sendJson(res, 404, { message: 'Not Found' });
    if (url.pathname === '/oauth2/token') return issueToken(res, url);
    if (!isApi) return sendJson(res, 404, { message: 'Not Found' });
    if (limits.responseDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, limits.responseDelayMs));
    answerApi(res, record, url.pathname.slice('/v4/'.length));
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    tokenUrl: `${origin}/oauth2/token`,
    apiUrl: `${origin}/v4`,
    clientId,
    clientSecret,
    get requests() {
      return requests;
    },
    apiRequests: () => requests.filter((r) => r.path.startsWith('/v4/')),
    tokenRequests: () => requests.filter((r) => r.path === '/oauth2/token'),
    maxInFlightSeen: () => maxInFlight,
    games,
    timeToBeats,
    failNext(status, times = 1, failOptions = {}) {
      for (let i = 0; i < times; i++) failures.push({ status, ...failOptions });
    },
    revokeTokens: () => tokens.clear(),
    advanceTime(seconds) {
      clockOffsetMs += seconds * 1000;
    },
    setLimits(next) {
      Object.assign(limits, Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)));
    },
    clearRecords() {
      requests = [];
      maxInFlight = inFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function randomToken(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  return out;
}
