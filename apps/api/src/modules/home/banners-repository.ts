import { asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.ts';
import { banners } from './schema.ts';
import { namesEveryBanner } from '@gameshelf/contracts';

export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The contract's `bannerOrder`. */
const byOrder = [asc(banners.displayOrder), asc(banners.id)];

export function createBannersRepository(db: AppDb) {
  return {
    active: (): Promise<BannerRow[]> =>
      db
        .select()
        .from(banners)
        .where(eq(banners.isActive, true))
        .orderBy(...byOrder),
    all: (): Promise<BannerRow[]> =>
      db
        .select()
        .from(banners)
        .orderBy(...byOrder),

    async create(values: BannerValues): Promise<BannerRow> {
      const [row] = await db.insert(banners).values(values).returning();
      return row!;
    },

    async update(id: number, values: BannerValues): Promise<BannerRow | undefined> {
      const [row] = await db
        .update(banners)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(banners.id, id))
        .returning();
      return row;
    },

    /**
     * Gives the banners display orders 0, 1, 2, … in the order of `ids`, in one transaction; false (and
     * nothing changed) unless `ids` names every banner exactly once (a banner added meanwhile, a stale list).
     */
    async reorder(ids: readonly number[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const existing = await tx.select({ id: banners.id }).from(banners).for('update');
        if (
          !namesEveryBanner(
            existing.map((row) => row.id),
            ids,
          )
        )
          return false;
        for (const [position, id] of ids.entries()) {
          await tx
            .update(banners)
            .set({ displayOrder: position, updatedAt: sql`now()` })
            .where(eq(banners.id, id));
        }
        return true;
      });
    },

    async delete(id: number): Promise<boolean> {
      return (await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id })).length > 0;
    },
  };
}

export type BannersRepository = ReturnType<typeof createBannersRepository>;
