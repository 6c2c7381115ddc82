import { NOTIFICATION_KINDS, pageFields } from '@gameshelf/contracts';
import type {
  Notification,
  NotificationPage,
  NotificationPreferences,
  UnreadCount,
  UpdateNotificationPreferencesInput,
} from '@gameshelf/contracts';
import type { NotificationsRepository } from './notifications-repository.ts';

/** A user's own notifications: paged newest first, how many are unread, marking read, and which kinds they hear of. */
export function createNotificationsService(deps: { notifications: NotificationsRepository }) {
  const preferences = async (userId: number): Promise<NotificationPreferences> => {
    const off = await deps.notifications.kindsOff(userId);
    return { kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !off.has(kind)])) as NotificationPreferences['kinds'] };
  };
  return {
    async page(userId: number, page: number, size: number): Promise<NotificationPage> {
      const { rows, total } = await deps.notifications.page(userId, page, size);
      return {
        content: rows.map((row) => ({
          id: row.id,
          type: row.type as Notification['type'],
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

    /** Opening the list marks read what it showed: the user's notifications up to the newest id shown. */
    async markRead(userId: number, upToId: number): Promise<UnreadCount> {
      await deps.notifications.markRead(userId, upToId);
      return { count: await deps.notifications.unreadCount(userId) };
    },

    preferences,
    async updatePreferences(userId: number, input: UpdateNotificationPreferencesInput): Promise<NotificationPreferences> {
      await deps.notifications.setKinds(userId, input.kinds);
      return preferences(userId);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
