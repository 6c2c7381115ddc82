import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { CatalogStore } from '../catalog-store.ts';
import { createGamesRepository } from '../games-repository.ts';
import { insertCatalog } from './insert-catalog.ts';
import { SeedCatalogSchema, type SeedGame } from './seed-format.ts';

export type SeedLog = { info(msg: string): void; warn(msg: string): void };

/** Reads and validates a seed file: a JSON array of SeedGame, gzipped when the name ends in .gz. */
export async function readSeedFile(file: string): Promise<SeedGame[]> {
  const bytes = await readFile(file);
  const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  return SeedCatalogSchema.parse(JSON.parse(text));
}

export type SeedOutcome = 'loaded' | 'already-populated' | 'no-seed-file';

/** Loads the seed catalog on first start only: a database that already has games is left alone. */
export async function seedCatalogIfEmpty(store: CatalogStore, seedFile: string, log: SeedLog): Promise<SeedOutcome> {
  if (!(await createGamesRepository(store).isEmpty())) return 'already-populated';
  if (!existsSync(seedFile)) {
    log.warn(`Game catalog is empty and the seed file ${seedFile} does not exist; starting with no games.`);
    return 'no-seed-file';
  }
  const started = Date.now();
  const seedGames = await readSeedFile(seedFile);
  const { written } = await insertCatalog(store, seedGames);
  log.info(`Loaded ${written} games from ${seedFile} in ${Date.now() - started} ms.`);
  return 'loaded';
}
