import { sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import { GameTypeSchema, KoreanSupportSchema, PLATFORM_CODES, type Game, type PlatformCode } from '@gameshelf/contracts';
import { isoTimestampSql } from '../../shared/sql-time.ts';
import type { games, genres, platforms } from './schema.ts';

/** A `games` row keyed by the columns' SQL names, the way raw SQL returns it; derived from the schema. */
export type GamesTableRow = InferSelectModel<typeof games, { dbColumnNames: true }>;

/**
 * The columns the read path selects, by SQL name. Checked against the schema, so renaming or dropping
 * a column breaks compilation here rather than at run time.
 */
const GAME_ROW_COLUMNS = [
  'id',
  'igdb_id',
  'name',
  'name_ko',
  'summary',
  'summary_ko',
  'first_release_date',
  'total_rating',
  'total_rating_count',
  'user_rating_avg',
  'user_rating_count',
  'cover_image_url',
  'localized_cover_image_url',
  'screenshot_urls',
  'is_featured',
  'hastily_hours',
  'normally_hours',
  'completely_hours',
  'submission_count',
  'created_at',
  'updated_at',
  'platform_ids',
  'genre_ids',
  'game_type',
  'korean_support',
] as const satisfies readonly (keyof GamesTableRow)[];

/** One row of `gameColumns` as both drivers return it (dates as the strings the schema's string mode gives). */
export type GameRow = Pick<GamesTableRow, (typeof GAME_ROW_COLUMNS)[number]>;

/** The platforms and genres tables (small), held in memory so rows carry only their ids. */
export type CatalogNames = {
  /** In name order, as the database collates it. */
  platforms: Map<number, Pick<typeof platforms.$inferSelect, 'id' | 'name' | 'code'> & { rank: number }>;
  genres: Map<number, Pick<typeof genres.$inferSelect, 'name' | 'displayName'> & { rank: number }>;
};

/** Dates are formatted in SQL so both drivers hand back the same strings. */
const FORMATTED: Partial<Record<keyof GameRow, string>> = {
  first_release_date: `to_char(g.first_release_date, 'YYYY-MM-DD')`,
  created_at: isoTimestampSql('g.created_at'),
  updated_at: isoTimestampSql('g.updated_at'),
};

/**
 * Select list for games aliased `g`. Platforms and genres come as id arrays (copies of the link
 * tables written by insertCatalog) and are named from `CatalogNames`: a correlated json_agg
 * subquery per row and list cost more than the rest of the page.
 */
export const gameColumns: SQL = sql.raw(
  GAME_ROW_COLUMNS.map((column) => {
    const formatted = FORMATTED[column];
    return formatted ? `${formatted} AS ${column}` : `g.${column}`;
  }).join(', '),
);

/** True when every platform and genre id of the rows is in `names` (else reload them). */
export function namesCover(names: CatalogNames, rows: readonly GameRow[]): boolean {
  return rows.every((r) => r.platform_ids.every((id) => names.platforms.has(id)) && r.genre_ids.every((id) => names.genres.has(id)));
}

const isPlatformCode = (code: string | null): code is PlatformCode => code !== null && (PLATFORM_CODES as readonly string[]).includes(code);

/** Maps a row to the contract's Game; per-user flags are false until the wishlist issue adds them. */
export function toGame(row: GameRow, names: CatalogNames): Game {
  const platforms = row.platform_ids
    .map((id) => names.platforms.get(id))
    .filter((p) => p !== undefined)
    .sort((a, b) => a.rank - b.rank);
  const genres = row.genre_ids
    .map((id) => names.genres.get(id))
    .filter((g) => g !== undefined)
    .sort((a, b) => a.rank - b.rank);
  const codes = new Set(platforms.map((p) => p.code).filter(isPlatformCode));
  return {
    id: row.id,
    igdbId: row.igdb_id,
    name: row.name,
    nameKo: row.name_ko,
    summary: row.summary,
    summaryKo: row.summary_ko,
    firstReleaseDate: row.first_release_date,
    totalRating: row.total_rating,
    totalRatingCount: row.total_rating_count,
    userRatingAvg: row.user_rating_avg,
    userRatingCount: row.user_rating_count,
    coverImageUrl: row.cover_image_url,
    localizedCoverImageUrl: row.localized_cover_image_url,
    screenshotUrls: row.screenshot_urls,
    platformNames: platforms.map((p) => p.name),
    platformCodes: PLATFORM_CODES.filter((code) => codes.has(code)),
    platforms: platforms.map(({ id, name }) => ({ id, name })),
    genreNames: genres.map((g) => g.name),
    genreNamesKo: genres.map((g) => g.displayName),
    isFeatured: row.is_featured,
    inWishlist: false,
    inCollection: false,
    hastilyHours: row.hastily_hours,
    normallyHours: row.normally_hours,
    completelyHours: row.completely_hours,
    submissionCount: row.submission_count,
    gameType: GameTypeSchema.safeParse(row.game_type).data ?? null,
    koreanSupport: KoreanSupportSchema.safeParse(row.korean_support).data ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
