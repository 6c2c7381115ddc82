import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type AppDb } from '../../../db/database.ts';
import type { CatalogCaches } from '../read-cache/catalog-caches.ts';
import { idArray } from '../game-list-sql.ts';
import { SearchIndex, type SearchIndexRow } from './search-index.ts';

/** Rows loaded per statement while building. */
const LOAD_BATCH = 20_000;

type SearchRowRecord = {
  game_id: number;
  key: string;
  initials: string;
  korean: boolean;
  readings: string;
  reading_keys: string;
  reading_initials: string;
  is_main: boolean;
  popularity: number;
  name_ko: string | null;
};

// The official Korean title (only of games with a Korean name) gives the ranking its word boundaries.
const SEARCH_ROW_COLUMNS = sql`game_id, key, initials, korean, readings,
  array_to_string(reading_keys, ' ') AS reading_keys, reading_initials, is_main, popularity,
  CASE WHEN korean THEN (SELECT g.name_ko FROM games g WHERE g.id = game_search.game_id) END AS name_ko`;

const toRow = (r: SearchRowRecord): SearchIndexRow => ({
  gameId: r.game_id,
  key: r.key,
  initials: r.initials,
  korean: r.korean,
  readings: r.readings,
  readingKeys: r.reading_keys,
  readingInitials: r.reading_initials,
  isMain: r.is_main,
  popularity: Number(r.popularity),
  nameKo: r.name_ko,
});

async function* searchRowBatches(db: AppDb): AsyncGenerator<SearchIndexRow[]> {
  let afterId = 0;
  for (;;) {
    const rows = await queryRows<SearchRowRecord>(
      db,
      sql`SELECT ${SEARCH_ROW_COLUMNS} FROM game_search WHERE game_id > ${afterId} ORDER BY game_id LIMIT ${LOAD_BATCH}`,
    );
    if (!rows.length) return;
    yield rows.map(toRow);
    afterId = rows[rows.length - 1]!.game_id;
  }
}

/**
 * One catalog's search index (catalog.ts), kept current with every process's writes
 * (docs/decisions.md, "Search from memory"):
 * - a write here that replaces search rows wholesale (an import, a sync, a rules rebuild) makes the
 *   next search wait for a rebuild, so this process never answers from before its own write;
 * - the same announced by another process (catalog-changes.ts) rebuilds in the background while
 *   searches answer from the index as it was;
 * - one game's row changing (a Korean title, here or elsewhere) reloads that row before the next
 *   search; popularity changes are applied in place.
 * Answers cached from an index that changed are cleared from `caches`.
 */
export class SearchIndexStore {
  #index: SearchIndex | null = null;
  #building: Promise<void> | null = null;
  /** Bumped by every wholesale change heard of. */
  #wanted = 0;
  /** `wanted` when the current index started loading. */
  #builtFor = -1;
  /** The `wanted` level a search must wait for (this process's own writes). */
  #mustWait = 0;
  /** Games whose rows are reloaded before the next search. */
  readonly #dirty = new Set<number>();
  #reloading: Promise<void> | null = null;
  /** Names this catalog in its own announcements, to tell them from other processes'. */
  readonly origin = randomUUID();

  constructor(
    private readonly db: AppDb,
    private readonly caches: CatalogCaches,
  ) {}

  /** Starts a rebuild unless one is running; resolves when the running one ends. */
  #ensureBuilding(): Promise<void> {
    if (this.#building) return this.#building;
    const target = this.#wanted;
    const hadIndex = this.#index !== null;
    this.#building = SearchIndex.build(searchRowBatches(this.db))
      .then((index) => {
        this.#index = index;
        this.#builtFor = target;
        // Answers cached from the previous index may differ now.
        if (hadIndex) this.caches.written();
      })
      .finally(() => {
        this.#building = null;
      });
    return this.#building;
  }

  /** Reloads the rows of the games marked dirty; resolves once none is marked or being reloaded. */
  async #reloadDirty(): Promise<void> {
    for (;;) {
      if (this.#reloading) {
        await this.#reloading;
        continue;
      }
      if (!this.#dirty.size) return;
      const ids = [...this.#dirty];
      this.#dirty.clear();
      this.#reloading = (async () => {
        try {
          const rows = await queryRows<SearchRowRecord>(
            this.db,
            sql`SELECT ${SEARCH_ROW_COLUMNS} FROM game_search WHERE game_id = ANY(${idArray(ids)})`,
          );
          const byId = new Map(rows.map((row) => [row.game_id, toRow(row)]));
          const index = this.#index;
          if (!index) return;
          let changed = false;
          for (const id of ids) changed = index.patch(id, byId.get(id) ?? null) || changed;
          if (changed) this.caches.written();
        } catch (error) {
          for (const id of ids) this.#dirty.add(id);
          throw error;
        } finally {
          this.#reloading = null;
        }
      })();
    }
  }

  /** The current search index, built on first use. */
  async current(): Promise<SearchIndex> {
    while (!this.#index || this.#builtFor < this.#mustWait) await this.#ensureBuilding();
    // Another process's wholesale change: rebuild behind the scenes, answer from this one meanwhile.
    if (this.#builtFor < this.#wanted) this.#ensureBuilding().catch(() => {});
    if (this.#dirty.size || this.#reloading) await this.#reloadDirty();
    return this.#index;
  }

  /** Starts building the index now (at server start), so the first searches find it ready. */
  warm(): Promise<void> {
    return this.current().then(() => undefined);
  }

  /** This process replaced search rows wholesale: the next search waits for a fresh index. */
  rowsReplaced(): void {
    this.#wanted += 1;
    this.#mustWait = this.#wanted;
  }

  /** Another process replaced search rows wholesale: rebuild in the background. */
  rowsReplacedElsewhere(): void {
    if (!this.#index && !this.#building) return;
    this.#wanted += 1;
    if (this.#index) this.#ensureBuilding().catch(() => {});
  }

  /**
   * Games' search rows changed (here or elsewhere): they are reloaded now, and at the latest before
   * the next search. A row that really changed (a Korean title, not a review) clears the cached pages.
   */
  rowsChanged(gameIds: Iterable<number>): void {
    if (!this.#index && !this.#building) return;
    for (const id of gameIds) this.#dirty.add(id);
    // Cached pages are answered before the index is asked: reload at once rather than at the next search.
    if (this.#index) this.#reloadDirty().catch(() => {});
  }

  /** Popularity changed by this process: applied at once (and reloaded if a build is under way). */
  popularityChanged(changes: readonly { gameId: number; popularity: number }[]): void {
    this.#index?.setPopularity(changes);
    if (this.#building) for (const change of changes) this.#dirty.add(change.gameId);
  }

  /** Every game's popularity may have changed elsewhere: reload them all (in the background). */
  async reloadPopularity(): Promise<void> {
    const index = this.#index;
    if (!index) return;
    const rows = await queryRows<{ game_id: number; popularity: number }>(this.db, sql`SELECT game_id, popularity FROM game_search`);
    index.setPopularity(rows.map((row) => ({ gameId: row.game_id, popularity: Number(row.popularity) })));
    this.caches.written();
  }
}
