import type { Game, GamePage } from '@gameshelf/contracts';
import type { KeysetCursor } from './game-list-sql.ts';
import type { CatalogNames } from './game-row.ts';
import { TtlLruCache } from '../../shared/ttl-lru-cache.ts';

/**
 * In-process caches of catalog reads, one set per database handle so a write through
 * `insertCatalog` clears exactly the caches that read the same database (tests open many
 * databases in one process). The TTLs bound staleness when another process writes the database.
 */
export type CatalogCaches = {
  /** Exact list totals per normalised filter: an exact count(*) can scan 300k rows. */
  totals: TtlLruCache<number>;
  /** Whole list pages per normalised query; guest-independent (per-user flags are not in it). */
  pages: TtlLruCache<GamePage>;
  /**
   * Where each list page read from the database ended (normalised query + page -> last row's sort
   * key and id), so the next pages of an infinite scroll start from there by keyset instead of OFFSET.
   * About 100 bytes each.
   */
  cursors: TtlLruCache<KeysetCursor>;
  /** Platform and genre names by id, loaded on first use and again after a write, 60 s, or an unknown id. */
  names: { value: Promise<CatalogNames>; generation: number; expiresAt: number } | null;
  /** Bumped by every write, so a read that started before it never fills the cleared caches. */
  generation: number;
  /**
   * One game's detail as validated JSON bytes (guests get it as is; signed-in callers get their
   * flags laid over `game`). Kept exact across processes: every write that changes what a detail
   * shows announces the game on the `catalog_changes` channel (catalog-changes.ts), which drops it.
   */
  details: TtlLruCache<{ game: Game; json: Buffer }>;
  /**
   * Games as list items (the same shape as a detail's game), for search pages: the search index
   * ranks ids, and only games missing here are read. Kept exact like `details`.
   */
  games: TtlLruCache<Game>;
  /** Bumped whenever a detail is dropped, so a read that started before it never fills it back. */
  detailsEpoch: number;
};

const caches = new WeakMap<object, CatalogCaches>();

export function catalogCachesFor(db: object): CatalogCaches {
  let entry = caches.get(db);
  if (!entry) {
    entry = {
      totals: new TtlLruCache<number>(5_000, 10 * 60_000),
      pages: new TtlLruCache<GamePage>(1_000, 60_000),
      cursors: new TtlLruCache<KeysetCursor>(20_000, 60_000),
      names: null,
      generation: 0,
      details: new TtlLruCache<{ game: Game; json: Buffer }>(5_000, 10 * 60_000),
      games: new TtlLruCache<Game>(20_000, 10 * 60_000),
      detailsEpoch: 0,
    };
    caches.set(db, entry);
  }
  return entry;
}

/** Called after every catalog write. */
export function catalogWritten(db: object): void {
  const entry = caches.get(db);
  if (!entry) return;
  entry.generation += 1;
  entry.totals.clear();
  entry.pages.clear();
  entry.cursors.clear();
  entry.names = null;
  dropDetails(db, null);
}

/** Forgets one game's cached detail (`null`: every game's). */
export function dropDetails(db: object, gameId: number | null): void {
  const entry = caches.get(db);
  if (!entry) return;
  entry.detailsEpoch += 1;
  if (gameId === null) {
    entry.details.clear();
    entry.games.clear();
  } else {
    entry.details.delete(String(gameId));
    entry.games.delete(String(gameId));
  }
}
