import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { games } from '../catalog/schema.ts';

/** One row per user and wishlisted game (the unique index keeps concurrent adds to one row). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    priority: integer('priority').notNull().default(0),
    priceAlertEnabled: boolean('price_alert_enabled').notNull().default(true),
    /** Alert only at or below this price, in won (issue 36); null: any new discount or new lowest price. */
    targetPrice: integer('target_price'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_user_game_idx').on(t.userId, t.gameId),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('wishlist_items_game_idx').on(t.gameId),
  ],
);
