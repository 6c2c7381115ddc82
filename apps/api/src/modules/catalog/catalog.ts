import type { AppDb, Database } from '../../db/database.ts';
import type { IgdbClient } from '../../integrations/igdb/igdb-client.ts';
import { announceGameChanged, followCatalogChanges } from './catalog-changes.ts';
import { createCatalogStore } from './catalog-store.ts';
import { createGamesRepository } from './games-repository.ts';
import { importIgdbDumps, type ImportIgdbOptions } from './ingest/import-igdb.ts';
import { insertCatalog, type InsertCatalogOptions } from './ingest/insert-catalog.ts';
import { seedCatalogIfEmpty, type SeedLog } from './ingest/load-seed.ts';
import type { SeedGame } from './ingest/seed-format.ts';
import { syncIgdbCatalog, type SyncIgdbOptions } from './ingest/sync-igdb.ts';
import type { Tx } from './ingest/catalog-name-ids.ts';
import { koreanTitleWritten, setKoreanTitle } from './korean-title.ts';
import { recomputePopularity, schedulePopularity, type RecomputeScope } from './popularity.ts';
import { rebuildStaleSearchRows } from './search/search-documents.ts';

/** Announces, inside `tx`, that a game's detail changed (its reviews' totals): every process drops it. */
export type GameChanged = (tx: Pick<AppDb, 'execute'>, gameId: number) => Promise<void>;

export type Catalog = ReturnType<typeof createCatalog>;

/**
 * The game catalog of one database, as this process sees it: its reads (through the read cache and
 * the in-memory search index), its writes (which clear that memory here and announce themselves to
 * the other processes) and, once `followChanges` runs, the other processes' writes. `buildApp`
 * creates one and closes it with the app; the catalog commands (import, sync) create their own.
 */
export function createCatalog(deps: { database: Database }) {
  const { database } = deps;
  const store = createCatalogStore(database.db);
  const games = createGamesRepository(store);
  let stopFollowing: (() => Promise<void>) | null = null;
  let stopPopularity: (() => void) | null = null;

  return {
    /** Game lists, search and details. */
    games,
    /** The read cache, for tests and benchmarks that look inside it. */
    caches: store.caches,

    /** Writes games, upserting by igdbId (ingest/insert-catalog.ts). */
    insert: (source: Iterable<SeedGame> | AsyncIterable<SeedGame>, options?: InsertCatalogOptions) => insertCatalog(store, source, options),
    /** Loads the seed file into an empty catalog (first start). */
    seedIfEmpty: (seedFile: string, log: SeedLog) => seedCatalogIfEmpty(store, seedFile, log),
    /** The full IGDB import from dump files (npm run catalog:import). */
    importIgdbDumps: (files: readonly string[], options?: ImportIgdbOptions) => importIgdbDumps(store, files, options),
    /** The sync from IGDB's API (npm run catalog:sync). */
    syncIgdb: (client: IgdbClient, options: SyncIgdbOptions) => syncIgdbCatalog(store, client, options),
    /** Builds the search rows of games that have none or older ones; answers how many. */
    rebuildStaleSearchRows: (options?: Parameters<typeof rebuildStaleSearchRows>[1]) => rebuildStaleSearchRows(store, options),
    /** Recomputes popularity from activity and release dates; answers how many games changed. */
    recomputePopularity: (options?: { scope?: RecomputeScope; now?: Date }) => recomputePopularity(store, options),
    /** Recomputes popularity every few minutes until the catalog closes. */
    schedulePopularity(onError: (error: unknown) => void, intervalMs?: number): void {
      stopPopularity?.();
      stopPopularity = schedulePopularity(store, onError, intervalMs);
    },
    /** Sets a game's Korean title inside `tx`; call `koreanTitleWritten` after the commit. */
    setKoreanTitle: (tx: Tx | AppDb, gameId: number, nameKo: string) => setKoreanTitle(store, tx, gameId, nameKo),
    koreanTitleWritten: (gameId: number) => koreanTitleWritten(store, gameId),
    gameChanged: ((tx, gameId) => announceGameChanged(store, tx, gameId)) satisfies GameChanged,

    /** Loads the search index now (at server start), so the first searches find it ready. */
    warmSearchIndex: () => store.search.warm(),
    /** Keeps the read cache and the search index current with other processes' writes (LISTEN). */
    async followChanges(onError: (error: unknown) => void): Promise<void> {
      stopFollowing ??= await followCatalogChanges(database, store, onError);
    },
    /** Stops following changes and the popularity schedule. */
    async close(): Promise<void> {
      stopPopularity?.();
      stopPopularity = null;
      const stop = stopFollowing;
      stopFollowing = null;
      await stop?.();
    },
  };
}
