import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Notices: markdown stored as written (spec 2 §3 "Notice"). Ids 1 and 2 are the terms and privacy policy. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    contentSummary: text('content_summary'),
    isImportant: boolean('is_important').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('notices_created_idx').on(t.createdAt), index('notices_important_idx').on(t.isImportant, t.createdAt)],
);

/**
 * Who has been counted as a view of a notice on which Korean day: a user id, or a keyed hash of a
 * guest's address and browser (never the address itself). One row per visitor, notice and day.
 */
export const noticeViews = pgTable(
  'notice_views',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.visitor, t.day] }), index('notice_views_day_idx').on(t.day)],
);
