import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUGGESTION_FIELDS, SUGGESTION_STATUSES, SUGGESTIONS_PER_DAY } from '@gameshelf/contracts';
import { users } from '../accounts/schema.ts';
import { games } from '../catalog/schema.ts';

/**
 * Info-correction suggestions for operators to review. The daily limit lives in the table: each
 * suggestion takes one of the SUGGESTIONS_PER_DAY numbered slots of its user, game and Korean
 * calendar day, so concurrent requests can never store more than the limit.
 */
export const gameInfoSuggestions = pgTable(
  'game_info_suggestions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    suggestionText: text('suggestion_text').notNull(),
    /** The field the suggestion proposes a value for (SUGGESTION_FIELDS), or null for free text only. */
    field: text('field', { enum: SUGGESTION_FIELDS }),
    value: text('value'),
    status: text('status', { enum: SUGGESTION_STATUSES }).notNull().default('PENDING'),
    /** The day in Asia/Seoul the suggestion was sent on. */
    day: date('day', { mode: 'string' }).notNull(),
    /** 1..SUGGESTIONS_PER_DAY within (user, game, day). */
    slot: smallint('slot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_info_suggestions_daily_slot_idx').on(t.userId, t.gameId, t.day, t.slot),
    index('game_info_suggestions_game_idx').on(t.gameId, t.createdAt),
    index('game_info_suggestions_status_idx').on(t.status, t.createdAt),
    check('game_info_suggestions_slot_range', sql`${t.slot} BETWEEN 1 AND ${sql.raw(String(SUGGESTIONS_PER_DAY))}`),
  ],
);
