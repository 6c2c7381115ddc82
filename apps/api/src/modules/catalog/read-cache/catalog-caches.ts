import { gameJsonFootprint, type GameJson, type GameJsonPage } from './game-json.ts';
import type { KeysetCursor } from '../game-list-sql.ts';
import type { CatalogNames } from '../game-row.ts';
import { TtlLruCache } from '../../../shared/ttl-lru-cache.ts';

/**
 * Memory for cached games: 64 MB holds about 46,000 games of the real catalog (the first pages of
 * 3,000 different English keywords reach 33,700 of them, docs/benchmarks.md).
 */
export const GAME_CACHE_BYTES = 64 * 2 ** 20;

/**
 * In-process caches of catalog reads, owned by one catalog (catalog.ts), so a write through it
 * clears exactly the caches that read the same database (tests open many databases in one
 * process). The TTLs bound staleness when another process writes the database.
 */
export class CatalogCaches {
  /** Exact list totals per normalised filter: an exact count(*) can scan 300k rows. */
  totals = new TtlLruCache<number>(5_000, 10 * 60_000);
  /** Whole list pages per normalised query; guest-independent (per-user flags are not in it). */
  pages = new TtlLruCache<GameJsonPage>(1_000, 60_000);
  /**
   * Where each list page read from the database ended (normalised query + page -> last row's sort
   * key and id), so the next pages of an infinite scroll start from there by keyset instead of OFFSET.
   * About 100 bytes each.
   */
  cursors = new TtlLruCache<KeysetCursor>(20_000, 60_000);
  /** Platform and genre names by id, loaded on first use and again after a write, 60 s, or an unknown id. */
  names: { value: Promise<CatalogNames>; generation: number; expiresAt: number } | null = null;
  /** Bumped by every write, so a read that started before it never fills the cleared caches. */
  generation = 0;
  /**
   * Games as validated JSON bytes (game-json.ts), for details, search pages and list pages alike:
   * the search index ranks ids, and only games missing here are read. Bounded by memory (about
   * 46,000 games in GAME_CACHE_BYTES), not by count. Kept exact across processes: every write that
   * changes what a game shows announces it on the `catalog_changes` channel (catalog-changes.ts),
   * which drops it.
   */
  games = new TtlLruCache<GameJson>(200_000, 10 * 60_000, { maxSize: GAME_CACHE_BYTES, of: gameJsonFootprint });
  /** Bumped whenever a game is forgotten, so a read that started before it never fills it back. */
  gamesEpoch = 0;

  /** Called after every catalog write. */
  written(): void {
    this.generation += 1;
    this.totals.clear();
    this.pages.clear();
    this.cursors.clear();
    this.names = null;
    this.forgetGames(null);
  }

  /** Forgets one cached game (`null`: every game). */
  forgetGames(gameId: number | null): void {
    this.gamesEpoch += 1;
    if (gameId === null) {
      this.games.clear();
    } else {
      this.games.delete(String(gameId));
    }
  }
}
