import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { COLLECTION_COVERS_MAX, type PlayStatus, pageOffset } from '@gameshelf/contracts';
import { queryRows, type AppDb } from '../../db/database.ts';
import { gameColumns, type GameRow } from '../catalog/game-row.ts';
import type { GameActivity } from '../catalog/popularity.ts';
import { bumpGeneration, POPULAR_COLLECTIONS_CACHE } from '../../shared/cache-generations.ts';
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

/** A collection with its owner and computed totals, as `summaries` answers it. */
export type CollectionSummaryRow = {
  id: number;
  name: string;
  isPublic: boolean;
  userId: number;
  ownerUsername: string;
  ownerDisplayName: string | null;
  /** Empty for anyone but the owner when the owner's profile is private. */
  ownerBio: string;
  ownerProfileImageUrl: string | null;
  likesCount: number;
  /** Whether the viewer likes it (false for a guest). */
  isLiked: boolean;
  totalGames: number;
  completedGames: number;
  totalPlaytime: number;
  totalSpent: number;
  /** Up to COLLECTION_COVERS_MAX covers, newest games first (the contract's `collectionCovers`). */
  coverImageUrls: string[];
  createdAt: string;
  updatedAt: string;
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

/** A collected game: the entry's own record, and its game's catalog row (for the catalog's `describe`). */
export type CollectedGameRow = CollectedGameValues & {
  entryId: number;
  collectionId: number;
  addedAt: string;
  game: GameRow;
};

/** Which collections a list shows (collections `c`, owners `u`). */
export type CollectionFilter = {
  /**
   * One person's collections; without it, the public list: public collections of public profiles, and
   * the viewer's own public ones.
   */
  ownerId?: number;
  /** With `ownerId`: only the public ones. */
  publicOnly?: boolean;
  /** The name or the owner's nickname holds this key (parseSearchQuery's). */
  search?: { key: string; initialsOnly: boolean };
  /** Holding this game. */
  gameId?: number;
};

/** The list orders: last changed first, newest first, or popular. */
export type CollectionSort = 'updated' | 'created' | 'popular';

/** One page of a list (`page` counts from 0). */
export type CollectionPaging = { page: number; size: number };

const orders: Record<CollectionSort, SQL> = {
  updated: sql`c.updated_at DESC, c.id DESC`,
  created: sql`c.created_at DESC, c.id DESC`,
  /**
   * Likes weighted by recency (half-life POPULARITY_HALF_LIFE_DAYS), then games count; the stored
   * copies order exactly as computing them would, and collections_popular_idx has them.
   */
  popular: sql`c.likes_weight DESC NULLS LAST, c.games_count DESC NULLS LAST, c.id DESC NULLS LAST`,
};

/**
 * Select list for collections `c` joined to their owner `u`, with totals computed per row. A private
 * profile's bio is the owner's alone (docs/decisions.md, "Profile visibility"): empty for anyone else.
 */
function summaryColumns(viewerId: number | null): SQL {
  const bioVisible = viewerId === null ? sql`u.is_public_profile` : sql`(u.is_public_profile OR u.id = ${viewerId})`;
  return sql`c.id, c.name, c.is_public AS "isPublic", c.user_id AS "userId",
    u.username AS "ownerUsername", u.display_name AS "ownerDisplayName",
    CASE WHEN ${bioVisible} THEN u.bio ELSE '' END AS "ownerBio",
    u.profile_image_url AS "ownerProfileImageUrl",
    (SELECT count(*)::int FROM collection_likes l WHERE l.collection_id = c.id) AS "likesCount",
    ${viewerId === null ? sql`false` : sql`EXISTS (SELECT 1 FROM collection_likes l WHERE l.collection_id = c.id AND l.user_id = ${viewerId})`} AS "isLiked",
    s.total_games AS "totalGames", s.completed_games AS "completedGames", s.total_playtime AS "totalPlaytime",
    s.total_spent AS "totalSpent",
    to_char(c.created_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS "createdAt",
    to_char(c.updated_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS "updatedAt"`;
}

/** The contract's `collectionTotals`, in SQL (lists page and sort by them in one statement). */
const totalsJoin = sql`LEFT JOIN LATERAL (
    SELECT count(*)::int AS total_games,
      (count(*) FILTER (WHERE cg.play_status = 'COMPLETED'))::int AS completed_games,
      coalesce(sum(cg.playtime_hours), 0)::int AS total_playtime,
      coalesce(sum(cg.purchase_price), 0)::bigint AS total_spent
    FROM collection_games cg WHERE cg.collection_id = c.id) s ON true`;

/** Escapes LIKE wildcards in user input. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Collections whose name or owner's nickname holds the key (words joined, or 초성). */
function searchCondition(search: { key: string; initialsOnly: boolean }): SQL {
  const pattern = `%${likeEscape(search.key)}%`;
  const folded = (column: SQL) => sql`regexp_replace(lower(${column}), '[^[:alnum:]ㄱ-ㅎ가-힣]', '', 'g')`;
  const byText = sql`(${folded(sql`c.name`)} LIKE ${pattern} OR ${folded(sql`coalesce(u.display_name, '')`)} LIKE ${pattern})`;
  if (!search.initialsOnly) return byText;
  return sql`(${byText} OR hangul_initials(c.name) LIKE ${pattern} OR hangul_initials(coalesce(u.display_name, '')) LIKE ${pattern})`;
}

/** The condition `filter` names, for this viewer (collections `c`, owners `u`). */
function filterCondition(viewerId: number | null, filter: CollectionFilter): SQL {
  const parts: SQL[] = [];
  if (filter.ownerId !== undefined) {
    parts.push(sql`c.user_id = ${filter.ownerId}`);
    if (filter.publicOnly) parts.push(sql`c.is_public`);
  } else {
    // Others see a collection only when it is public and so is its owner's profile.
    parts.push(
      viewerId === null
        ? sql`(c.is_public AND u.is_public_profile)`
        : sql`(c.is_public AND (u.is_public_profile OR c.user_id = ${viewerId}))`,
    );
  }
  if (filter.search) parts.push(searchCondition(filter.search));
  if (filter.gameId !== undefined)
    parts.push(sql`EXISTS (SELECT 1 FROM collection_games cg WHERE cg.collection_id = c.id AND cg.game_id = ${filter.gameId})`);
  return sql.join(parts, sql` AND `);
}

/** What the repository asks of the catalog (catalog-links.ts), so that it never writes the catalog's tables. */
export type CollectionsRepositoryDeps = {
  forgetActivity(activity: GameActivity, tx: Tx): Promise<void>;
};

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;

export function createCollectionsRepository(db: AppDb, deps: CollectionsRepositoryDeps) {
  /** The contract's `collectionCovers`, in SQL: up to COLLECTION_COVERS_MAX covers per collection, newest games first. */
  async function covers(collectionIds: readonly number[]): Promise<Map<number, string[]>> {
    const result = new Map<number, string[]>();
    if (collectionIds.length === 0) return result;
    const rows = await queryRows<{ collectionId: number; cover: string }>(
      db,
      sql`SELECT collection_id AS "collectionId", cover FROM (
            SELECT cg.collection_id, coalesce(g.localized_cover_image_url, g.cover_image_url) AS cover,
              row_number() OVER (PARTITION BY cg.collection_id ORDER BY cg.added_at DESC, cg.id DESC) AS rank
            FROM collection_games cg JOIN games g ON g.id = cg.game_id
            WHERE cg.collection_id IN ${sql`(${sql.join(
              collectionIds.map((id) => sql`${id}`),
              sql`, `,
            )})`}
              AND coalesce(g.localized_cover_image_url, g.cover_image_url) IS NOT NULL) t
          WHERE rank <= ${COLLECTION_COVERS_MAX} ORDER BY collection_id, rank`,
    );
    for (const row of rows) result.set(row.collectionId, [...(result.get(row.collectionId) ?? []), row.cover]);
    return result;
  }

  /** The collections `where` selects, in `order`, decoded and with their covers (two queries). */
  async function summaryRows(viewerId: number | null, where: SQL, order: SQL, paging?: CollectionPaging): Promise<CollectionSummaryRow[]> {
    const limit = paging ? sql` LIMIT ${paging.size} OFFSET ${pageOffset(paging)}` : sql``;
    const rows = await queryRows<Omit<CollectionSummaryRow, 'totalSpent' | 'coverImageUrls'> & { totalSpent: number | string }>(
      db,
      sql`SELECT ${summaryColumns(viewerId)} FROM collections c JOIN users u ON u.id = c.user_id ${totalsJoin}
          WHERE ${where} ORDER BY ${order}${limit}`,
    );
    const coversOf = await covers(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, totalSpent: Number(row.totalSpent), coverImageUrls: coversOf.get(row.id) ?? [] }));
  }

  return {
    /**
     * The collections the filter selects for this viewer (with the viewer's likes and, on their own,
     * their private bio), in `sort` order; one page of them when `paging` is given.
     */
    summaries: (query: CollectionFilter & { viewerId: number | null; sort: CollectionSort; paging?: CollectionPaging }) =>
      summaryRows(query.viewerId, filterCondition(query.viewerId, query), orders[query.sort], query.paging),

    /** How many collections the filter selects for this viewer. */
    async count(query: CollectionFilter & { viewerId: number | null }): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM collections c JOIN users u ON u.id = c.user_id WHERE ${filterCondition(query.viewerId, query)}`,
      );
      return row?.n ?? 0;
    },

    /** One collection as `summaries` answers it, whoever may see it (the caller decides). */
    async findSummary(viewerId: number | null, id: number): Promise<CollectionSummaryRow | null> {
      const [row] = await summaryRows(viewerId, sql`c.id = ${id}`, sql`c.id`);
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

    /** The collection's games with their catalog rows, newest first (one query); `gameId` picks one. */
    async games(collectionId: number, gameId?: number): Promise<CollectedGameRow[]> {
      const rows = await queryRows<GameRow & Omit<CollectedGameRow, 'game' | 'purchasePrice'> & { purchasePrice: number | string | null }>(
        db,
        sql`SELECT cg.id AS "entryId", cg.collection_id AS "collectionId", cg.play_status AS "playStatus",
              cg.playtime_hours AS "playtimeHours", cg.completion_percentage AS "completionPercentage",
              cg.purchase_price AS "purchasePrice", to_char(cg.purchase_date, 'YYYY-MM-DD') AS "purchaseDate",
              cg.purchase_platform_id AS "purchasePlatformId", cg.purchase_store AS "purchaseStore",
              cg.personal_notes AS "personalNotes", to_char(cg.added_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS "addedAt", ${gameColumns}
            FROM collection_games cg JOIN games g ON g.id = cg.game_id
            WHERE cg.collection_id = ${collectionId}${gameId === undefined ? sql`` : sql` AND cg.game_id = ${gameId}`}
            ORDER BY cg.added_at DESC, cg.id DESC`,
      );
      return rows.map(
        ({
          entryId,
          collectionId,
          playStatus,
          playtimeHours,
          completionPercentage,
          purchasePrice,
          purchaseDate,
          purchasePlatformId,
          purchaseStore,
          personalNotes,
          addedAt,
          ...game
        }) => ({
          entryId,
          collectionId,
          addedAt,
          playStatus,
          playtimeHours,
          completionPercentage,
          purchasePrice: purchasePrice === null ? null : Number(purchasePrice),
          purchaseDate,
          purchasePlatformId,
          purchaseStore,
          personalNotes,
          game,
        }),
      );
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
        const [elsewhere] = await queryRows<{ id: number }>(
          tx,
          sql`SELECT cg.id FROM collection_games cg JOIN collections c ON c.id = cg.collection_id
              WHERE c.user_id = ${ownerId} AND cg.game_id = ${gameId} LIMIT 1`,
        );
        if (!elsewhere) await deps.forgetActivity({ userId: ownerId, gameId, kind: 'collection' }, tx);
        return true;
      });
    },

    /**
     * Likes or unlikes for the user, then the state and count, in one transaction; null when the
     * collection is gone or `mayLike` refuses it. `mayLike` decides on the collection's access as it is
     * under the lock (the collection's row locked, its owner's row shared), so a like that waited on a
     * change of visibility is decided on the visibility that change left. A new like calls `afterLike`
     * in the transaction, under the lock (so the count it gets is exact: likes of one collection are
     * written one at a time), with the owner, the collection's name and the count.
     */
    async toggleLike(
      collectionId: number,
      userId: number,
      mayLike: (access: CollectionAccess) => boolean,
      afterLike?: (tx: AppDb, like: { ownerId: number; name: string; likeCount: number }) => Promise<void>,
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
        const likeCount = row?.n ?? 0;
        if (isLiked && afterLike) {
          const [named] = await tx.select({ name: collections.name }).from(collections).where(eq(collections.id, collectionId));
          await afterLike(tx, { ownerId: access.userId, name: named?.name ?? '', likeCount });
        }
        return { isLiked, likeCount };
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

    /** Which of `collectionIds` the user likes (one query, whatever the page's size). */
    async likedAmong(userId: number, collectionIds: readonly number[]): Promise<Set<number>> {
      if (collectionIds.length === 0) return new Set();
      const rows = await db
        .select({ collectionId: collectionLikes.collectionId })
        .from(collectionLikes)
        .where(and(eq(collectionLikes.userId, userId), inArray(collectionLikes.collectionId, [...collectionIds])));
      return new Set(rows.map((row) => row.collectionId));
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
  };
}
