import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/bytea.ts';

/**
 * Rendered link preview images (issue 35), shared by every API process: keyed by a hash of what the
 * image shows (preview-card.ts), so an edit makes a new key and an old image is never served for it.
 * Rows unused for a while are pruned (preview-images-repository.ts).
 */
export const previewImages = pgTable(
  'preview_images',
  {
    key: text('key').primaryKey(),
    png: bytea('png').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('preview_images_created_idx').on(t.createdAt)],
);
