import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { BANNER_LINK_TYPES } from '@gameshelf/contracts';

/** Home banners (spec 1 §3 "Banner"); the active ones show by `displayOrder`. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    imageUrl: text('image_url').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    backgroundColor: text('background_color'),
    linkType: text('link_type', { enum: BANNER_LINK_TYPES }).notNull().default('NONE'),
    linkUrl: text('link_url'),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('banners_active_order_idx').on(t.isActive, t.displayOrder)],
);
