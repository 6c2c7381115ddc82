import { asc, sql } from 'drizzle-orm';
import type { Genre } from '@gameshelf/contracts';
import type { AppDb } from '../../db/database.ts';
import { genres } from './schema.ts';

export type GenresRepository = ReturnType<typeof createGenresRepository>;

export function createGenresRepository(db: AppDb) {
  return {
    /** All genres by Korean display name (byte order, the same on both engines), then id. */
    async listAll(): Promise<Genre[]> {
      return db
        .select({ id: genres.id, name: genres.name, displayName: genres.displayName })
        .from(genres)
        .orderBy(sql`${genres.displayName} COLLATE "C"`, asc(genres.id));
    },
  };
}
