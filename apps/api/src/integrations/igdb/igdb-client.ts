/**
 * IGDB v4 API client: POST {apiUrl}/{endpoint} with a plain-text Apicalypse body, Client-ID and a
 * Twitch app token, within IGDB's limits (4 request starts per second, 8 open requests), retrying
 * 429, 5xx and network failures with exponential backoff and jitter (Retry-After wins when given),
 * and renewing the token once when IGDB answers 401.
 */
import { createRequestLimiter, realSleep } from '../request-limiter.ts';
import { parseRetryAfter } from '../retry-after.ts';
import { createTwitchTokenProvider, TwitchTokenError } from './twitch-token.ts';

export const DEFAULT_IGDB_API_URL = 'https://api.igdb.com/v4';
export const DEFAULT_TWITCH_TOKEN_URL = 'https://id.twitch.tv/oauth2/token';

/** IGDB refused a query (4xx other than a recoverable 401/429, or retries ran out). */
export class IgdbApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly endpoint: string,
  ) {
    super(`IGDB ${endpoint} answered HTTP ${status}: ${body.slice(0, 300)}`);
    this.name = 'IgdbApiError';
  }
}

export type IgdbRetryEvent = { endpoint: string; attempt: number; delayMs: number; status?: number; error?: unknown };

export type IgdbClientOptions = {
  clientId: string;
  clientSecret: string;
  /** DEFAULT_IGDB_API_URL when absent, or a fake. */
  apiUrl?: string;
  /** DEFAULT_TWITCH_TOKEN_URL when absent, or a fake. */
  tokenUrl?: string;
  /** Request starts per second (IGDB allows 4). */
  requestsPerSecond?: number;
  /** Open requests at once (IGDB allows 8). */
  maxInFlight?: number;
  /** Retries of one query after 429, 5xx or network errors (default 6). */
  maxRetries?: number;
  /** First backoff step; doubles per retry up to retryMaxDelayMs (defaults 1 s and 30 s). */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  /** Per-request timeout (default 60 s); a timeout counts as a network error. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Monotonic milliseconds for the rate limiter. */
  now?: () => number;
  /** 0..1 for backoff jitter (Math.random by default). */
  random?: () => number;
  onRetry?: (event: IgdbRetryEvent) => void;
};

export type IgdbClient = {
  /** Runs one Apicalypse query, e.g. `query('games', 'fields name; where id = 1942;')`. */
  query<T>(endpoint: string, body: string): Promise<T[]>;
  /** Requests sent to IGDB (attempts, retries included), retries, and tokens requested from Twitch. */
  stats(): { requests: number; retries: number; tokenRequests: number };
};

type Attempt = { status: number; text: string; retryAfter: string | null };

/** Creates a client; nothing is requested until the first query. */
export function createIgdbClient(options: IgdbClientOptions): IgdbClient {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  const maxRetries = options.maxRetries ?? 6;
  const baseDelay = options.retryBaseDelayMs ?? 1_000;
  const maxDelay = options.retryMaxDelayMs ?? 30_000;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const apiUrl = (options.apiUrl ?? DEFAULT_IGDB_API_URL).replace(/\/+$/, '');
  const tokens = createTwitchTokenProvider({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    tokenUrl: options.tokenUrl ?? DEFAULT_TWITCH_TOKEN_URL,
    fetch: doFetch,
  });
  const limiter = createRequestLimiter({
    perWindow: options.requestsPerSecond ?? 4,
    maxInFlight: options.maxInFlight ?? 8,
    now: options.now,
    sleep,
  });
  let requests = 0;
  let retries = 0;

  async function send(endpoint: string, body: string, token: string): Promise<Attempt> {
    return limiter.run(async () => {
      requests += 1;
      const response = await doFetch(`${apiUrl}/${endpoint}`, {
        method: 'POST',
        headers: {
          'Client-ID': options.clientId,
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          'Content-Type': 'text/plain',
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read inside the limiter: the request is open until its body has arrived.
      return { status: response.status, text: await response.text(), retryAfter: response.headers.get('retry-after') };
    });
  }

  const backoff = (attempt: number): number => {
    const step = Math.min(maxDelay, baseDelay * 2 ** attempt);
    return Math.round(step / 2 + (random() * step) / 2);
  };

  async function query<T>(endpoint: string, body: string): Promise<T[]> {
    let attempt = 0;
    let renewedToken = false;
    for (;;) {
      let token: string | null = null;
      let outcome: Attempt | { error: unknown };
      try {
        token = await tokens.get();
        outcome = await send(endpoint, body, token);
      } catch (error) {
        // A refused token request (bad secret, unknown client) will not get better by waiting.
        if (error instanceof TwitchTokenError && error.status < 500 && error.status !== 429) throw error;
        outcome = { error };
      }
      if ('status' in outcome) {
        if (outcome.status >= 200 && outcome.status < 300) return parseRows<T>(outcome, endpoint);
        if (outcome.status === 401 && !renewedToken && token) {
          // Tokens can die before their 60 days (25-token cap, revocation): renew once.
          renewedToken = true;
          tokens.invalidate(token);
          continue;
        }
        if (outcome.status !== 429 && outcome.status < 500) throw new IgdbApiError(outcome.status, outcome.text, endpoint);
        if (attempt >= maxRetries) throw new IgdbApiError(outcome.status, outcome.text, endpoint);
      } else if (attempt >= maxRetries) {
        throw outcome.error;
      }
      const retryAfterMs = 'status' in outcome ? parseRetryAfter(outcome.retryAfter) : null;
      const delayMs = retryAfterMs ?? backoff(attempt);
      options.onRetry?.({
        endpoint,
        attempt: attempt + 1,
        delayMs,
        ...('status' in outcome ? { status: outcome.status } : { error: outcome.error }),
      });
      attempt += 1;
      retries += 1;
      await sleep(delayMs);
    }
  }

  return { query, stats: () => ({ requests, retries, tokenRequests: tokens.requested }) };
}

function parseRows<T>(outcome: Attempt, endpoint: string): T[] {
  let rows: unknown;
  try {
    rows = JSON.parse(outcome.text);
  } catch {
    throw new IgdbApiError(outcome.status, outcome.text, endpoint);
  }
  if (!Array.isArray(rows)) throw new IgdbApiError(outcome.status, outcome.text, endpoint);
  return rows as T[];
}
