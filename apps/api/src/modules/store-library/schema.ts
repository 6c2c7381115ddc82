import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { games } from '../catalog/schema.ts';

export const STORES = ['steam', 'gog'] as const;
export type Store = (typeof STORES)[number];

/**
 * A user's linked store account (Steam now, GOG next): one per user and store, and one store account
 * belongs to one user. The sync cooldown is kept apart, in `store_sync_claims`, so unlinking keeps it.
 */
export const storeLinks = pgTable(
  'store_links',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    store: text('store', { enum: STORES }).notNull(),
    /** The store's account id as a string (a SteamID64 is beyond JavaScript's safe integers). */
    externalUserId: text('external_user_id').notNull(),
    username: text('username'),
    avatarUrl: text('avatar_url'),
    profileUrl: text('profile_url'),
    /** Store tokens (GOG), encrypted at rest; null for Steam. */
    tokens: text('tokens'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true, mode: 'string' }),
    status: text('status', { enum: ['active', 'expired'] })
      .notNull()
      .default('active'),
    linkedAt: timestamp('linked_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.store] }), uniqueIndex('store_links_account_key').on(t.store, t.externalUserId)],
);

/**
 * The server's sync cooldown, one row per user and store, shared by every API process: `started_at` is
 * when the last sync began (the cooldown counts from it; null once a failed first sync gave it back) and
 * `previous_started_at` the start before it, which a failed sync gives back. A sync is claimed with one
 * INSERT ... ON CONFLICT DO UPDATE ... WHERE, which locks and re-checks the row, so exactly one request
 * starts a sync per cooldown. It outlives the store link: disconnecting and connecting again keeps it.
 */
export const storeSyncClaims = pgTable(
  'store_sync_claims',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    store: text('store', { enum: STORES }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }),
    previousStartedAt: timestamp('previous_started_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.store] })],
);

/**
 * One owned item of a linked library. `game_id` is the catalog game it maps to; `match_method`
 * 'manual' is the user's own choice (a game, or none when `game_id` is null) and survives re-syncs.
 */
export const storeLibraryGames = pgTable(
  'store_library_games',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    store: text('store', { enum: STORES }).notNull(),
    /** Steam appid or GOG product id, as text. */
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    /** Steam's icon hash (img_icon_url) or a full image URL (GOG). */
    iconUrl: text('icon_url'),
    playtimeForever: integer('playtime_forever').notNull().default(0),
    playtime2weeks: integer('playtime_2weeks'),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true, mode: 'string' }),
    /** False once a sync no longer lists it (kept, with what the user did with it). */
    owned: boolean('owned').notNull().default(true),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'set null' }),
    matchMethod: text('match_method', { enum: ['store_id', 'title', 'manual'] }),
    matchConfidence: doublePrecision('match_confidence'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_library_games_item_key').on(t.userId, t.store, t.externalId),
    // Unmatched items (not by the user's choice) are retried after catalog imports and syncs.
    index('store_library_games_unmatched_idx')
      .on(t.store, t.externalId)
      .where(sql`${t.gameId} IS NULL AND ${t.matchMethod} IS DISTINCT FROM 'manual'`),
    index('store_library_games_game_idx').on(t.gameId),
  ],
);
