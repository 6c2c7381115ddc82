import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { igdbImageUrl } from '@gameshelf/contracts';
import type { AppDb } from '../../db/database.ts';
import { games } from '../catalog/schema.ts';
import { coverImages } from './schema.ts';

/** The covers our origin serves: which IGDB pictures are catalog covers, and the made WebP files. */
export function createCoversRepository(db: AppDb) {
  return {
    /**
     * Whether `imageId` is a catalog game's cover (its IGDB cover or its Korean edition's). Two lookups,
     * each along its own index (one OR across both columns may read the whole table).
     */
    async isCatalogCover(imageId: string): Promise<boolean> {
      const byId = await db.select({ id: games.id }).from(games).where(eq(games.coverImageId, imageId)).limit(1);
      if (byId.length > 0) return true;
      const localized = await db
        .select({ id: games.id })
        .from(games)
        .where(and(isNotNull(games.localizedCoverImageUrl), eq(games.localizedCoverImageUrl, igdbImageUrl(imageId, 'cover_big'))))
        .limit(1);
      return localized.length > 0;
    },

    async find(key: string): Promise<Buffer | null> {
      const [row] = await db.select({ webp: coverImages.webp }).from(coverImages).where(eq(coverImages.key, key));
      return row?.webp ?? null;
    },

    /** Keeps the file; another process that stored the same key first wins (the picture is the same). */
    async save(key: string, webp: Buffer): Promise<void> {
      await db.insert(coverImages).values({ key, webp }).onConflictDoNothing();
    },

    /** Forgets files stored before `before` (an ISO time): covers still shown are made again once. */
    async forgetBefore(before: string): Promise<void> {
      await db.delete(coverImages).where(lt(coverImages.createdAt, before));
    },
  };
}

export type CoversRepository = ReturnType<typeof createCoversRepository>;
