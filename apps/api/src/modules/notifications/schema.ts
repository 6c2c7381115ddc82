import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/** A user's notifications (price alerts first, issue 36); the bell reads the unread count. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    linkUrl: text('link_url'),
    isRead: boolean('is_read').notNull().default(false),
    /** Names the event a notification tells of, so one event notifies a user once however many workers see it. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /**
     * The web push outbox (modules/push): a new row is to be pushed to its user's devices; the delivery
     * job clears the mark once it has been sent (or cannot be). Whoever re-raises a notification (a
     * grouped one whose message and time change) sets `PUSH_AGAIN` with it, so it is pushed again.
     */
    pushPending: boolean('push_pending').notNull().default(true),
    /** Not before this time: a delivery's lease while it is being sent, then its retry's backoff. */
    pushAfter: timestamp('push_after', { withTimezone: true, mode: 'string' }),
    /** Sends tried and failed with a temporary error (429, 5xx, no answer). */
    pushAttempts: integer('push_attempts').notNull().default(0),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId, t.isRead),
    uniqueIndex('notifications_user_dedupe_idx').on(t.userId, t.dedupeKey),
    index('notifications_push_pending_idx')
      .on(t.id)
      .where(sql`push_pending`),
  ],
);

/** The columns to set with a re-raised notification (new message and time, unread) so it is pushed again. */
export const PUSH_AGAIN = { pushPending: true, pushAfter: null, pushAttempts: 0 } as const;
