import { pageOffset } from '@gameshelf/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.ts';
import { notifications } from './schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** A user's notifications, newest first. */
export function createNotificationsRepository(db: AppDb) {
  return {
    async page(userId: number, page: number, size: number): Promise<{ rows: NotificationRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(size)
          .offset(pageOffset({ page, size })),
        db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
      return row?.total ?? 0;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
