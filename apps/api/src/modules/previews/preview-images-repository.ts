import { eq, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/database.ts';
import { previewImages } from './schema.ts';

/** The stored preview images: one PNG per key (a hash of what it shows). */
export function createPreviewImagesRepository(db: AppDb) {
  return {
    async find(key: string): Promise<Buffer | null> {
      const [row] = await db.select({ png: previewImages.png }).from(previewImages).where(eq(previewImages.key, key));
      return row?.png ?? null;
    },

    /** Keeps the image; another process that stored the same key first wins (the bytes are the same). */
    async save(key: string, png: Buffer): Promise<void> {
      await db.insert(previewImages).values({ key, png }).onConflictDoNothing();
    },

    /** Forgets images stored before `before` (an ISO time): what is still shared renders again once. */
    async forgetBefore(before: string): Promise<void> {
      await db.delete(previewImages).where(lt(previewImages.createdAt, before));
    },
  };
}

export type PreviewImagesRepository = ReturnType<typeof createPreviewImagesRepository>;
