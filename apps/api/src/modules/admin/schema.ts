import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_ACTOR_SOURCES } from '@gameshelf/contracts';
import { users } from '../accounts/schema.ts';

/**
 * Every admin write (issue 20): who (an admin, the `npm run admin` command, or ADMIN_USERNAMES at
 * sign-in), what (`action`, e.g. ROLE_GRANTED, BANNER_CREATED), on what, with details, and when.
 * Rows are only ever inserted; an actor or target user that is deleted later keeps the entry.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    actorSource: text('actor_source', { enum: AUDIT_ACTOR_SOURCES }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's username when the entry was written (it survives the user). */
    actorUsername: text('actor_username'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt, t.id)],
);
