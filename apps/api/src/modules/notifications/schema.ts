import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * A user's notifications (issue 36); the bell reads the unread count. Written only through the
 * notifications repository's `raise` (see there), which checks the user's switches in the same statement.
 */
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
    /**
     * For a grouped row (one per collection's likes, one per review's helpful votes): the highest count
     * it announced; the row is raised again only when the count passes it. 1 for other rows.
     */
    groupCount: integer('group_count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /**
     * The web push outbox (modules/push): a new row is to be pushed to its user's devices; the delivery
     * job clears the mark once it has been sent (or cannot be). Whoever re-raises a notification (a
     * grouped one whose message and time change) sets it again (raise.ts), so it is pushed again.
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

/**
 * The kinds a user switched off (`NOTIFICATION_KINDS`); a kind without a row is on. `notificationEnabled`
 * (users) switches every kind off on top of these.
 */
export const notificationKindOptOuts = pgTable(
  'notification_kind_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
