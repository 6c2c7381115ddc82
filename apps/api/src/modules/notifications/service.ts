import { pageFields } from '@gameshelf/contracts';
import type { NotificationPage, UnreadCount } from '@gameshelf/contracts';
import type { NotificationsRepository } from './notifications-repository.ts';

/** A user's own notifications, paged newest first, and how many are unread. */
export function createNotificationsService(deps: { notifications: NotificationsRepository }) {
  return {
    async page(userId: number, page: number, size: number): Promise<NotificationPage> {
      const { rows, total } = await deps.notifications.page(userId, page, size);
      return {
        content: rows.map((row) => ({
          id: row.id,
          type: row.type,
          title: row.title,
          message: row.message,
          linkUrl: row.linkUrl,
          isRead: row.isRead,
          createdAt: new Date(row.createdAt).toISOString(),
        })),
        ...pageFields({ page, size }, total),
      };
    },
    unreadCount: async (userId: number): Promise<UnreadCount> => ({ count: await deps.notifications.unreadCount(userId) }),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
