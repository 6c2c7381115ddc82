/**
 * Steam Web API client (../shared/PROTOCOLS.md §4b, §7): GetOwnedGames, GetPlayerSummaries and GetWishlist with the
 * server's key, retrying 429 and 5xx with exponential backoff (Retry-After when given, capped), so
 * one sync request does not wait long. The key never leaves the server.
 */
export const DEFAULT_STEAM_API_URL = 'https://api.steampowered.com';

/** Why Steam could not answer: a refused key (403/400/401), or Steam unreachable after retries. */
export class SteamApiError extends Error {
  constructor(
    readonly kind: 'key_rejected' | 'unavailable' | 'bad_response',
    readonly status: number | null,
    detail: string,
  ) {
    super(`Steam Web API ${kind}${status ? ` (HTTP ${status})` : ''}: ${detail.slice(0, 200)}`);
    this.name = 'SteamApiError';
  }
}

export type SteamOwnedGame = {
  appId: number;
  name: string;
  playtimeForever: number;
  playtime2weeks: number | null;
  iconHash: string | null;
  /** Unix seconds; null when never played. */
  lastPlayed: number | null;
};

export type SteamPlayer = {
  steamId: string;
  /** communityvisibilitystate 3: public; anything else keeps the library from us. */
  isPublic: boolean;
  personaName: string;
  profileUrl: string | null;
  avatarUrl: string | null;
};

export type SteamWebApi = {
  /** Null when the games are not visible (a private profile or private game details answer `{"response":{}}`). */
  ownedGames(steamId: string): Promise<SteamOwnedGame[] | null>;
  /** Null for an unknown account. */
  playerSummary(steamId: string): Promise<SteamPlayer | null>;
  /**
   * The account's Steam wishlist (IWishlistService/GetWishlist), app ids in Steam's order; null when
   * it is not visible (a private profile answers an empty `{"response":{}}`).
   */
  wishlist(steamId: string): Promise<SteamWishlistItem[] | null>;
};

export type SteamWishlistItem = {
  appId: number;
  /** The user's order on Steam (0 first; unranked items come last). */
  priority: number;
  /** Unix seconds. */
  dateAdded: number | null;
};

export type SteamWebApiOptions = {
  apiKey: string;
  apiUrl?: string;
  /** Retries after 429, 5xx or network errors (default 3). */
  maxRetries?: number;
  /** First backoff step, doubling per retry (default 500 ms); a Retry-After is capped at 8 steps. */
  retryBaseDelayMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function createSteamWebApi(options: SteamWebApiOptions): SteamWebApi {
  const apiUrl = (options.apiUrl ?? DEFAULT_STEAM_API_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const maxRetries = options.maxRetries ?? 3;
  const baseDelay = options.retryBaseDelayMs ?? 500;

  async function call(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${apiUrl}${path}?${new URLSearchParams({ key: options.apiKey, format: 'json', ...params }).toString()}`;
    for (let attempt = 0; ; attempt += 1) {
      let status: number | null = null;
      let text = '';
      let retryAfter: string | null = null;
      try {
        const response = await doFetch(url, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
        status = response.status;
        retryAfter = response.headers.get('retry-after');
        text = await response.text();
      } catch (error) {
        text = error instanceof Error ? error.message : String(error);
      }
      if (status !== null && status >= 200 && status < 300) return parseJson(text);
      if (status === 400 || status === 401 || status === 403) throw new SteamApiError('key_rejected', status, text);
      const retryable = status === null || status === 429 || status >= 500;
      if (!retryable) throw new SteamApiError('bad_response', status, text);
      if (attempt >= maxRetries) throw new SteamApiError('unavailable', status, text);
      const step = baseDelay * 2 ** attempt;
      const hinted = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : null;
      await sleep(Math.min(hinted ?? step, baseDelay * 8));
    }
  }

  return {
    async ownedGames(steamId) {
      const body = await call('/IPlayerService/GetOwnedGames/v1/', {
        steamid: steamId,
        include_appinfo: 'true',
        include_played_free_games: 'true',
      });
      const response = objectAt(body, 'response');
      if (!response || !('game_count' in response)) return null;
      const games = Array.isArray(response.games) ? response.games : [];
      return games.flatMap((game) => {
        const owned = ownedGameOf(game);
        return owned ? [owned] : [];
      });
    },

    async wishlist(steamId) {
      const body = await call('/IWishlistService/GetWishlist/v1/', { steamid: steamId });
      const response = objectAt(body, 'response');
      if (!response || !Array.isArray(response.items)) return null;
      const items = response.items.flatMap((item): SteamWishlistItem[] => {
        if (!isObject(item)) return [];
        const appId = nonNegativeInt(item.appid);
        if (!appId) return [];
        return [{ appId, priority: nonNegativeInt(item.priority) ?? Number.MAX_SAFE_INTEGER, dateAdded: nonNegativeInt(item.date_added) }];
      });
      // Steam's own order: by priority, then oldest first.
      return items.sort((a, b) => a.priority - b.priority || (a.dateAdded ?? 0) - (b.dateAdded ?? 0));
    },

    async playerSummary(steamId) {
      const body = await call('/ISteamUser/GetPlayerSummaries/v2/', { steamids: steamId });
      const players = objectAt(body, 'response')?.players;
      if (!Array.isArray(players)) throw new SteamApiError('bad_response', 200, 'no players array');
      const player = players.find((p): p is Record<string, unknown> => isObject(p) && p.steamid === steamId);
      if (!player) return null;
      return {
        steamId,
        isPublic: player.communityvisibilitystate === 3,
        personaName: typeof player.personaname === 'string' ? player.personaname : '',
        profileUrl: httpsUrl(player.profileurl),
        avatarUrl: httpsUrl(player.avatarfull) ?? httpsUrl(player.avatarmedium),
      };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new SteamApiError('bad_response', 200, 'not JSON');
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function objectAt(value: unknown, key: string): Record<string, unknown> | null {
  const inner = isObject(value) ? value[key] : undefined;
  return isObject(inner) ? inner : null;
}

const nonNegativeInt = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

function ownedGameOf(game: unknown): SteamOwnedGame | null {
  if (!isObject(game)) return null;
  const appId = nonNegativeInt(game.appid);
  if (!appId) return null;
  const name = typeof game.name === 'string' && game.name.trim() ? game.name.trim() : `App ${appId}`;
  const icon = typeof game.img_icon_url === 'string' && /^[0-9a-f]{40}$/i.test(game.img_icon_url) ? game.img_icon_url : null;
  const lastPlayed = nonNegativeInt(game.rtime_last_played);
  return {
    appId,
    name: name.slice(0, 500),
    playtimeForever: nonNegativeInt(game.playtime_forever) ?? 0,
    playtime2weeks: nonNegativeInt(game.playtime_2weeks),
    iconHash: icon,
    lastPlayed: lastPlayed ? lastPlayed : null,
  };
}

/** Only https URLs from Steam are stored (they end up in img src). */
function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}
