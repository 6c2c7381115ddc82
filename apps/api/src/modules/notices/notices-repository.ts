import { pageOffset } from '@gameshelf/contracts';
import { count, desc, eq, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.ts';
import { notices, noticeViews } from './schema.ts';

type NoticeValues = { title: string; content: string; contentSummary: string | null; isImportant: boolean };

const summaryColumns = {
  id: notices.id,
  title: notices.title,
  contentSummary: notices.contentSummary,
  isImportant: notices.isImportant,
  viewCount: notices.viewCount,
  createdAt: notices.createdAt,
};
export type NoticeSummaryRow = { [K in keyof typeof summaryColumns]: (typeof notices.$inferSelect)[K] };
export type NoticeRow = typeof notices.$inferSelect;

/** Notices and their per-day view records. */
export function createNoticesRepository(db: AppDb) {
  return {
    /** Newest first. */
    async page(page: number, size: number): Promise<{ rows: NoticeSummaryRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(notices)
          .orderBy(desc(notices.createdAt), desc(notices.id))
          .limit(size)
          .offset(pageOffset({ page, size })),
        db.select({ total: count() }).from(notices),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    important: (limit: number): Promise<NoticeSummaryRow[]> =>
      db
        .select(summaryColumns)
        .from(notices)
        .where(eq(notices.isImportant, true))
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .limit(limit),

    async byId(id: number): Promise<NoticeRow | undefined> {
      const [row] = await db.select().from(notices).where(eq(notices.id, id));
      return row;
    },

    /**
     * Counts a view when this visitor has not been counted for the notice on `day` yet; answers the
     * notice as it is after counting (undefined when it does not exist).
     */
    async view(id: number, visitor: string, day: string): Promise<NoticeRow | undefined> {
      return db.transaction(async (tx) => {
        const [exists] = await tx.select({ id: notices.id }).from(notices).where(eq(notices.id, id));
        if (!exists) return undefined;
        const counted = await tx
          .insert(noticeViews)
          .values({ noticeId: id, visitor, day })
          .onConflictDoNothing()
          .returning({ day: noticeViews.day });
        if (counted.length > 0) {
          await tx
            .update(notices)
            .set({ viewCount: sql`${notices.viewCount} + 1` })
            .where(eq(notices.id, id));
        }
        const [row] = await tx.select().from(notices).where(eq(notices.id, id));
        return row;
      });
    },

    /** Forgets who viewed before `day` (their views stay counted). */
    async forgetViewsBefore(day: string): Promise<void> {
      await db.delete(noticeViews).where(lt(noticeViews.day, day));
    },

    async create(values: NoticeValues): Promise<NoticeRow> {
      const [row] = await db.insert(notices).values(values).returning();
      return row!;
    },

    async update(id: number, values: NoticeValues): Promise<NoticeRow | undefined> {
      const [row] = await db
        .update(notices)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(notices.id, id))
        .returning();
      return row;
    },

    async delete(id: number): Promise<boolean> {
      const deleted = await db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
      return deleted.length > 0;
    },
  };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
