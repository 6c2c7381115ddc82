import type { GamePage } from '@gameshelf/contracts';
import { TtlLruCache } from './ttl-lru-cache.ts';

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
  /** Bumped by every write, so a read that started before it never fills the cleared caches. */
  generation: number;
};

const caches = new WeakMap<object, CatalogCaches>();

export function catalogCachesFor(db: object): CatalogCaches {
  let entry = caches.get(db);
  if (!entry) {
    entry = {
      totals: new TtlLruCache<number>(5_000, 10 * 60_000),
      pages: new TtlLruCache<GamePage>(1_000, 60_000),
      generation: 0,
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
}
