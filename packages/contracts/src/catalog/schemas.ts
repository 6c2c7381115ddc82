import '../zod-config.ts';
import { z } from 'zod';
import { listParam, pageSchema, idParam } from '../common/schemas.ts';
import { COVER_IMAGE_WIDTHS, IGDB_IMAGE_ID_PATTERN } from './images.ts';
import { catalogMessages } from './messages.ts';
import {
  GAME_PAGE_SIZE_DEFAULT,
  GAME_PAGE_SIZE_MAX,
  GAME_SORT_KEYS,
  GAME_TYPES,
  KEYWORD_MAX_LENGTH,
  KOREAN_SUPPORT,
  PLATFORM_CODES,
  SORT_ORDERS,
} from './values.ts';

/** `getGameCover`'s path: a width the server makes (COVER_IMAGE_WIDTHS) and an IGDB image id. */
export const GameCoverParamsSchema = z.object({
  width: z
    .string({ error: catalogMessages.coverNotFound })
    .regex(/^[1-9][0-9]{1,3}$/, { error: catalogMessages.coverNotFound })
    .transform(Number)
    .pipe(z.literal(COVER_IMAGE_WIDTHS, { error: catalogMessages.coverNotFound })),
  imageId: z.string({ error: catalogMessages.coverNotFound }).regex(IGDB_IMAGE_ID_PATTERN, { error: catalogMessages.coverNotFound }),
});

export const PlatformCodeSchema = z.enum(PLATFORM_CODES);

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

export const GameTypeSchema = z.enum(GAME_TYPES);
export const KoreanSupportSchema = z.enum(KOREAN_SUPPORT);

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

export const GameSortSchema = z.enum(GAME_SORT_KEYS);
export const SortOrderSchema = z.enum(SORT_ORDERS);

/**
 * The game list's and search's query (`listGames`, `searchGames`; spec 1 §7).
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
    genreIds: listParam(idParam()),
  })
  .refine((q) => q.minRating === undefined || q.maxRating === undefined || q.minRating <= q.maxRating, {
    message: catalogMessages.minRatingAboveMax,
    path: ['minRating'],
  });
/** What the server works with after parsing. */
export type GameListQuery = z.output<typeof GameListQuerySchema>;
/** What a client may send: any of the parsed values (a client sends them typed, the server coerces). */
export type GameListParams = Partial<GameListQuery>;
/** What the query schema reads (`featured` as text): what a call of the game list sends. */
export type GameListQueryInput = z.input<typeof GameListQuerySchema>;
