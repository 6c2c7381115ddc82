/**
 * Twitch app access tokens (OAuth client-credentials grant) for the IGDB API.
 * Twitch issues no refresh token: a new token is simply requested again, so the provider caches one
 * until shortly before `expires_in` runs out, and on demand after IGDB refuses it (401).
 */

/** A token request that Twitch refused (e.g. 403 "invalid client secret"), or could not be read. */
export class TwitchTokenError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Twitch token request failed with HTTP ${status}: ${body.slice(0, 300)}`);
    this.name = 'TwitchTokenError';
  }
}

export type TwitchTokenOptions = {
  clientId: string;
  clientSecret: string;
  /** https://id.twitch.tv/oauth2/token, or a fake. */
  tokenUrl: string;
  fetch?: typeof fetch;
  /** Milliseconds clock (Date.now by default). */
  now?: () => number;
  /** Renew this long before expiry (default 60 s, at most half the lifetime). */
  renewBeforeMs?: number;
};

export type TwitchTokenProvider = {
  /** A valid token: the cached one, or a new one (concurrent callers share one request). */
  get(): Promise<string>;
  /** Drops `token` from the cache after IGDB refused it; no-op when a newer token is already cached. */
  invalidate(token: string): void;
  /** How many tokens were requested so far. */
  readonly requested: number;
};

type TokenResponse = { access_token?: unknown; expires_in?: unknown; token_type?: unknown };

/** Creates a cached client-credentials token source. */
export function createTwitchTokenProvider(options: TwitchTokenOptions): TwitchTokenProvider {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const renewBeforeMs = options.renewBeforeMs ?? 60_000;
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;
  let requested = 0;

  async function request(): Promise<string> {
    requested += 1;
    const url = new URL(options.tokenUrl);
    url.searchParams.set('client_id', options.clientId);
    url.searchParams.set('client_secret', options.clientSecret);
    url.searchParams.set('grant_type', 'client_credentials');
    const response = await doFetch(url, { method: 'POST', headers: { Accept: 'application/json' } });
    const text = await response.text();
    if (!response.ok) throw new TwitchTokenError(response.status, text);
    let body: TokenResponse;
    try {
      body = JSON.parse(text) as TokenResponse;
    } catch {
      throw new TwitchTokenError(response.status, text);
    }
    if (typeof body.access_token !== 'string' || !body.access_token || typeof body.expires_in !== 'number') {
      throw new TwitchTokenError(response.status, text);
    }
    const lifetimeMs = body.expires_in * 1000;
    cached = { token: body.access_token, renewAt: now() + lifetimeMs - Math.min(renewBeforeMs, lifetimeMs / 2) };
    return body.access_token;
  }

  return {
    get() {
      if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
      pending ??= request().finally(() => {
        pending = null;
      });
      return pending;
    },
    invalidate(token) {
      if (cached?.token === token) cached = null;
    },
    get requested() {
      return requested;
    },
  };
}
