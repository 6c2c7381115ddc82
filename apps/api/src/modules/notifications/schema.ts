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
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId, t.isRead),
    uniqueIndex('notifications_user_dedupe_idx').on(t.userId, t.dedupeKey),
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
