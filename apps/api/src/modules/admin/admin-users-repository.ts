import { pageOffset } from '@gameshelf/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { AdminActivityType } from '@gameshelf/contracts';
import { queryRows, type AppDb } from '../../db/database.ts';

export type UserSummaryRow = {
  id: number;
  displayName: string | null;
  email: string | null;
  username: string;
  provider: string | null;
  profileImageUrl: string | null;
  totalReviews: number;
  totalCollections: number;
  totalGamesAdded: number;
  totalWishlists: number;
};

export type StatsRow = Pick<UserSummaryRow, 'totalReviews' | 'totalCollections' | 'totalGamesAdded' | 'totalWishlists'>;

export type ActivityRow = {
  type: AdminActivityType;
  sourceId: number;
  gameName: string | null;
  gameNameKo: string | null;
  collectionName: string | null;
  content: string | null;
  rating: number | null;
  price: number | null;
  playtime: number | null;
  at: string;
  total: number;
};

export type ActivityFilter = { types: readonly AdminActivityType[]; start: Date | null; end: Date | null };

/** The four totals of one user (correlated counts, each on an index by user). */
const totals = (user: SQL) => sql`
  (SELECT count(*)::int FROM reviews r WHERE r.user_id = ${user}) AS "totalReviews",
  (SELECT count(*)::int FROM collections c WHERE c.user_id = ${user}) AS "totalCollections",
  (SELECT count(*)::int FROM collection_games cg JOIN collections c ON c.id = cg.collection_id WHERE c.user_id = ${user})
    AS "totalGamesAdded",
  (SELECT count(*)::int FROM wishlist_items w WHERE w.user_id = ${user}) AS "totalWishlists"`;

/** `%text%` for ILIKE, with the pattern characters of `text` taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One SELECT per activity type, all with the same columns, for the UNION ALL. */
function activitySources(userId: number, filter: ActivityFilter): SQL[] {
  const within = (column: SQL) =>
    sql.join(
      [
        sql``,
        ...(filter.start ? [sql`${column} >= ${filter.start.toISOString()}::timestamptz`] : []),
        ...(filter.end ? [sql`${column} < ${filter.end.toISOString()}::timestamptz`] : []),
      ],
      sql` AND `,
    );
  // Every branch names its columns: a filtered union may start with any of them.
  const sources: Record<AdminActivityType, SQL> = {
    REVIEW: sql`SELECT 'REVIEW'::text AS type, r.id AS source_id, r.game_id AS game_id, NULL::text AS collection_name,
        left(r.content, 101) AS content, r.rating::float8 AS rating, NULL::float8 AS price, NULL::int AS playtime, r.created_at AS at
      FROM reviews r WHERE r.user_id = ${userId}${within(sql`r.created_at`)}`,
    COLLECTION_CREATED: sql`SELECT 'COLLECTION_CREATED'::text AS type, c.id AS source_id, NULL::int AS game_id, c.name AS collection_name,
        NULL::text AS content, NULL::float8 AS rating, NULL::float8 AS price, NULL::int AS playtime, c.created_at AS at
      FROM collections c WHERE c.user_id = ${userId}${within(sql`c.created_at`)}`,
    GAME_ADDED: sql`SELECT 'GAME_ADDED'::text AS type, cg.id AS source_id, cg.game_id AS game_id, c.name AS collection_name,
        NULL::text AS content, NULL::float8 AS rating, cg.purchase_price::float8 AS price, cg.playtime_hours AS playtime, cg.added_at AS at
      FROM collection_games cg JOIN collections c ON c.id = cg.collection_id WHERE c.user_id = ${userId}${within(sql`cg.added_at`)}`,
    WISHLIST_ADDED: sql`SELECT 'WISHLIST_ADDED'::text AS type, w.id AS source_id, w.game_id AS game_id, NULL::text AS collection_name,
        NULL::text AS content, NULL::float8 AS rating, NULL::float8 AS price, NULL::int AS playtime, w.created_at AS at
      FROM wishlist_items w WHERE w.user_id = ${userId}${within(sql`w.created_at`)}`,
  };
  return filter.types.map((type) => sources[type]);
}

/** The admin tool's reads over the real tables: users with their totals, and one user's timeline. */
export function createAdminUsersRepository(db: AppDb) {
  return {
    /** A page of users whose username, nickname or e-mail contains `query` (all when empty), newest first. */
    async search(query: string, paging: { page: number; size: number }): Promise<{ rows: UserSummaryRow[]; total: number }> {
      const where = query
        ? sql`WHERE u.username ILIKE ${containsPattern(query)} OR u.display_name ILIKE ${containsPattern(query)}
            OR u.email ILIKE ${containsPattern(query)}`
        : sql``;
      const rows = await queryRows<UserSummaryRow & { total: number }>(
        db,
        sql`SELECT u.id, u.display_name AS "displayName", u.email, u.username, u.profile_image_url AS "profileImageUrl",
            (SELECT i.provider FROM user_identities i WHERE i.user_id = u.id ORDER BY i.id LIMIT 1) AS provider,
            ${totals(sql`u.id`)}, count(*) OVER ()::int AS total
          FROM users u ${where}
          ORDER BY u.id DESC
          LIMIT ${paging.size} OFFSET ${pageOffset(paging)}`,
      );
      if (rows.length > 0 || paging.page === 0) return { rows, total: rows[0]?.total ?? 0 };
      // Past the last page: the window count has no row to ride on.
      const [count] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM users u ${where}`);
      return { rows, total: count?.n ?? 0 };
    },

    /** The user's four totals, or undefined when there is no such user. */
    async stats(userId: number): Promise<StatsRow | undefined> {
      const [row] = await queryRows<StatsRow>(db, sql`SELECT ${totals(sql`u.id`)} FROM users u WHERE u.id = ${userId}`);
      return row;
    },

    async countUsers(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM users`);
      return row?.n ?? 0;
    },

    /**
     * One page of the user's timeline, newest first, with the number of matching activities: one
     * UNION ALL over the source tables, ordered and paged in SQL.
     */
    async activities(userId: number, filter: ActivityFilter, paging: { page: number; size: number }) {
      const union = sql.join(activitySources(userId, filter), sql` UNION ALL `);
      const rows = await queryRows<ActivityRow>(
        db,
        sql`SELECT e.type, e.source_id AS "sourceId", e.collection_name AS "collectionName", e.content, e.rating, e.price, e.playtime,
            to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
            g.name AS "gameName", g.name_ko AS "gameNameKo", count(*) OVER ()::int AS total
          FROM (${union}) e LEFT JOIN games g ON g.id = e.game_id
          ORDER BY e.at DESC, e.type, e.source_id DESC
          LIMIT ${paging.size} OFFSET ${pageOffset(paging)}`,
      );
      if (rows.length > 0 || paging.page === 0) return { rows, total: rows[0]?.total ?? 0 };
      const [count] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${union}) e`);
      return { rows, total: count?.n ?? 0 };
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
