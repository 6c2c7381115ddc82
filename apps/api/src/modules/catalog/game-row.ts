import { sql, type SQL } from 'drizzle-orm';
import { GameTypeSchema, KoreanSupportSchema, PLATFORM_CODES, type Game, type PlatformCode } from '@gameshelf/contracts';

/** One row of `gameColumns` as both drivers return it. */
export type GameRow = {
  id: number;
  igdb_id: number | null;
  name: string;
  name_ko: string | null;
  summary: string | null;
  summary_ko: string | null;
  first_release_date: string | null;
  total_rating: number | null;
  total_rating_count: number;
  user_rating_avg: number;
  user_rating_count: number;
  cover_image_url: string | null;
  localized_cover_image_url: string | null;
  screenshot_urls: string[];
  is_featured: boolean;
  hastily_hours: number | null;
  normally_hours: number | null;
  completely_hours: number | null;
  submission_count: number;
  created_at: string;
  updated_at: string;
  platform_ids: number[];
  genre_ids: number[];
  game_type: string | null;
  korean_support: string | null;
};

/** The platforms and genres tables (small), held in memory so rows carry only their ids. */
export type CatalogNames = {
  /** In name order, as the database collates it. */
  platforms: Map<number, { id: number; name: string; code: string | null; rank: number }>;
  genres: Map<number, { name: string; displayName: string; rank: number }>;
};

const ISO_TIMESTAMP = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * Select list for games aliased `g`. Platforms and genres come as id arrays (copies of the link
 * tables written by insertCatalog) and are named from `CatalogNames`: a correlated json_agg
 * subquery per row and list cost more than the rest of the page.
 * Dates are formatted in SQL so both drivers hand back the same strings.
 */
export const gameColumns: SQL = sql.raw(`
  g.id, g.igdb_id, g.name, g.name_ko, g.summary, g.summary_ko,
  to_char(g.first_release_date, 'YYYY-MM-DD') AS first_release_date,
  g.total_rating, g.total_rating_count, g.user_rating_avg, g.user_rating_count,
  g.cover_image_url, g.localized_cover_image_url, g.screenshot_urls, g.is_featured,
  g.hastily_hours, g.normally_hours, g.completely_hours, g.submission_count,
  to_char(g.created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS created_at,
  to_char(g.updated_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS updated_at,
  g.platform_ids, g.genre_ids, g.game_type, g.korean_support`);

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
