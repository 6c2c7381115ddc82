/**
 * GOG client (unofficial protocol, as Heroic/gogdl, Lutris and lgogdownloader use it;
 * ../shared/PROTOCOLS.md §5): the Galaxy client's login page and token endpoint (GET with query
 * parameters), `userData.json` and the owned products' pages. An expired token shows as a 401, an
 * HTML page instead of JSON, or `isLoggedIn: false`: all three are `GogTokenExpiredError`.
 * 429 and 5xx are retried with backoff; URLs are joined as strings, so a base may carry a path.
 */
export const DEFAULT_GOG_AUTH_URL = 'https://auth.gog.com';
export const DEFAULT_GOG_EMBED_URL = 'https://embed.gog.com';
/** The Galaxy client's public credentials (every open-source launcher uses them). */
export const GALAXY_CLIENT_ID = '46899977096215655';
export const GALAXY_CLIENT_SECRET = '9d85c43b1482497dbbce61f6e4aa173a433796eeae2ca8c5f6129f2dc4de46d9';

export type GogTokens = { accessToken: string; refreshToken: string; expiresIn: number; userId: string };
export type GogUser = { userId: string; username: string; avatarUrl: string | null };
export type GogProduct = { id: string; title: string; imageUrl: string | null; releaseDate: string | null };

/** GOG refused a code or a refresh token (400 from /token): the user must sign in again. */
export class GogGrantRefusedError extends Error {
  constructor(readonly error: string) {
    super(`GOG refused the grant: ${error}`);
    this.name = 'GogGrantRefusedError';
  }
}

/** The access token is no longer accepted. */
export class GogTokenExpiredError extends Error {
  constructor(detail: string) {
    super(`GOG token expired: ${detail}`);
    this.name = 'GogTokenExpiredError';
  }
}

/** GOG could not be reached or answered something unusable after retries. */
export class GogUnavailableError extends Error {
  constructor(detail: string) {
    super(`GOG unavailable: ${detail.slice(0, 200)}`);
    this.name = 'GogUnavailableError';
  }
}

