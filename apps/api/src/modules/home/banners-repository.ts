import { asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.ts';
import { banners } from './schema.ts';

export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

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

    async delete(id: number): Promise<boolean> {
      return (await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id })).length > 0;
    },
  };
}

export type BannersRepository = ReturnType<typeof createBannersRepository>;
