import type { Game, GameListParams, GameListQueryInput } from './schemas.ts';

/** Platform codes the app knows (spec 1 §3); IGDB platform names map onto these. */
export const PLATFORM_CODES = ['SWITCH', 'PS5', 'PS4', 'XBOX_SERIES', 'XONE', 'PC'] as const;
export type PlatformCode = (typeof PLATFORM_CODES)[number];

/** Short labels shown on cards and chips. */
export const PLATFORM_LABELS: Record<PlatformCode, string> = {
  SWITCH: 'Switch',
  PS5: 'PS5',
  PS4: 'PS4',
  XBOX_SERIES: 'Xbox Series',
  XONE: 'Xbox One',
  PC: 'PC',
};

/**
 * What kind of catalog entry a game is (IGDB's game types, plus EDITION for a retail edition of
 * another game). Main games rank above the others in search; nothing is hidden.
 */
export const GAME_TYPES = [
  'MAIN_GAME',
  'DLC_ADDON',
  'EXPANSION',
  'BUNDLE',
  'STANDALONE_EXPANSION',
  'MOD',
  'EPISODE',
  'SEASON',
  'REMAKE',
  'REMASTER',
  'EXPANDED_GAME',
  'PORT',
  'FORK',
  'PACK',
  'UPDATE',
  'EDITION',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/**
 * Game types that stand on their own and rank as main games. An expanded game (Director's Cut,
 * GOTY with its DLC) is an edition of its main game and ranks below it.
 */
export const MAIN_GAME_TYPES: ReadonlySet<GameType> = new Set(['MAIN_GAME', 'STANDALONE_EXPANSION', 'REMAKE', 'REMASTER', 'PORT']);

/** Korean label for each game type, shown on the game page for anything but a main game. */
export const GAME_TYPE_LABELS: Record<GameType, string> = {
  MAIN_GAME: '본편',
  DLC_ADDON: 'DLC',
  EXPANSION: '확장팩',
  BUNDLE: '번들',
  STANDALONE_EXPANSION: '독립 확장팩',
  MOD: '모드',
  EPISODE: '에피소드',
  SEASON: '시즌',
  REMAKE: '리메이크',
  REMASTER: '리마스터',
  EXPANDED_GAME: '확장판',
  PORT: '이식판',
  FORK: '파생작',
  PACK: '팩',
  UPDATE: '업데이트',
  EDITION: '에디션',
};

/**
 * Korean language support: OFFICIAL when the game itself ships Korean, USER_PATCH when a community
 * Korean patch exists (Steam_KRLocInfo data, from steamapp.net, QuasarZone, DirectG and STOVE).
 */
export const KOREAN_SUPPORT = ['OFFICIAL', 'USER_PATCH'] as const;
export type KoreanSupport = (typeof KOREAN_SUPPORT)[number];

/** Badge text for each kind of Korean support. */
export const KOREAN_SUPPORT_LABELS: Record<KoreanSupport, string> = {
  OFFICIAL: '한국어 지원',
  USER_PATCH: '유저 한글패치',
};

/** Where the Korean support data comes from, shown on the game page. */
export const KOREAN_SUPPORT_CREDIT = '한국어 지원 정보: Steam_KRLocInfo (steamapp.net, 퀘이사존, DirectG, STOVE)';

export const GAME_SORT_KEYS = ['popularity', 'name', 'releaseDate', 'rating', 'reviewCount', 'recent'] as const;
export type GameSort = (typeof GAME_SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const GAME_PAGE_SIZE_DEFAULT = 20;
export const GAME_PAGE_SIZE_MAX = 100;
export const KEYWORD_MAX_LENGTH = 100;

/** List params as a call of the game list sends them: nothing for empty values, `featured` as text. */
export function toGameListQuery(params: GameListParams): GameListQueryInput {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = typeof value === 'boolean' ? String(value) : value;
  }
  return query;
}

/** Serialises list params the way the API expects them: repeated keys for lists, nothing for empty values. */
export function toGameListSearchParams(params: GameListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(key, String(item));
    } else {
      search.set(key, String(value));
    }
  }
  return search;
}

/** Display name rule (spec 1 §3): nameKo if present, else name. */
export const gameDisplayName = (game: Pick<Game, 'name' | 'nameKo'>): string => game.nameKo || game.name;
