import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PlayStatus } from '@gameshelf/contracts';
import { queryRows, type AppDb } from '../../db/database.ts';
import { gameColumns, type GameRow } from '../catalog/game-row.ts';
import { games } from '../catalog/schema.ts';
import { bumpGeneration, POPULAR_COLLECTIONS_CACHE, readGeneration } from '../../shared/cache-generations.ts';
import { collectionGames, collectionLikes, collections } from './schema.ts';
import { ageWeightSum } from '../../shared/age-weight.ts';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
/** Likes count fully for POPULARITY_HALF_LIFE_DAYS, then half as much, and so on. */
export const POPULARITY_HALF_LIFE_DAYS = 30;
/** The collection's games count (collections.games_count), from its games; the caller holds the collection's lock. */
const gamesCountOf = (collectionId: number) => sql`(SELECT count(*) FROM collection_games WHERE collection_id = ${collectionId})::int`;

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/**
 * Locks the collection's row for the rest of the transaction; false when it is gone. Every write to a
 * collection, its games or its likes takes this lock first, so writers of one collection run one after
 * another: each recount sees the others' committed rows, and a deletion either comes first (the writer
 * answers 'not found') or waits for the writer to finish.
 */
async function lockCollection(tx: Tx, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(tx, sql`SELECT id FROM collections WHERE id = ${id} FOR NO KEY UPDATE`);
  return rows.length > 0;
}

/** Who owns a collection and who may see it. */
export type CollectionAccess = { userId: number; isPublic: boolean; ownerProfilePublic: boolean };

/** The collection's `CollectionAccess` (collection `c`, owner `u`), as one query. */
const accessOf = (id: number) =>
  sql`SELECT c.user_id AS "userId", c.is_public AS "isPublic", u.is_public_profile AS "ownerProfilePublic"
      FROM collections c JOIN users u ON u.id = c.user_id WHERE c.id = ${id}`;

/** What adding one game did: added, already there, or the collection is gone. */
export type AddGameOutcome = 'added' | 'duplicate' | 'missing';

/** A collection with its owner and computed totals, as one row of `summaryColumns`. */
export type CollectionRow = {
  id: number;
  name: string;
  is_public: boolean;
  user_id: number;
  owner_username: string;
  owner_display_name: string | null;
  owner_bio: string;
  owner_profile_image_url: string | null;
  likes_count: number;
  is_liked: boolean;
  total_games: number;
  completed_games: number;
  total_playtime: number;
  total_spent: number;
  created_at: string;
  updated_at: string;
};

/** A collected game with its game's catalog columns. */
export type CollectedGameRow = GameRow & {
  entry_id: number;
  collection_id: number;
  play_status: PlayStatus;
  playtime_hours: number;
  completion_percentage: number;
  purchase_price: number | string | null;
  purchase_date: string | null;
  purchase_platform_id: number | null;
  purchase_store: string | null;
  personal_notes: string | null;
  added_at: string;
};

export type CollectedGameValues = {
  playStatus: PlayStatus;
  playtimeHours: number;
  completionPercentage: number;
  purchasePrice: number | null;
  purchaseDate: string | null;
  purchasePlatformId: number | null;
  purchaseStore: string | null;
  personalNotes: string | null;
};

/**
 * Select list for collections `c` joined to their owner `u`, with totals computed per row. A private
 * profile's bio is the owner's alone (docs/decisions.md, "Profile visibility"): empty for anyone else.
 */
function summaryColumns(viewerId: number | null): SQL {
  const bioVisible = viewerId === null ? sql`u.is_public_profile` : sql`(u.is_public_profile OR u.id = ${viewerId})`;
  return sql`c.id, c.name, c.is_public, c.user_id,
    u.username AS owner_username, u.display_name AS owner_display_name,
    CASE WHEN ${bioVisible} THEN u.bio ELSE '' END AS owner_bio,
    u.profile_image_url AS owner_profile_image_url,
    (SELECT count(*)::int FROM collection_likes l WHERE l.collection_id = c.id) AS likes_count,
    ${viewerId === null ? sql`false` : sql`EXISTS (SELECT 1 FROM collection_likes l WHERE l.collection_id = c.id AND l.user_id = ${viewerId})`} AS is_liked,
    s.total_games, s.completed_games, s.total_playtime, s.total_spent,
    to_char(c.created_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS created_at,
    to_char(c.updated_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS updated_at`;
}

