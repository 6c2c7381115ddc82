import { z } from 'zod';
import { listParam, pageSchema } from './common.ts';

/** Catalog copy (spec 1 §2, §8). */
export const catalogMessages = {
  gameNotFound: '게임을 찾을 수 없습니다.',
  gameListLoadFailed: '게임 목록을 불러오는데 실패했습니다.',
  invalidGameId: '잘못된 게임 ID입니다.',
  emptyGamesHint: '영어로 검색해 보세요. 예: Portal 2, Mario',
  /** Second line of the empty-list hint: Korean titles and 초성 work too (docs/decisions.md). */
  emptyGamesKoreanHint: '한글 제목이나 초성으로도 찾을 수 있어요. 예: 젤다, ㅇㄷㄹ',
  gameCount: (n: number) => `${n.toLocaleString('ko-KR')}개 게임`,
  minRatingAboveMax: 'minRating은 maxRating보다 클 수 없습니다.',
} as const;

export const catalogPaths = {
  games: '/api/games',
  gamesSearch: '/api/games/search',
  game: (id: number | string) => `/api/games/${id}`,
  gamePattern: '/api/games/:id',
  genres: '/api/genres',
} as const;

/** Platform codes the app knows (spec 1 §3); IGDB platform names map onto these. */
export const PLATFORM_CODES = ['SWITCH', 'PS5', 'PS4', 'XBOX_SERIES', 'XONE', 'PC'] as const;
export const PlatformCodeSchema = z.enum(PLATFORM_CODES);
export type PlatformCode = z.infer<typeof PlatformCodeSchema>;

/** Short labels shown on cards and chips. */
export const PLATFORM_LABELS: Record<PlatformCode, string> = {
  SWITCH: 'Switch',
  PS5: 'PS5',
  PS4: 'PS4',
  XBOX_SERIES: 'Xbox Series',
  XONE: 'Xbox One',
  PC: 'PC',
};

export const PlatformSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: PlatformCodeSchema,
});
export type Platform = z.infer<typeof PlatformSchema>;

export const GenreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Korean display name. */
  displayName: z.string(),
});
export type Genre = z.infer<typeof GenreSchema>;
export const GenreListSchema = z.array(GenreSchema);

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
export const GameTypeSchema = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof GameTypeSchema>;

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
export const KoreanSupportSchema = z.enum(KOREAN_SUPPORT);
export type KoreanSupport = z.infer<typeof KoreanSupportSchema>;

/** Badge text for each kind of Korean support. */
export const KOREAN_SUPPORT_LABELS: Record<KoreanSupport, string> = {
  OFFICIAL: '한국어 지원',
  USER_PATCH: '유저 한글패치',
};

/** Where the Korean support data comes from, shown on the game page. */
export const KOREAN_SUPPORT_CREDIT = '한국어 지원 정보: Steam_KRLocInfo (steamapp.net, 퀘이사존, DirectG, STOVE)';

/** ISO date (YYYY-MM-DD). */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const GameSchema = z.object({
  id: z.number().int(),
  igdbId: z.number().int().nullable(),
  name: z.string(),
  nameKo: z.string().nullable(),
  summary: z.string().nullable(),
  summaryKo: z.string().nullable(),
  firstReleaseDate: isoDate.nullable(),
  /** External (critic) score out of 100. */
  totalRating: z.number().min(0).max(100).nullable(),
  totalRatingCount: z.number().int().nonnegative(),
  /** Average of our users' review ratings, 0-5. */
  userRatingAvg: z.number().min(0).max(5),
  userRatingCount: z.number().int().nonnegative(),
  coverImageUrl: z.string().nullable(),
  localizedCoverImageUrl: z.string().nullable(),
  screenshotUrls: z.array(z.string()),
  platformNames: z.array(z.string()),
  platformCodes: z.array(PlatformCodeSchema),
  platforms: z.array(z.object({ id: z.number().int(), name: z.string() })),
  genreNames: z.array(z.string()),
  genreNamesKo: z.array(z.string()),
  isFeatured: z.boolean(),
  /** Always false for guests; per-user flags arrive with the wishlist and collection issues. */
  inWishlist: z.boolean(),
  inCollection: z.boolean(),
  hastilyHours: z.number().nonnegative().nullable(),
  normallyHours: z.number().nonnegative().nullable(),
  completelyHours: z.number().nonnegative().nullable(),
  submissionCount: z.number().int().nonnegative(),
  /** Null when the source did not say (the IGDB dump has no type). */
  gameType: GameTypeSchema.nullable(),
  koreanSupport: KoreanSupportSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Game = z.infer<typeof GameSchema>;

export const GamePageSchema = pageSchema(GameSchema);
export type GamePage = z.infer<typeof GamePageSchema>;

export const GAME_SORT_KEYS = ['popularity', 'name', 'releaseDate', 'rating', 'reviewCount', 'recent'] as const;
export const GameSortSchema = z.enum(GAME_SORT_KEYS);
export type GameSort = z.infer<typeof GameSortSchema>;
export const SortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrderSchema>;

export const GAME_PAGE_SIZE_DEFAULT = 20;
export const GAME_PAGE_SIZE_MAX = 100;
export const KEYWORD_MAX_LENGTH = 100;

/**
 * `/api/games` and `/api/games/search` query (spec 1 §7).
 * minRating/maxRating are on the external 0-100 score (docs/decisions.md).
 */
export const GameListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce
      .number()
      .int()
      .min(1)
      .default(GAME_PAGE_SIZE_DEFAULT)
      .transform((n) => Math.min(n, GAME_PAGE_SIZE_MAX)),
    keyword: z
      .string()
      .trim()
      .max(KEYWORD_MAX_LENGTH)
      .optional()
      .transform((v) => (v ? v : undefined)),
    sortBy: GameSortSchema.default('popularity'),
    sortOrder: SortOrderSchema.default('desc'),
    minRating: z.coerce.number().min(0).max(100).optional(),
    maxRating: z.coerce.number().min(0).max(100).optional(),
    featured: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    platformCodes: listParam(PlatformCodeSchema),
    genreIds: listParam(z.coerce.number().int().positive()),
  })
  .refine((q) => q.minRating === undefined || q.maxRating === undefined || q.minRating <= q.maxRating, {
    message: catalogMessages.minRatingAboveMax,
    path: ['minRating'],
  });
/** What the server works with after parsing. */
export type GameListQuery = z.output<typeof GameListQuerySchema>;
/** What a client may send: any of the parsed values (a client sends them typed, the server coerces). */
export type GameListParams = Partial<GameListQuery>;

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
