import { sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/database.ts';
import { genres, platforms } from '../schema.ts';
import { genreId, genreKoreanName, mapPlatformCode } from './igdb-mapping.ts';
import type { SeedGame } from './seed-format.ts';

export type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/**
 * Ids of platforms and genres by IGDB name, upserting names the first time a batch mentions them
 * (platform codes and Korean genre names come from the IGDB mapping).
 */
export class CatalogNameIds {
  readonly #platforms = new Map<string, number>();
  readonly #genres = new Map<string, number>();

  constructor(private readonly tx: Tx) {}

  platformId(name: string): number {
    const id = this.#platforms.get(name);
    if (id === undefined) throw new Error(`platform not upserted: ${name}`);
    return id;
  }

  genreId(name: string): number {
    const id = this.#genres.get(name);
    if (id === undefined) throw new Error(`genre not upserted: ${name}`);
    return id;
  }

  async ensure(batch: readonly SeedGame[]): Promise<void> {
    const newPlatforms = [...new Set(batch.flatMap((g) => g.platforms))].filter((n) => !this.#platforms.has(n));
    const newGenres = [...new Set(batch.flatMap((g) => g.genres))].filter((n) => !this.#genres.has(n));
    if (newPlatforms.length) await this.#upsertPlatforms(newPlatforms);
    if (newGenres.length) await this.#upsertGenres(newGenres);
  }

  async #upsertPlatforms(names: string[]): Promise<void> {
    const rows = await this.tx
      .insert(platforms)
      .values(names.map((name) => ({ name, code: mapPlatformCode(name) })))
      .onConflictDoUpdate({ target: platforms.name, set: { code: sql`excluded.code` } })
      .returning({ id: platforms.id, name: platforms.name });
    for (const row of rows) this.#platforms.set(row.name, row.id);
  }

  async #upsertGenres(names: string[]): Promise<void> {
    // Known genres keep the mapping's stable ids (they appear in URLs as genreIds=...); others get serial ids.
    const known = names.filter((name) => genreId(name) !== null);
    const unknown = names.filter((name) => genreId(name) === null);
    const upsert = (values: (typeof genres.$inferInsert)[]) =>
      this.tx
        .insert(genres)
        .values(values)
        .onConflictDoUpdate({ target: genres.name, set: { displayName: sql`excluded.display_name` } })
        .returning({ id: genres.id, name: genres.name });
    if (known.length) {
      const rows = await upsert(known.map((name) => ({ id: genreId(name)!, name, displayName: genreKoreanName(name) })));
      for (const row of rows) this.#genres.set(row.name, row.id);
      // Keep the serial sequence past the explicit ids so later serial inserts never collide.
      await this.tx.execute(sql`SELECT setval(pg_get_serial_sequence('genres', 'id'), (SELECT max(id) FROM genres))`);
    }
    if (unknown.length) {
      const rows = await upsert(unknown.map((name) => ({ name, displayName: genreKoreanName(name) })));
      for (const row of rows) this.#genres.set(row.name, row.id);
    }
  }
}
