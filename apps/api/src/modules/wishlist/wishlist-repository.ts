import { pageOffset, WISHLIST_DEFAULT_ORDER } from '@gameshelf/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { WishlistQuery } from '@gameshelf/contracts';
import { queryRows, type AppDb } from '../../db/database.ts';
import { gameColumns, type GameRow } from '../catalog/game-row.ts';
import { isoTimestampSql } from '../../shared/sql-time.ts';
import type { StorePriceColumns } from '../prices/store-price.ts';
import { wishlistItems } from './schema.ts';

/** A wishlist entry (dates as the contract's strings) with its game's catalog row (for the catalog's `describe`). */
export type WishlistRow = {
  entryId: number;
  priority: number;
  priceAlertEnabled: boolean;
  targetPrice: number | null;
  addedAt: string;
  updatedAt: string;
  /** The game's best offer now (see `bestPriceJoin`), null when no store sells it here or none answered yet. */
  price: StorePriceColumns | null;
  game: GameRow;
};

type BestPriceColumns = {
  p_store: StorePriceColumns['store'] | null;
  p_external_id: string | null;
  p_status: StorePriceColumns['status'] | null;
  p_currency: string | null;
  p_initial_minor: number | null;
  p_final_minor: number | null;
  p_discount_percent: number | null;
  p_lowest_minor: number | null;
  p_lowest_at: string | null;
  p_checked_at: string | null;
};

type FlatWishlistRow = GameRow &
  BestPriceColumns & {
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
  p_store,
  p_external_id,
  p_status,
  p_currency,
  p_initial_minor,
  p_final_minor,
  p_discount_percent,
  p_lowest_minor,
  p_lowest_at,
  p_checked_at,
  ...game
}: FlatWishlistRow): WishlistRow => ({
  entryId: entry_id,
  priority: entry_priority,
  priceAlertEnabled: price_alert_enabled,
  targetPrice: target_price,
  addedAt: added_at,
  updatedAt: entry_updated_at,
  price:
    p_store === null || p_external_id === null || p_status === null || p_checked_at === null
      ? null
      : {
          store: p_store,
          externalId: p_external_id,
          status: p_status,
          currency: p_currency,
          initialMinor: p_initial_minor,
          finalMinor: p_final_minor,
          discountPercent: p_discount_percent,
          lowestMinor: p_lowest_minor,
          lowestAt: p_lowest_at,
          checkedAt: p_checked_at,
        },
  game,
});

/**
 * A game's best offer to Korean buyers among its stores' answers: free first, then prices in won,
 * cheapest first, then other currencies; Steam before GOG on a tie. Unsold products and ones never
 * answered are left out.
 */
const bestPriceJoin = sql.raw(
  `LEFT JOIN LATERAL (
     SELECT sp.store, sp.external_id, sp.status, sp.currency, sp.initial_minor, sp.final_minor, sp.discount_percent,
            sp.lowest_minor, ${isoTimestampSql('sp.lowest_at')} AS lowest_at, ${isoTimestampSql('sp.checked_at')} AS checked_at
     FROM store_prices sp
     WHERE sp.game_id = g.id AND sp.status <> 'unavailable' AND sp.checked_at IS NOT NULL
     ORDER BY sp.status = 'free' DESC, sp.currency = 'KRW' DESC, sp.final_minor ASC, sp.store = 'steam' DESC, sp.external_id
     LIMIT 1
   ) p ON true`,
);

const priceColumns = sql.raw(
  `p.store AS p_store, p.external_id AS p_external_id, p.status AS p_status, p.currency AS p_currency,
   p.initial_minor AS p_initial_minor, p.final_minor AS p_final_minor, p.discount_percent AS p_discount_percent,
   p.lowest_minor AS p_lowest_minor, p.lowest_at AS p_lowest_at, p.checked_at AS p_checked_at`,
);

/** `wishlistPriceRank` of the contract: free 0, won by amount, anything else null (sorted last). */
const priceRank = sql.raw(`CASE WHEN p.status = 'free' THEN 0 WHEN p.currency = 'KRW' THEN p.final_minor END`);
/** `isOnSale` of the contract. */
const onSale = sql.raw(`COALESCE(p.discount_percent, 0) > 0`);

export type WishlistEntryUpdate = { priority?: number; priceAlertEnabled?: boolean; targetPrice?: number | null };

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;

export function createWishlistRepository(db: AppDb) {
  const entryColumns = sql.raw(
    `w.id AS entry_id, w.priority AS entry_priority, w.price_alert_enabled, w.target_price,
     ${isoTimestampSql('w.created_at')} AS added_at,
     ${isoTimestampSql('w.updated_at')} AS entry_updated_at`,
  );

  function filterOf(userId: number, query: Pick<WishlistQuery, 'platformCodes' | 'genreIds' | 'onSale'>): SQL {
    const conditions: SQL[] = [sql`w.user_id = ${userId}`];
    if (query.onSale) conditions.push(onSale);
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
        sql`SELECT ${entryColumns}, ${gameColumns}, ${priceColumns} FROM wishlist_items w JOIN games g ON g.id = w.game_id
            ${bestPriceJoin} WHERE w.id = ${entryId}`,
      );
      return row ? decode(row) : null;
    },

    /** One page of the user's wishlist, filtered and sorted by the database, with the filter's total. */
    async page(userId: number, query: WishlistQuery): Promise<{ rows: WishlistRow[]; total: number }> {
      const where = filterOf(userId, query);
      const direction = sql.raw((query.sortOrder ?? WISHLIST_DEFAULT_ORDER[query.sortBy]) === 'desc' ? 'DESC' : 'ASC');
      // Games without a price (or a discount) come last either way; ties keep the newest first.
      const order = {
        name: sql`g.sort_name COLLATE "C" ${direction}, w.id ${direction}`,
        recent: sql`w.created_at ${direction}, w.id ${direction}`,
        price: sql`${priceRank} ${direction} NULLS LAST, w.created_at DESC, w.id DESC`,
        discount: sql`p.discount_percent ${direction} NULLS LAST, ${priceRank} ASC NULLS LAST, w.id DESC`,
      }[query.sortBy];
      const rows = await queryRows<FlatWishlistRow>(
        db,
        sql`SELECT ${entryColumns}, ${gameColumns}, ${priceColumns} FROM wishlist_items w JOIN games g ON g.id = w.game_id
            ${bestPriceJoin} WHERE ${where} ORDER BY ${order} LIMIT ${query.size} OFFSET ${pageOffset(query)}`,
      );
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM wishlist_items w JOIN games g ON g.id = w.game_id
            ${query.onSale ? bestPriceJoin : sql``} WHERE ${where}`,
      );
      return { rows: rows.map(decode), total: count?.n ?? 0 };
    },
  };
}
