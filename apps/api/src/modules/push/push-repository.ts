import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.ts';
import { queryRows } from '../../db/database.ts';
import { users } from '../accounts/schema.ts';
import { notifications } from '../notifications/schema.ts';
import { pushSubscriptions } from './schema.ts';

export type StoredSubscription = { id: number; userId: number; endpoint: string; p256dh: string; auth: string };

/** A notification taken from the push outbox, leased to this worker until `leaseUntil`. */
export type ClaimedNotification = {
  id: number;
  userId: number;
  title: string;
  message: string;
  linkUrl: string | null;
  createdAt: string;
  attempts: number;
  leaseUntil: string;
  notificationsOn: boolean;
};

/**
 * Push subscriptions, and the push outbox: the `push_*` columns of notifications (the notifications
 * module owns the rows; this module owns their delivery marks and writes only those).
 */
export function createPushRepository(db: AppDb) {
  return {
    /**
     * Keeps `subscription` as `userId`'s (an endpoint another user had moves to them, with its new keys)
     * and drops that user's oldest past `maxDevices`. The user's subscriptions are changed under a lock
     * of their own, so concurrent saves cannot leave more than the cap.
     */
    async save(userId: number, subscription: { endpoint: string; p256dh: string; auth: string }, maxDevices: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push-devices:${userId}`}, 0))`);
        await tx
          .insert(pushSubscriptions)
          .values({ userId, ...subscription })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: sql`now()` },
          });
        const kept = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(maxDevices);
        await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
      });
    },

    /** Removes `userId`'s subscription at `endpoint` (another user's is left alone); whether one was removed. */
    async remove(userId: number, endpoint: string): Promise<boolean> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },

    /** Forgets a subscription its push service said is gone (404, 410). */
    async removeGone(id: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async ofUsers(userIds: readonly number[]): Promise<StoredSubscription[]> {
      if (userIds.length === 0) return [];
      return db
        .select({
          id: pushSubscriptions.id,
          userId: pushSubscriptions.userId,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
    },

    /**
     * Takes up to `limit` notifications due for a push, oldest first, skipping those another worker is
     * taking, and leases them to this worker for `leaseMs` (their `push_after`), in one statement: no
     * two workers take one notification, and one whose worker dies is due again when its lease ends.
     */
    async claim(limit: number, leaseMs: number): Promise<ClaimedNotification[]> {
      return queryRows<ClaimedNotification>(
        db,
        sql`with due as (
              select id from ${notifications}
              where push_pending and (push_after is null or push_after <= now())
              order by id limit ${limit}
              for update skip locked
            )
            update ${notifications} as n
            set push_after = now() + ${leaseMs} * interval '1 millisecond'
            from due, ${users} as u
            where n.id = due.id and u.id = n.user_id
            returning n.id, n.user_id as "userId", n.title, n.message, n.link_url as "linkUrl",
              n.created_at::text as "createdAt", n.push_attempts as "attempts", n.push_after::text as "leaseUntil",
              u.notification_enabled as "notificationsOn"`,
      );
    },

    /** Clears a claimed notification's mark: pushed, or not to be pushed. A re-raise during the lease stays pending. */
    async done(id: number, leaseUntil: string): Promise<void> {
      await db
        .update(notifications)
        .set({ pushPending: false, pushAfter: null })
        .where(and(eq(notifications.id, id), eq(notifications.pushAfter, leaseUntil)));
    },

    /** Leaves a claimed notification pending, due again after `afterMs`, one more attempt counted. */
    async retryLater(id: number, leaseUntil: string, afterMs: number): Promise<void> {
      await db
        .update(notifications)
        .set({
          pushAfter: sql`now() + ${afterMs} * interval '1 millisecond'`,
          pushAttempts: sql`${notifications.pushAttempts} + 1`,
        })
        .where(and(eq(notifications.id, id), eq(notifications.pushAfter, leaseUntil)));
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