export type GogClientOptions = {
  authUrl?: string;
  embedUrl?: string;
  clientId?: string;
  clientSecret?: string;
  maxRetries?: number;
  retryBaseDelayMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

export type GogClient = {
  loginUrl(): string;
  redirectUri: string;
  exchangeCode(code: string): Promise<GogTokens>;
  refresh(refreshToken: string): Promise<GogTokens>;
  user(accessToken: string): Promise<GogUser>;
  /** Every owned game (movies skipped), all pages. */
  ownedGames(accessToken: string): Promise<GogProduct[]>;
  /**
   * One authenticated GET for the development test page: a path on the embed host, or a URL under the
   * configured GOG bases only (never another host: no request forgery through the tester). Null when refused.
   */
  get(accessToken: string, pathOrUrl: string): Promise<{ status: number; body: string } | null>;
};

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const MAX_PAGES = 200;

export function createGogClient(options: GogClientOptions = {}): GogClient {
  const authUrl = (options.authUrl ?? DEFAULT_GOG_AUTH_URL).replace(/\/+$/, '');
  const embedUrl = (options.embedUrl ?? DEFAULT_GOG_EMBED_URL).replace(/\/+$/, '');
  const clientId = options.clientId ?? GALAXY_CLIENT_ID;
  const clientSecret = options.clientSecret ?? GALAXY_CLIENT_SECRET;
  const redirectUri = `${embedUrl}/on_login_success?origin=client`;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const maxRetries = options.maxRetries ?? 3;
  const baseDelay = options.retryBaseDelayMs ?? 500;

  /** GET with retries of 429, 5xx and network errors; other statuses are the caller's to read. */
  async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; type: string }> {
    for (let attempt = 0; ; attempt += 1) {
      let detail: string;
      try {
        const response = await doFetch(url, {
          headers: { Accept: 'application/json', ...headers },
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
        const body = await response.text();
        if (response.status !== 429 && response.status < 500)
          return { status: response.status, body, type: response.headers.get('content-type') ?? '' };
        detail = `HTTP ${response.status}`;
      } catch (error) {
        detail = error instanceof Error ? error.message : String(error);
      }
      if (attempt >= maxRetries) throw new GogUnavailableError(detail);
      await sleep(baseDelay * 2 ** attempt);
    }
  }

  async function token(params: Record<string, string>): Promise<GogTokens> {
    const query = new URLSearchParams({ client_id: clientId, client_secret: clientSecret, ...params });
    const { status, body } = await get(`${authUrl}/token?${query.toString()}`);
    const json = parseJson(body);
    if (status >= 400 && status < 500)
      throw new GogGrantRefusedError(isObject(json) && typeof json.error === 'string' ? json.error : `HTTP ${status}`);
    if (status !== 200 || !isObject(json)) throw new GogUnavailableError(`token answered HTTP ${status}`);
    const { access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn, user_id: userId } = json;
    if (typeof accessToken !== 'string' || typeof refreshToken !== 'string') throw new GogUnavailableError('token answer without tokens');
    return {
      accessToken,
      refreshToken,
      expiresIn: typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : 3600,
      userId: typeof userId === 'string' || typeof userId === 'number' ? String(userId) : '',
    };
  }

  /** An embed call's JSON, or GogTokenExpiredError for the logged-out answers. */
  async function embedJson(accessToken: string, path: string): Promise<Record<string, unknown>> {
    const { status, body } = await get(`${embedUrl}${path}`, { Authorization: `Bearer ${accessToken}` });
    if (status === 401 || status === 403) throw new GogTokenExpiredError(`HTTP ${status}`);
    if (status !== 200) throw new GogUnavailableError(`${path} answered HTTP ${status}`);
    // Logged out, GOG answers its HTML login page instead of JSON (Lutris: a body starting with '<').
    if (body.trimStart().startsWith('<')) throw new GogTokenExpiredError('HTML instead of JSON');
    const json = parseJson(body);
    if (!isObject(json)) throw new GogUnavailableError(`${path} answered something else than a JSON object`);
    return json;
  }

  return {
    redirectUri,
    loginUrl: () =>
      `${authUrl}/auth?${new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', layout: 'client2' }).toString()}`,
    exchangeCode: (code) => token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    async user(accessToken) {
      const json = await embedJson(accessToken, '/userData.json');
      if (json.isLoggedIn === false || typeof json.username !== 'string') throw new GogTokenExpiredError('not logged in');
      const userId = json.userId ?? json.galaxyUserId;
      return {
        userId: typeof userId === 'string' || typeof userId === 'number' ? String(userId) : '',
        username: json.username,
        avatarUrl: httpsImage(json.avatar),
      };
    },

    async ownedGames(accessToken) {
      const products: GogProduct[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const json = await embedJson(accessToken, `/account/getFilteredProducts?mediaType=1&page=${page}`);
        for (const product of Array.isArray(json.products) ? json.products : []) {
          const owned = productOf(product);
          if (owned) products.push(owned);
        }
        const totalPages = Number(json.totalPages);
        if (!Number.isFinite(totalPages) || page >= totalPages) break;
      }
      return products;
    },

    async get(accessToken, pathOrUrl) {
      const url = pathOrUrl.startsWith('/') && !pathOrUrl.startsWith('//') ? `${embedUrl}${pathOrUrl}` : pathOrUrl;
      if (!underBase(url, embedUrl) && !underBase(url, authUrl)) return null;
      const { status, body } = await get(url, { Authorization: `Bearer ${accessToken}` });
      return { status, body };
    },
  };
}

/** The URL is the base itself or below it (same origin, path under the base's path). */
function underBase(candidate: string, base: string): boolean {
  try {
    const url = new URL(candidate);
    const root = new URL(base);
    const prefix = root.pathname.replace(/\/+$/, '');
    return (
      url.origin === root.origin &&
      !url.username &&
      !url.password &&
      (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)) &&
      !url.pathname.includes('/../')
    );
  } catch {
    return false;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A product of getFilteredProducts; movies and anything without an id or title are skipped. */
function productOf(product: unknown): GogProduct | null {
  if (!isObject(product) || product.isMovie === true || product.isGame === false) return null;
  const id = typeof product.id === 'number' || typeof product.id === 'string' ? String(product.id) : '';
  const title = typeof product.title === 'string' ? product.title.trim() : '';
  if (!/^\d{1,20}$/.test(id) || !title) return null;
  const release =
    isObject(product.releaseDate) && typeof product.releaseDate.date === 'string' ? product.releaseDate.date.slice(0, 10) : null;
  return {
    id,
    title: title.slice(0, 500),
    imageUrl: httpsImage(product.image, '_392.jpg'),
    releaseDate: release && /^\d{4}-\d{2}-\d{2}$/.test(release) ? release : null,
  };
}

/** GOG's protocol-relative image paths as https URLs (products' have no extension: a size suffix is added). */
function httpsImage(value: unknown, suffix = ''): string | null {
  if (typeof value !== 'string' || !value) return null;
  const absolute = value.startsWith('//') ? `https:${value}` : value;
  try {
    const url = new URL(absolute);
    if (url.protocol !== 'https:') return null;
    return suffix && !/\.(jpe?g|png|webp)$/i.test(url.pathname) ? `${absolute}${suffix}` : absolute;
  } catch {
    return null;
  }
}
