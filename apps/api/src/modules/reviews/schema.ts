import { doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REVIEW_COMPLETION_STATUSES } from '@gameshelf/contracts';
import { users } from '../accounts/schema.ts';
import { games, platforms } from '../catalog/schema.ts';

/** One review per user and game; content is plain text. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    rating: doublePrecision('rating').notNull(),
    content: text('content').notNull(),
    platformPlayedId: integer('platform_played_id').references(() => platforms.id, { onDelete: 'set null' }),
    completionStatus: text('completion_status', { enum: REVIEW_COMPLETION_STATUSES }).notNull().default('BACKLOG'),
    /** Copy of the helpful votes' count, rewritten in the vote's transaction. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    /**
     * The votes' age-weighted sum, kept in step in the vote's transaction: each vote adds
     * 2^((its time - AGE_WEIGHT_EPOCH (shared/age-weight.ts)) / half-life). Ordering by it is ordering by the votes'
     * decayed sum now (every review's is the same factor 2^(-now / half-life) away), with an index.
     */
    helpfulWeight: doublePrecision('helpful_weight').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_user_game_idx').on(t.userId, t.gameId),
    index('reviews_game_idx').on(t.gameId, t.helpfulCount, t.createdAt),
    index('reviews_user_created_idx').on(t.userId, t.createdAt),
    // Home's popular reviews: the order walked from the top, no sort of every review.
    index('reviews_popular_idx').on(t.helpfulWeight.desc(), t.helpfulCount.desc(), t.createdAt.desc(), t.id.desc()),
  ],
);

/** One helpful vote per user and review. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_helpful_votes_created_idx').on(t.createdAt)],
);
