import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/bytea.ts';

/**
 * Game covers as our origin serves them (`getGameCover`): IGDB's picture at one of the contract's
 * widths, as WebP, shared by every API process. Keyed by `{width}/{imageId}`: IGDB's image ids name
 * one picture for good (a new cover is a new id), so a stored cover never goes stale. Rows not made
 * again for a while are pruned (covers-repository.ts).
 */
export const coverImages = pgTable(
  'cover_images',
  {
    key: text('key').primaryKey(),
    webp: bytea('webp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('cover_images_created_idx').on(t.createdAt)],
);
