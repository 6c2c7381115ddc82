// The Steam Web API side of the fake Steam (PROTOCOLS.md section 4b): the accounts it knows, the JSON
// shapes of IPlayerService/GetOwnedGames, ISteamUser/GetPlayerSummaries and IWishlistService/GetWishlist,
// and Steam's error bodies.
import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';

export interface FakeSteamGame {
  appid: number;
  name: string;
  /** Minutes. */
  playtimeForever: number;
  /** Minutes in the last two weeks; `playtime_2weeks` is only sent when this is set. */
  playtime2weeks?: number;
  /** Icon hash (40 hex); derived from the appid when omitted. */
  imgIconUrl?: string;
  /** Unix seconds; 0 (the default) means never played. */
  rtimeLastPlayed?: number;
  /** A free-to-play game: only listed with include_played_free_games. */
  free?: boolean;
  /** Sent as `has_community_visible_stats: true` with the app info (the default); Steam omits it when false. */
  hasCommunityVisibleStats?: boolean;
}

export interface FakeSteamAccount {
  /** SteamID64 as a string: 7656119 followed by 10 digits (it does not fit a JS number). */
  steamId: string;
  personaName: string;
  /** communityvisibilitystate 3 (public, the default) or 1 (private). A private profile lists no games. */
  visibility?: 'public' | 'private';
  /** The profile is public but "Game details" is not: GetOwnedGames answers {"response":{}}. */
  gameDetailsPrivate?: boolean;
  games?: FakeSteamGame[];
  /** Avatar hash (40 hex) behind avatar, avatarmedium and avatarfull; Steam's default "?" avatar when omitted. */
  avatarHash?: string;
  /** Unix seconds; an hour before the fake's clock when omitted. */
  lastLogoff?: number;
  /** The Steam wishlist, in the user's order (GetWishlist; a private profile's answers `{"response":{}}`). */
  wishlist?: FakeSteamWishlistItem[];
}

export interface FakeSteamWishlistItem {
  appid: number;
  /** The user's rank (0 first); the list's position when omitted. */
  priority?: number;
  /** Unix seconds; a fixed day in 2023 when omitted. */
  dateAdded?: number;
}

export type SteamApiMethod = 'GetOwnedGames' | 'GetPlayerSummaries' | 'GetWishlist';

/** Both spellings of each method's path (`/v1/` and the older `/v0001/`), without the trailing slash. */
export const API_PATHS: Record<string, SteamApiMethod> = {
  '/IPlayerService/GetOwnedGames/v1': 'GetOwnedGames',
  '/IPlayerService/GetOwnedGames/v0001': 'GetOwnedGames',
  '/ISteamUser/GetPlayerSummaries/v2': 'GetPlayerSummaries',
  '/ISteamUser/GetPlayerSummaries/v0002': 'GetPlayerSummaries',
  '/IWishlistService/GetWishlist/v1': 'GetWishlist',
  '/IWishlistService/GetWishlist/v0001': 'GetWishlist',
};

export const STEAM_ID_PATTERN = /^7656119\d{10}$/;
export const MAX_SUMMARY_IDS = 100;
const DEFAULT_AVATAR_HASH = 'fef49e7fa7e1997310d705b2a6158ff8dc1cdfeb';
const AVATAR_BASE = 'https://avatars.steamstatic.com/';

/** The exact 403 body Steam sends for a wrong key. */
export const FORBIDDEN_BODY =
  '<html><head><title>Forbidden</title></head><body><h1>Forbidden</h1>Access is denied. Retrying will not help. Please verify your <pre>key=</pre> parameter.</body></html>';

export function badRequestBody(message: string): string {
  return `<html><head><title>Bad Request</title></head><body><h1>Bad Request</h1>${message}</body></html>`;
}

/** Short HTML for a forced 5xx; Steam's 429 has an empty body. */
export function failureBody(status: number): string {
  if (status === 429) return '';
  const reason = STATUS_CODES[status] ?? 'Error';
  return `<html><head><title>${status} ${reason}</title></head><body><h1>${reason}</h1></body></html>`;
}

/** Steam reads both `true` and `1` as true. */
export function isTrue(value: string | null): boolean {
  return value === 'true' || value === '1';
}

export function checkAccount(account: FakeSteamAccount): void {
  if (!STEAM_ID_PATTERN.test(account.steamId)) throw new Error(`"${account.steamId}" is not a SteamID64 (7656119 + 10 digits)`);
}

export interface OwnedGamesQuery {
  includeAppInfo: boolean;
  includeFreeGames: boolean;
  /** appids_filter[n]; empty means every game. */
  appIds: number[];
}

/** GetOwnedGames' `response` object: empty for unknown or private profiles and private game details. */
export function ownedGames(account: FakeSteamAccount | undefined, query: OwnedGamesQuery): Record<string, unknown> {
  if (!account || account.visibility === 'private' || account.gameDetailsPrivate) return {};
  const games = (account.games ?? [])
    .filter((game) => query.includeFreeGames || !game.free)
    .filter((game) => query.appIds.length === 0 || query.appIds.includes(game.appid))
    .map((game) => ownedGame(game, query.includeAppInfo));
  return { game_count: games.length, games };
}

function ownedGame(game: FakeSteamGame, includeAppInfo: boolean): Record<string, unknown> {
  const appInfo = includeAppInfo
    ? {
        name: game.name,
        ...(game.playtime2weeks !== undefined && { playtime_2weeks: game.playtime2weeks }),
        playtime_forever: game.playtimeForever,
        img_icon_url: game.imgIconUrl ?? iconHash(game.appid),
        ...(game.hasCommunityVisibleStats !== false && { has_community_visible_stats: true }),
      }
    : {
        ...(game.playtime2weeks !== undefined && { playtime_2weeks: game.playtime2weeks }),
        playtime_forever: game.playtimeForever,
      };
  return {
    appid: game.appid,
    ...appInfo,
    playtime_windows_forever: game.playtimeForever,
    playtime_mac_forever: 0,
    playtime_linux_forever: 0,
    playtime_deck_forever: 0,
    rtime_last_played: game.rtimeLastPlayed ?? 0,
  };
}

/** GetWishlist's `response` object: empty for unknown or private profiles. */
export function wishlist(account: FakeSteamAccount | undefined): Record<string, unknown> {
  if (!account || account.visibility === 'private') return {};
  return {
    items: (account.wishlist ?? []).map((item, index) => ({
      appid: item.appid,
      priority: item.priority ?? index,
      date_added: item.dateAdded ?? 1_700_000_000 + index * 86_400,
    })),
  };
}

/** One entry of GetPlayerSummaries' `players`. */
export function playerSummary(account: FakeSteamAccount, nowSeconds: number): Record<string, unknown> {
  const hash = account.avatarHash ?? DEFAULT_AVATAR_HASH;
  return {
    steamid: account.steamId,
    communityvisibilitystate: account.visibility === 'private' ? 1 : 3,
    profilestate: 1,
    personaname: account.personaName,
    profileurl: `https://steamcommunity.com/profiles/${account.steamId}/`,
    avatar: `${AVATAR_BASE}${hash}.jpg`,
    avatarmedium: `${AVATAR_BASE}${hash}_medium.jpg`,
    avatarfull: `${AVATAR_BASE}${hash}_full.jpg`,
    avatarhash: hash,
    personastate: 0,
    lastlogoff: account.lastLogoff ?? nowSeconds - 3600,
  };
}

/** A stable fake icon hash, so every game has one. */
function iconHash(appid: number): string {
  return createHash('sha1').update(`icon:${appid}`).digest('hex');
}
