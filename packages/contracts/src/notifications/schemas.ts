import '../zod-config.ts';
import { z } from 'zod';
import { pageSchema } from '../common/schemas.ts';
import { NOTIFICATIONS_PAGE_SIZE } from './values.ts';

/** One notification of the signed-in user. Nothing writes them yet; the table and calls are real. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  linkUrl: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationPageSchema = pageSchema(NotificationSchema);
export type NotificationPage = z.infer<typeof NotificationPageSchema>;
export const NotificationPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
});
export const UnreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
