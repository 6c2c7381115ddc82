import { pageOffset } from '@gameshelf/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type AppDb } from '../../db/database.ts';

export type ProfileUserRow = {
  id: number;
  username: string;
  displayName: string | null;
  bio: string;
  profileImageUrl: string | null;
  isPublicProfile: boolean;
};

export type ActivityRow = {
  type: 'GAME_COMPLETED' | 'REVIEW_WRITTEN' | 'GAME_ADDED' | 'COLLECTION_CREATED';
  id: string;
  gameId: number | null;
  collectionId: number | null;
  collectionName: string | null;
  reviewId: number | null;
  rating: number | null;
  createdAt: string;
  gameName: string | null;
  gameNameKo: string | null;
  coverImageUrl: string | null;
};

/** The collections a viewer may count: all of them for the owner, the public ones for anyone else. */
const visible = (userId: number, includePrivate: boolean): SQL =>
  includePrivate ? sql`c.user_id = ${userId}` : sql`c.user_id = ${userId} AND c.is_public`;

/** Profile reads: one query each, whatever the number of collections or games. */
export function createProfilesRepository(db: AppDb) {
  return {
    async byUsername(username: string): Promise<ProfileUserRow | undefined> {
      const [row] = await queryRows<ProfileUserRow>(
        db,
        sql`SELECT id, username, display_name AS "displayName", bio, profile_image_url AS "profileImageUrl",
              is_public_profile AS "isPublicProfile" FROM users WHERE username = ${username}`,
      );
      return row;
    },

    /** Distinct games across the visible collections; a game's playtime counts once, at its highest. */
    async stats(userId: number, includePrivate: boolean) {
      const [row] = await queryRows<{ total: number; completed: number; playtime: number; collections: number }>(
        db,
        sql`WITH entries AS (
            SELECT cg.game_id, bool_or(cg.play_status = 'COMPLETED') AS completed, max(cg.playtime_hours) AS playtime
            FROM collection_games cg JOIN collections c ON c.id = cg.collection_id
            WHERE ${visible(userId, includePrivate)}
            GROUP BY cg.game_id)
          SELECT (SELECT count(*) FROM entries)::int AS total,
            (SELECT count(*) FROM entries WHERE completed)::int AS completed,
            (SELECT coalesce(sum(playtime), 0) FROM entries)::int AS playtime,
            (SELECT count(*) FROM collections c WHERE ${visible(userId, includePrivate)})::int AS collections`,
      );
      return row!;
    },

    /**
     * What the user did, newest first: reviews written, games added and cleared and collections made,
     * in the collections this viewer may see. One query for the page and one for the count.
     */
    async activity(userId: number, includePrivate: boolean, paging: { page: number; size: number }) {
      const events = sql`
        SELECT 'REVIEW_WRITTEN' AS type, 'r' || r.id AS id, r.game_id, NULL::int AS collection_id, NULL::text AS collection_name,
          r.id AS review_id, r.rating, r.created_at AS at
        FROM reviews r WHERE r.user_id = ${userId}
        UNION ALL
        SELECT 'GAME_ADDED', 'a' || cg.id, cg.game_id, c.id, c.name, NULL, NULL, cg.added_at
        FROM collection_games cg JOIN collections c ON c.id = cg.collection_id WHERE ${visible(userId, includePrivate)}
        UNION ALL
        SELECT 'GAME_COMPLETED', 'd' || cg.id, cg.game_id, c.id, c.name, NULL, NULL, cg.completed_at
        FROM collection_games cg JOIN collections c ON c.id = cg.collection_id
        WHERE ${visible(userId, includePrivate)} AND cg.completed_at IS NOT NULL
        UNION ALL
        SELECT 'COLLECTION_CREATED', 'c' || c.id, NULL, c.id, c.name, NULL, NULL, c.created_at
        FROM collections c WHERE ${visible(userId, includePrivate)}`;
      const [rows, [total]] = await Promise.all([
        queryRows<ActivityRow>(
          db,
          sql`SELECT e.type, e.id, e.game_id AS "gameId", e.collection_id AS "collectionId", e.collection_name AS "collectionName",
              e.review_id AS "reviewId", e.rating, to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
              g.name AS "gameName", g.name_ko AS "gameNameKo", coalesce(g.localized_cover_image_url, g.cover_image_url) AS "coverImageUrl"
            FROM (${events}) e LEFT JOIN games g ON g.id = e.game_id
            ORDER BY e.at DESC, e.id DESC
            LIMIT ${paging.size} OFFSET ${pageOffset(paging)}`,
        ),
        queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${events}) e`),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Games per genre among the distinct visible games, most first (then by name). */
    genreCounts: (userId: number, includePrivate: boolean) =>
      queryRows<{ genreId: number; genreNameKo: string; count: number }>(
        db,
        sql`WITH owned AS (
            SELECT DISTINCT cg.game_id FROM collection_games cg JOIN collections c ON c.id = cg.collection_id
            WHERE ${visible(userId, includePrivate)})
          SELECT ge.id AS "genreId", ge.display_name AS "genreNameKo", count(*)::int AS count
          FROM owned o JOIN games g ON g.id = o.game_id CROSS JOIN LATERAL unnest(g.genre_ids) AS gid(id)
          JOIN genres ge ON ge.id = gid.id
          GROUP BY ge.id, ge.display_name
          ORDER BY count DESC, ge.display_name, ge.id`,
      ),

    /** Games per platform code among the distinct visible games, most first. */
    platformCounts: (userId: number, includePrivate: boolean) =>
      queryRows<{ code: string; count: number }>(
        db,
        sql`WITH owned AS (
            SELECT DISTINCT cg.game_id FROM collection_games cg JOIN collections c ON c.id = cg.collection_id
            WHERE ${visible(userId, includePrivate)})
          SELECT code, count(*)::int AS count
          FROM owned o JOIN games g ON g.id = o.game_id CROSS JOIN LATERAL unnest(g.platform_codes) AS code
          GROUP BY code
          ORDER BY count DESC, code`,
      ),
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
