import { pageOffset, type NotificationKind } from '@gameshelf/contracts';
import { and, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { AppDb } from '../../db/database.ts';
import { notificationKindOptOuts, notifications } from './schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** A user's notifications, newest first, their read state and the kinds they switched off. Writes go through `raise.ts`. */
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

    /**
     * Marks read the user's own unread notifications with ids up to `upToId` (one statement; a row
     * written or raised again meanwhile has a higher id and stays unread).
     */
    async markRead(userId: number, upToId: number): Promise<void> {
      await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), lte(notifications.id, upToId)));
    },

    async kindsOff(userId: number): Promise<Set<NotificationKind>> {
      const rows = await db
        .select({ kind: notificationKindOptOuts.kind })
        .from(notificationKindOptOuts)
        .where(eq(notificationKindOptOuts.userId, userId));
      return new Set(rows.map((row) => row.kind as NotificationKind));
    },

    /** Switches kinds on (removing their opt-out) and off (adding one), in one transaction. */
    async setKinds(userId: number, changes: Partial<Record<NotificationKind, boolean>>): Promise<void> {
      const entries = Object.entries(changes) as [NotificationKind, boolean][];
      const on = entries.filter(([, enabled]) => enabled).map(([kind]) => kind);
      const off = entries.filter(([, enabled]) => !enabled).map(([kind]) => kind);
      await db.transaction(async (tx) => {
        if (on.length)
          await tx
            .delete(notificationKindOptOuts)
            .where(and(eq(notificationKindOptOuts.userId, userId), inArray(notificationKindOptOuts.kind, on)));
        if (off.length)
          await tx
            .insert(notificationKindOptOuts)
            .values(off.map((kind) => ({ userId, kind })))
            .onConflictDoNothing();
      });
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
