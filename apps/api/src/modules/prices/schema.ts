import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { PRICE_STORES } from '@gameshelf/contracts';
import { games } from '../catalog/schema.ts';

/** What a store answered for a product: a price, free to play, or not sold to Korean buyers. */
export const PRICE_STATUSES = ['priced', 'free', 'unavailable'] as const;

/** A store's product of a catalog game. */
const productColumns = () => ({
  store: text('store', { enum: PRICE_STORES }).notNull(),
  externalId: text('external_id').notNull(),
  gameId: integer('game_id')
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' }),
});

/** A store's answer: its kind and, for a price, the currency and amounts in hundredths of its unit. */
const answerColumns = () => ({
  status: text('status', { enum: PRICE_STATUSES }).notNull(),
  currency: text('currency'),
  initialMinor: integer('initial_minor'),
  finalMinor: integer('final_minor'),
  discountPercent: integer('discount_percent'),
});

/**
 * The current price of each store product of the catalog (`game_store_refs`) for Korean buyers (issue
 * 36), when it was last asked and when to ask again. Amounts are in hundredths of the currency's unit,
 * as the stores send them (Steam's KRW 1520000 is ₩15,200). The lowest price ever seen, with the time it
 * was first seen, makes '역대 최저가'.
 */
export const storePrices = pgTable(
  'store_prices',
  {
    ...productColumns(),
    ...answerColumns(),
    lowestMinor: integer('lowest_minor'),
    lowestAt: timestamp('lowest_at', { withTimezone: true, mode: 'string' }),
    /** When the store last answered for it; null while it has only failed. */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'string' }),
    /** When the answer last differed from the one before; null while it has only failed. */
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }),
    /** When the refresh asks again: soon for wishlisted games, rarely for the rest, later after failures. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** Failed asks in a row (the store's error for this product), for the backoff. */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.store, t.externalId] }),
    index('store_prices_game_idx').on(t.gameId),
    index('store_prices_due_idx').on(t.store, t.nextCheckAt),
  ],
);

/** Every change of a store product's price, oldest first: only changes are kept. */
export const storePriceHistory = pgTable(
  'store_price_history',
  {
    id: serial('id').primaryKey(),
    ...productColumns(),
    ...answerColumns(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'string' }).notNull(),
    /**
     * Written with the change, cleared in the transaction that sends its price alerts (an outbox): a
     * process that dies between the two leaves it for the next alert pass, so no alert is lost.
     */
    alertsPending: boolean('alerts_pending').notNull().default(true),
  },
  (t) => [
    index('store_price_history_product_idx').on(t.store, t.externalId, t.recordedAt),
    index('store_price_history_game_idx').on(t.gameId),
    index('store_price_history_alerts_pending_idx')
      .on(t.id)
      .where(sql`${t.alertsPending}`),
  ],
);

/** Korean support as Steam's `supported_languages` says it (integrations/prices/steam-store-details.ts). */
export const STEAM_KOREAN_SUPPORT = ['audio', 'text', 'none'] as const;

/**
 * What Steam's storefront last said of a catalog app in Korean (issue 36), asked rarely: the Korean
 * short description (null when Steam has none in Korean) and Korean support. The catalog's
 * `games.summary_ko` and `korean_support` are filled from it through catalog-links.ts; this row is
 * also the source record: a summary equal to the one kept here came from Steam and may be replaced,
 * any other was set by someone else and stays.
 */
export const steamStoreDetails = pgTable(
  'steam_store_details',
  {
    appId: text('app_id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** False while it has only failed or Steam does not sell it here. */
    found: boolean('found').notNull().default(false),
    summaryKo: text('summary_ko'),
    koreanSupport: text('korean_support', { enum: STEAM_KOREAN_SUPPORT }),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'string' }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true, mode: 'string' }).notNull(),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('steam_store_details_game_idx').on(t.gameId), index('steam_store_details_due_idx').on(t.nextCheckAt)],
);
