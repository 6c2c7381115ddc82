import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { PLAY_STATUSES } from '@gameshelf/contracts';
import { users } from '../accounts/schema.ts';
import { games, platforms } from '../catalog/schema.ts';

/** A user's named shelf of games; private ones answer their owner only. */
export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** Copy of the number of its games, rewritten in the transaction that adds or removes one. */
    gamesCount: integer('games_count').notNull().default(0),
    /**
     * The likes' age-weighted sum, rewritten in the like's transaction: each like adds
     * 2^((its time - AGE_WEIGHT_EPOCH (shared/age-weight.ts)) / half-life), so ordering by it is ordering by the
     * likes' decayed sum now, with an index (reviews.helpful_weight does the same for votes).
     */
    likesWeight: doublePrecision('likes_weight').notNull().default(0),
  },
  (t) => [
    index('collections_user_idx').on(t.userId, t.updatedAt),
    index('collections_public_created_idx').on(t.isPublic, t.createdAt),
    // The popular order of public collections, walked from the top.
    index('collections_popular_idx')
      .on(t.likesWeight.desc(), t.gamesCount.desc(), t.id.desc())
      .where(sql`${t.isPublic}`),
  ],
);

/** One game in one collection, with the owner's play and purchase record. */
export const collectionGames = pgTable(
  'collection_games',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playStatus: text('play_status', { enum: PLAY_STATUSES }).notNull().default('BACKLOG'),
    playtimeHours: integer('playtime_hours').notNull().default(0),
    completionPercentage: integer('completion_percentage').notNull().default(0),
    /** Whole won. */
    purchasePrice: bigint('purchase_price', { mode: 'number' }),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    purchasePlatformId: integer('purchase_platform_id').references(() => platforms.id, { onDelete: 'set null' }),
    purchaseStore: text('purchase_store'),
    personalNotes: text('personal_notes'),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** When the game became COMPLETED here (kept while it stays so; null otherwise): the profile's activity. */
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collection_games_collection_game_idx').on(t.collectionId, t.gameId),
    index('collection_games_game_idx').on(t.gameId),
    index('collection_games_added_idx').on(t.collectionId, t.addedAt),
    check('collection_games_playtime_range', sql`${t.playtimeHours} BETWEEN 0 AND 9999`),
    check('collection_games_completion_range', sql`${t.completionPercentage} BETWEEN 0 AND 100`),
  ],
);

/** One like per user and collection. */
export const collectionLikes = pgTable(
  'collection_likes',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.userId] }), index('collection_likes_user_idx').on(t.userId)],
);
