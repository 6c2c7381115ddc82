import { pageOffset } from '@gameshelf/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { WishlistQuery } from '@gameshelf/contracts';
import { queryRows, type AppDb } from '../../db/database.ts';
import { gameColumns, type GameRow } from '../catalog/game-row.ts';
import { isoTimestampSql } from '../../shared/sql-time.ts';
import { wishlistItems } from './schema.ts';

/** A wishlist entry (dates as the contract's strings) with its game's catalog row (for the catalog's `describe`). */
export type WishlistRow = {
  entryId: number;
  priority: number;
  priceAlertEnabled: boolean;
  targetPrice: number | null;
  addedAt: string;
  updatedAt: string;
  game: GameRow;
};

type FlatWishlistRow = GameRow & {
  entry_id: number;
  entry_priority: number;
  price_alert_enabled: boolean;
  target_price: number | null;
  added_at: string;
  entry_updated_at: string;
};

/** The entry's columns apart from its game's, decoded once. */
const decode = ({
  entry_id,
  entry_priority,
  price_alert_enabled,
  target_price,
  added_at,
  entry_updated_at,
  ...game
}: FlatWishlistRow): WishlistRow => ({
  entryId: entry_id,
  priority: entry_priority,
  priceAlertEnabled: price_alert_enabled,
  targetPrice: target_price,
  addedAt: added_at,
  updatedAt: entry_updated_at,
  game,
});

export type WishlistEntryUpdate = { priority?: number; priceAlertEnabled?: boolean; targetPrice?: number | null };

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;

export function createWishlistRepository(db: AppDb) {
  const entryColumns = sql.raw(
    `w.id AS entry_id, w.priority AS entry_priority, w.price_alert_enabled, w.target_price,
     ${isoTimestampSql('w.created_at')} AS added_at,
     ${isoTimestampSql('w.updated_at')} AS entry_updated_at`,
  );

  function filterOf(userId: number, query: Pick<WishlistQuery, 'platformCodes' | 'genreIds'>): SQL {
    const conditions: SQL[] = [sql`w.user_id = ${userId}`];
    if (query.platformCodes?.length)
      conditions.push(
        sql`g.platform_codes && ARRAY[${sql.join(
          query.platformCodes.map((c) => sql`${c}`),
          sql`, `,
        )}]::text[]`,
      );
    if (query.genreIds?.length)
      conditions.push(
        sql`g.genre_ids && ARRAY[${sql.join(
          query.genreIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::integer[]`,
      );
    return sql.join(conditions, sql` AND `);
  }

  return {
    /** Adds the game; false when it was already there (the unique index decides, also under concurrency). */
    async add(entry: { userId: number; gameId: number; priority: number; priceAlertEnabled: boolean }): Promise<boolean> {
      const inserted = await db.insert(wishlistItems).values(entry).onConflictDoNothing().returning({ id: wishlistItems.id });
      return inserted.length > 0;
    },

    /** Removes the game; false when it was not in the wishlist. */
    async remove(userId: number, gameId: number): Promise<boolean> {
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.gameId, gameId)))
        .returning({ id: wishlistItems.id });
      return removed.length > 0;
    },

    async contains(userId: number, gameId: number): Promise<boolean> {
      const rows = await db
        .select({ id: wishlistItems.id })
        .from(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.gameId, gameId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Which of `gameIds` the user has wishlisted (the per-user flag on catalog answers). */
    async wishlistedAmong(userId: number, gameIds: readonly number[]): Promise<Set<number>> {
      if (gameIds.length === 0) return new Set();
      const rows = await db
        .select({ gameId: wishlistItems.gameId })
        .from(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.gameId, [...gameIds])));
      return new Set(rows.map((r) => r.gameId));
    },

    /** Changes an entry of the user's; null when the user has no entry with that id. */
    async update(userId: number, entryId: number, changes: WishlistEntryUpdate): Promise<WishlistRow | null> {
      const updated = await db
        .update(wishlistItems)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(wishlistItems.id, entryId), eq(wishlistItems.userId, userId)))
        .returning({ id: wishlistItems.id });
      if (updated.length === 0) return null;
      const [row] = await queryRows<FlatWishlistRow>(
        db,
        sql`SELECT ${entryColumns}, ${gameColumns} FROM wishlist_items w JOIN games g ON g.id = w.game_id WHERE w.id = ${entryId}`,
      );
      return row ? decode(row) : null;
    },

    /** One page of the user's wishlist, filtered and sorted by the database, with the filter's total. */
    async page(userId: number, query: WishlistQuery): Promise<{ rows: WishlistRow[]; total: number }> {
      const where = filterOf(userId, query);
      const descending = (query.sortOrder ?? (query.sortBy === 'name' ? 'asc' : 'desc')) === 'desc';
      const direction = sql.raw(descending ? 'DESC' : 'ASC');
      const order =
        query.sortBy === 'name'
          ? sql`g.sort_name COLLATE "C" ${direction}, w.id ${direction}`
          : sql`w.created_at ${direction}, w.id ${direction}`;
      const rows = await queryRows<FlatWishlistRow>(
        db,
        sql`SELECT ${entryColumns}, ${gameColumns} FROM wishlist_items w JOIN games g ON g.id = w.game_id
            WHERE ${where} ORDER BY ${order} LIMIT ${query.size} OFFSET ${pageOffset(query)}`,
      );
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM wishlist_items w JOIN games g ON g.id = w.game_id WHERE ${where}`,
      );
      return { rows: rows.map(decode), total: count?.n ?? 0 };
    },
  };
}
