import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type AppDb } from '../../db/database.ts';

export type ProfileUserRow = {
  id: number;
  username: string;
  display_name: string | null;
  bio: string;
  profile_image_url: string | null;
  is_public_profile: boolean;
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
        sql`SELECT id, username, display_name, bio, profile_image_url, is_public_profile FROM users WHERE username = ${username}`,
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

    /** Games per genre among the distinct visible games, most first (then by name). */
    genreCounts: (userId: number, includePrivate: boolean) =>
      queryRows<{ genre_id: number; name_ko: string; count: number }>(
        db,
        sql`WITH owned AS (
            SELECT DISTINCT cg.game_id FROM collection_games cg JOIN collections c ON c.id = cg.collection_id
            WHERE ${visible(userId, includePrivate)})
          SELECT ge.id AS genre_id, ge.display_name AS name_ko, count(*)::int AS count
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
