import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@gameshelf/contracts';
import { queryRows, type AppDb } from '../../db/database.ts';

/** A notification to write for one user. */
export type NotificationDraft = {
  userId: number;
  kind: NotificationKind;
  title: string;
  message: string;
  linkUrl: string | null;
  /** Names the event: a user hears of one event once, however many workers or requests see it. */
  dedupeKey: string;
  /**
   * For a grouped row (one row per collection's likes, per review's helpful votes): how many the
   * event now counts. The row is raised again only when this passes the highest count it announced.
   */
  groupCount?: number;
};

/**
 * The ONE writer of notifications (issue 36): every kind, from every module, comes through here, so
 * the rules below hold for all of them.
 *
 * - The user's switches are checked in the same statement as the insert (`users.notification_enabled`
 *   and `notification_kind_opt_outs`), so a switch turned off before the statement is honoured
 *   whatever ran in between.
 * - A dedupe key already used for the user writes nothing (the unique index on user and key), so two
 *   workers or two requests telling of one event notify once.
 * - A grouped row whose count passed what it announced is raised again: new copy and count, unread,
 *   now, and a fresh id (so it sorts as the newest and a mark-read sent for what a screen showed
 *   before does not cover it), and marked for web push again (`push_pending`, as a new row is by
 *   its column's default).
 *
 * Runs in the caller's transaction (`executor`), so a notification is written with the event it tells
 * of or not at all. Answers how many rows were written or raised again.
 */
export async function raiseNotifications(executor: AppDb, drafts: readonly NotificationDraft[]): Promise<number> {
  if (drafts.length === 0) return 0;
  // One draft per user and key (the highest count): an INSERT may not touch one row twice.
  const byKey = new Map<string, NotificationDraft>();
  for (const draft of drafts) {
    const key = `${draft.userId}\u0000${draft.dedupeKey}`;
    const seen = byKey.get(key);
    if (!seen || (draft.groupCount ?? 1) > (seen.groupCount ?? 1)) byKey.set(key, draft);
  }
  const rows = [...byKey.values()].map((d) => ({
    user_id: d.userId,
    kind: d.kind,
    title: d.title,
    message: d.message,
    link_url: d.linkUrl,
    dedupe_key: d.dedupeKey,
    group_count: d.groupCount ?? 1,
  }));
  const written = await queryRows<{ id: number }>(
    executor,
    sql`INSERT INTO notifications AS n (user_id, type, title, message, link_url, dedupe_key, group_count)
        SELECT d.user_id, d.kind, d.title, d.message, d.link_url, d.dedupe_key, d.group_count
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS d(user_id integer, kind text, title text, message text, link_url text, dedupe_key text, group_count integer)
        JOIN users u ON u.id = d.user_id AND u.notification_enabled
        WHERE NOT EXISTS (SELECT 1 FROM notification_kind_opt_outs o WHERE o.user_id = d.user_id AND o.kind = d.kind)
        ORDER BY d.user_id, d.dedupe_key
        ON CONFLICT (user_id, dedupe_key) DO UPDATE SET
          id = nextval(pg_get_serial_sequence('notifications', 'id')),
          title = excluded.title, message = excluded.message, link_url = excluded.link_url,
          group_count = excluded.group_count, is_read = false, created_at = now(),
          push_pending = true, push_after = NULL, push_attempts = 0
        WHERE n.group_count < excluded.group_count
        RETURNING n.id`,
  );
  return written.length;
}

/**
 * `raiseNotifications` for a user's action (a like, a vote): in the action's transaction but under a
 * savepoint, so a failed notification write is rolled back alone and reported to `onError` while the
 * action itself commits. The notification never outlives an action that rolled back.
 */
export async function raiseNotificationsQuietly(
  tx: AppDb,
  drafts: readonly NotificationDraft[],
  onError: (err: unknown) => void,
): Promise<void> {
  if (drafts.length === 0) return;
  try {
    await tx.transaction((savepoint) => raiseNotifications(savepoint as unknown as AppDb, drafts));
  } catch (err) {
    onError(err);
  }
}

/** What other modules are given to write notifications (wired in app.ts). */
export type NotificationWriter = {
  raise: typeof raiseNotifications;
  raiseQuietly: (tx: AppDb, drafts: readonly NotificationDraft[]) => Promise<void>;
};
