import { pageOffset, pageFields } from '@gameshelf/contracts';
import { desc, sql } from 'drizzle-orm';
import type { AuditActorSource, AuditEntry, AuditLogPage } from '@gameshelf/contracts';
import type { AppDb } from '../../db/database.ts';
import { adminAuditLog } from './schema.ts';

export type AuditRecord = {
  actorSource: AuditActorSource;
  actorUserId?: number | null;
  actorUsername?: string | null;
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  details?: Record<string, unknown>;
};

/** Anything that can run an insert: the database or a transaction of it. */
type Writer = Pick<AppDb, 'insert'>;

/** Appends one entry; pass a transaction to make it part of the change it records. */
export async function recordAudit(db: Writer, entry: AuditRecord): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorSource: entry.actorSource,
    actorUserId: entry.actorUserId ?? null,
    // The actor's current username unless given, kept in the entry should the user be deleted later.
    actorUsername: entry.actorUsername ?? (entry.actorUserId ? sql`(SELECT username FROM users WHERE id = ${entry.actorUserId})` : null),
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    details: entry.details ?? {},
  });
}

const toIso = (value: string) => new Date(value).toISOString();

/** The audit log, newest first. */
export async function auditLogPage(db: AppDb, paging: { page: number; size: number }): Promise<AuditLogPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(paging.size)
      .offset(pageOffset(paging)),
    db.select({ n: sql<number>`count(*)::int` }).from(adminAuditLog),
  ]);
  const totalElements = total?.n ?? 0;
  return {
    content: rows.map((row): AuditEntry => ({
      id: row.id,
      actorSource: row.actorSource,
      actorUserId: row.actorUserId,
      actorUsername: row.actorUsername,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details,
      createdAt: toIso(row.createdAt),
    })),
    ...pageFields(paging, totalElements),
  };
}
