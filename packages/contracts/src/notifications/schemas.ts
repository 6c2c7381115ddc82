import '../zod-config.ts';
import { z } from 'zod';
import { pageSchema } from '../common/schemas.ts';
import { NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_SIZE, type NotificationKind } from './values.ts';

/** One notification of the signed-in user. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_KINDS),
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

/** Marks read the caller's notifications up to this id (the newest one the screen showed); newer ones stay unread. */
export const MarkNotificationsReadInputSchema = z.object({ upToId: z.number().int().positive().max(2_147_483_647) });
export type MarkNotificationsReadInput = z.infer<typeof MarkNotificationsReadInputSchema>;

const kindShape = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<NotificationKind, z.ZodBoolean>;

/** Each kind's switch (on unless switched off); `notificationEnabled` (user settings) switches them all. */
export const NotificationPreferencesSchema = z.object({ kinds: z.object(kindShape) });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** Switches to change: any of the kinds, at least one. */
export const UpdateNotificationPreferencesInputSchema = z.object({
  kinds: z
    .object(kindShape)
    .partial()
    .strict()
    .refine((kinds) => Object.keys(kinds).length > 0, { message: '바꿀 알림 종류를 골라 주세요.' }),
});
export type UpdateNotificationPreferencesInput = z.infer<typeof UpdateNotificationPreferencesInputSchema>;