const totalsJoin = sql`LEFT JOIN LATERAL (
    SELECT count(*)::int AS total_games,
      (count(*) FILTER (WHERE cg.play_status = 'COMPLETED'))::int AS completed_games,
      coalesce(sum(cg.playtime_hours), 0)::int AS total_playtime,
      coalesce(sum(cg.purchase_price), 0)::bigint AS total_spent
    FROM collection_games cg WHERE cg.collection_id = c.id) s ON true`;

/** Escapes LIKE wildcards in user input. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;

export function createCollectionsRepository(db: AppDb) {
  async function summaries(viewerId: number | null, where: SQL, order: SQL, limit?: { size: number; offset: number }) {
    return queryRows<CollectionRow & { total_spent: number | string }>(
      db,
      sql`SELECT ${summaryColumns(viewerId)} FROM collections c JOIN users u ON u.id = c.user_id ${totalsJoin}
          WHERE ${where} ORDER BY ${order}${limit ? sql` LIMIT ${limit.size} OFFSET ${limit.offset}` : sql``}`,
    ).then((rows) => rows.map((row) => ({ ...row, total_spent: Number(row.total_spent) })));
  }

  async function count(where: SQL): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM collections c JOIN users u ON u.id = c.user_id WHERE ${where}`,
    );
    return row?.n ?? 0;
  }

  /** Public collections whose name or owner's nickname holds the query (words joined, or 초성). */
  function searchCondition(search: { key: string; initialsOnly: boolean }): SQL {
    const pattern = `%${likeEscape(search.key)}%`;
    const folded = (column: SQL) => sql`regexp_replace(lower(${column}), '[^[:alnum:]ㄱ-ㅎ가-힣]', '', 'g')`;
    const byText = sql`(${folded(sql`c.name`)} LIKE ${pattern} OR ${folded(sql`coalesce(u.display_name, '')`)} LIKE ${pattern})`;
    if (!search.initialsOnly) return byText;
    return sql`(${byText} OR hangul_initials(c.name) LIKE ${pattern} OR hangul_initials(coalesce(u.display_name, '')) LIKE ${pattern})`;
  }

  return {
    summaries,
    count,
    searchCondition,

    async findSummary(viewerId: number | null, id: number): Promise<CollectionRow | null> {
      const [row] = await summaries(viewerId, sql`c.id = ${id}`, sql`c.id`);
      return row ?? null;
    },

    /** Owner and visibility only (for permission checks), with whether the owner's profile is public. */
    async findAccess(id: number): Promise<CollectionAccess | null> {
      const [row] = await queryRows<CollectionAccess>(db, accessOf(id));
      return row ?? null;
    },

    async create(userId: number, values: { name: string; isPublic: boolean }): Promise<number> {
      const [row] = await db
        .insert(collections)
        .values({ userId, ...values })
        .returning({ id: collections.id });
      return row!.id;
    },

    /**
     * Renames or changes visibility; a visibility change bumps the popular cache in the same transaction.
     * False when the collection is gone.
     */
    async update(id: number, values: { name: string; isPublic: boolean }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ isPublic: collections.isPublic })
          .from(collections)
          .where(eq(collections.id, id))
          .for('no key update');
        if (!before) return false;
        await tx
          .update(collections)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(collections.id, id));
        if (before.isPublic !== values.isPublic) await bumpGeneration(tx, POPULAR_COLLECTIONS_CACHE);
        return true;
      });
    },

    /** Deletes the collection with its games and likes, in one transaction; false when it was gone already. */
    async delete(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lockCollection(tx, id))) return false;
        await tx.delete(collectionLikes).where(eq(collectionLikes.collectionId, id));
        await tx.delete(collectionGames).where(eq(collectionGames.collectionId, id));
        await tx.delete(collections).where(eq(collections.id, id));
        await bumpGeneration(tx, POPULAR_COLLECTIONS_CACHE);
        return true;
      });
    },

    /** Up to four covers per collection, newest games first (the card's cover rule). */
    async covers(collectionIds: readonly number[]): Promise<Map<number, string[]>> {
      const result = new Map<number, string[]>();
      if (collectionIds.length === 0) return result;
      const rows = await queryRows<{ collection_id: number; cover: string }>(
        db,
        sql`SELECT collection_id, cover FROM (
              SELECT cg.collection_id, coalesce(g.localized_cover_image_url, g.cover_image_url) AS cover,
                row_number() OVER (PARTITION BY cg.collection_id ORDER BY cg.added_at DESC, cg.id DESC) AS rank
              FROM collection_games cg JOIN games g ON g.id = cg.game_id
              WHERE cg.collection_id IN ${sql`(${sql.join(
                collectionIds.map((id) => sql`${id}`),
                sql`, `,
              )})`}
                AND coalesce(g.localized_cover_image_url, g.cover_image_url) IS NOT NULL) t
            WHERE rank <= 4 ORDER BY collection_id, rank`,
      );
      for (const row of rows) result.set(row.collection_id, [...(result.get(row.collection_id) ?? []), row.cover]);
      return result;
    },

    /** The collection's games with their catalog rows, newest first (one query). */
    async games(collectionId: number, gameId?: number): Promise<CollectedGameRow[]> {
      return queryRows<CollectedGameRow>(
        db,
        sql`SELECT cg.id AS entry_id, cg.collection_id, cg.play_status, cg.playtime_hours, cg.completion_percentage,
              cg.purchase_price, to_char(cg.purchase_date, 'YYYY-MM-DD') AS purchase_date, cg.purchase_platform_id,
              cg.purchase_store, cg.personal_notes, to_char(cg.added_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS added_at, ${gameColumns}
            FROM collection_games cg JOIN games g ON g.id = cg.game_id
            WHERE cg.collection_id = ${collectionId}${gameId === undefined ? sql`` : sql` AND cg.game_id = ${gameId}`}
            ORDER BY cg.added_at DESC, cg.id DESC`,
      );
    },

    gamePlatformIds: async (gameId: number): Promise<number[] | null> => {
      const [row] = await db.select({ platformIds: games.platformIds }).from(games).where(eq(games.id, gameId));
      return row ? row.platformIds : null;
    },

    /** Adds the game ('duplicate' when the collection holds it already: the unique index decides). */
    async addGame(collectionId: number, gameId: number, values: CollectedGameValues): Promise<AddGameOutcome> {
      return db.transaction(async (tx) => {
        if (!(await lockCollection(tx, collectionId))) return 'missing';
        const inserted = await tx
          .insert(collectionGames)
          .values({ collectionId, gameId, ...values, completedAt: values.playStatus === 'COMPLETED' ? sql`now()` : null })
          .onConflictDoNothing()
          .returning({ id: collectionGames.id });
        if (inserted.length > 0)
          await tx
            .update(collections)
            .set({ updatedAt: sql`now()`, gamesCount: gamesCountOf(collectionId) })
            .where(eq(collections.id, collectionId));
        return inserted.length > 0 ? 'added' : 'duplicate';
      });
    },

    /**
     * Adds several games in one transaction; answers the ids actually added (ones already there are left
     * as they are), or null when the collection is gone.
     */
    async addGames(collectionId: number, entries: readonly { gameId: number; values: CollectedGameValues }[]): Promise<number[] | null> {
      return db.transaction(async (tx) => {
        if (!(await lockCollection(tx, collectionId))) return null;
        if (entries.length === 0) return [];
        const inserted = await tx
          .insert(collectionGames)
          .values(
            entries.map(({ gameId, values }) => ({
              collectionId,
              gameId,
              ...values,
              completedAt: values.playStatus === 'COMPLETED' ? sql`now()` : null,
            })),
          )
          .onConflictDoNothing()
          .returning({ gameId: collectionGames.gameId });
        if (inserted.length > 0)
          await tx
            .update(collections)
            .set({ updatedAt: sql`now()`, gamesCount: gamesCountOf(collectionId) })
            .where(eq(collections.id, collectionId));
        return inserted.map((row) => row.gameId);
      });
    },

    /** Rewrites the collected game's record; false when it (or its collection) is gone. */
    async updateGame(collectionId: number, gameId: number, values: CollectedGameValues): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lockCollection(tx, collectionId))) return false;
        const updated = await tx
          .update(collectionGames)
          .set({
            ...values,
            completedAt: values.playStatus === 'COMPLETED' ? sql`coalesce(${collectionGames.completedAt}, now())` : null,
            updatedAt: sql`now()`,
          })
          .where(and(eq(collectionGames.collectionId, collectionId), eq(collectionGames.gameId, gameId)))
          .returning({ id: collectionGames.id });
        if (updated.length > 0)
          await tx
            .update(collections)
            .set({ updatedAt: sql`now()` })
            .where(eq(collections.id, collectionId));
        return updated.length > 0;
      });
    },

    /**
     * Removes the game; when the owner has it in no other collection any more, its `collection`
     * activity goes too, so the popularity score gives the addition back.
     */
    async removeGame(collectionId: number, gameId: number, ownerId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lockCollection(tx, collectionId))) return false;
        const removed = await tx
          .delete(collectionGames)
          .where(and(eq(collectionGames.collectionId, collectionId), eq(collectionGames.gameId, gameId)))
          .returning({ id: collectionGames.id });
        if (removed.length === 0) return false;
        await tx
          .update(collections)
          .set({ updatedAt: sql`now()`, gamesCount: gamesCountOf(collectionId) })
          .where(eq(collections.id, collectionId));
        await tx.execute(sql`DELETE FROM game_activity a WHERE a.user_id = ${ownerId} AND a.game_id = ${gameId} AND a.kind = 'collection'
          AND NOT EXISTS (SELECT 1 FROM collection_games cg JOIN collections c ON c.id = cg.collection_id WHERE c.user_id = ${ownerId} AND cg.game_id = ${gameId})`);
        return true;
      });
    },

    /**
     * Likes or unlikes for the user, then the state and count, in one transaction; null when the
     * collection is gone or `mayLike` refuses it. `mayLike` decides on the collection's access as it is
     * under the lock (the collection's row locked, its owner's row shared), so a like that waited on a
     * change of visibility is decided on the visibility that change left.
     */
    async toggleLike(
      collectionId: number,
      userId: number,
      mayLike: (access: CollectionAccess) => boolean,
    ): Promise<{ isLiked: boolean; likeCount: number } | null> {
      return db.transaction(async (tx) => {
        const [access] = await queryRows<CollectionAccess>(tx, sql`${accessOf(collectionId)} FOR NO KEY UPDATE OF c FOR SHARE OF u`);
        if (!access || !mayLike(access)) return null;
        const removed = await tx
          .delete(collectionLikes)
          .where(and(eq(collectionLikes.collectionId, collectionId), eq(collectionLikes.userId, userId)))
          .returning({ userId: collectionLikes.userId });
        let isLiked = false;
        if (removed.length === 0) {
          await tx.insert(collectionLikes).values({ collectionId, userId }).onConflictDoNothing();
          isLiked = true;
        }
        await tx
          .update(collections)
          .set({
            likesWeight: sql`(SELECT ${ageWeightSum(sql`l.created_at`, POPULARITY_HALF_LIFE_DAYS)} FROM collection_likes l WHERE l.collection_id = ${collectionId})`,
          })
          .where(eq(collections.id, collectionId));
        await bumpGeneration(tx, POPULAR_COLLECTIONS_CACHE);
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(collectionLikes)
          .where(eq(collectionLikes.collectionId, collectionId));
        return { isLiked, likeCount: row?.n ?? 0 };
      });
    },

    async likeStatus(collectionId: number, userId: number | null): Promise<{ isLiked: boolean; likeCount: number }> {
      const [row] = await queryRows<{ n: number; liked: boolean }>(
        db,
        sql`SELECT count(*)::int AS n, ${userId === null ? sql`false` : sql`coalesce(bool_or(user_id = ${userId}), false)`} AS liked
            FROM collection_likes WHERE collection_id = ${collectionId}`,
      );
      return { isLiked: row?.liked ?? false, likeCount: row?.n ?? 0 };
    },

    /** Which of `gameIds` are in any of the user's collections. */
    async collectedAmong(userId: number, gameIds: readonly number[]): Promise<Set<number>> {
      if (gameIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ gameId: collectionGames.gameId })
        .from(collectionGames)
        .innerJoin(collections, eq(collections.id, collectionGames.collectionId))
        .where(and(eq(collections.userId, userId), inArray(collectionGames.gameId, [...gameIds])));
      return new Set(rows.map((r) => r.gameId));
    },

    /**
     * The popular order: likes weighted by recency (half-life POPULARITY_HALF_LIFE_DAYS), then games
     * count; the stored copies order exactly as computing them would, and collections_popular_idx has them.
     */
    popularOrder: sql`c.likes_weight DESC NULLS LAST, c.games_count DESC NULLS LAST, c.id DESC NULLS LAST`,

    generation: (name: string): Promise<number> => readGeneration(db, name),
  };
}
