import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type AppDb } from '../../../db/database.ts';
import { catalogWritten } from '../read-cache/catalog-caches.ts';
import { idArray } from '../game-list-sql.ts';
import { SearchIndex, type SearchIndexRow } from './search-index.ts';

/**
 * One search index per database handle, kept current with every process's writes
 * (docs/decisions.md, "Search from memory"):
 * - a write here that replaces search rows wholesale (an import, a sync, a rules rebuild) makes the
 *   next search wait for a rebuild, so this process never answers from before its own write;
 * - the same announced by another process (catalog-changes.ts) rebuilds in the background while
 *   searches answer from the index as it was;
 * - one game's row changing (a Korean title, here or elsewhere) reloads that row before the next
 *   search; popularity changes are applied in place.
 */
type IndexState = {
  index: SearchIndex | null;
  building: Promise<void> | null;
  /** Bumped by every wholesale change heard of. */
  wanted: number;
  /** `wanted` when the current index started loading. */
  builtFor: number;
  /** The `wanted` level a search must wait for (this process's own writes). */
  mustWait: number;
  /** Games whose rows are reloaded before the next search. */
  dirty: Set<number>;
  reloading: Promise<void> | null;
  /** Names this handle in its own announcements, to tell them from other processes'. */
  origin: string;
};

const states = new WeakMap<object, IndexState>();

function stateOf(db: AppDb): IndexState {
  let state = states.get(db);
  if (!state) {
    state = { index: null, building: null, wanted: 0, builtFor: -1, mustWait: 0, dirty: new Set(), reloading: null, origin: randomUUID() };
    states.set(db, state);
  }
  return state;
}

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

/** Starts a rebuild unless one is running; resolves when the running one ends. */
function ensureBuilding(db: AppDb, state: IndexState): Promise<void> {
  if (state.building) return state.building;
  const target = state.wanted;
  const hadIndex = state.index !== null;
  state.building = SearchIndex.build(searchRowBatches(db))
    .then((index) => {
      state.index = index;
      state.builtFor = target;
      // Answers cached from the previous index may differ now.
      if (hadIndex) catalogWritten(db);
    })
    .finally(() => {
      state.building = null;
    });
  return state.building;
}

/** Reloads the rows of the games marked dirty; resolves once none is marked or being reloaded. */
async function reloadDirty(db: AppDb, state: IndexState): Promise<void> {
  for (;;) {
    if (state.reloading) {
      await state.reloading;
      continue;
    }
    if (!state.dirty.size) return;
    const ids = [...state.dirty];
    state.dirty.clear();
    state.reloading = (async () => {
      try {
        const rows = await queryRows<SearchRowRecord>(
          db,
          sql`SELECT ${SEARCH_ROW_COLUMNS} FROM game_search WHERE game_id = ANY(${idArray(ids)})`,
        );
        const byId = new Map(rows.map((row) => [row.game_id, toRow(row)]));
        const index = state.index;
        if (!index) return;
        let changed = false;
        for (const id of ids) changed = index.patch(id, byId.get(id) ?? null) || changed;
        if (changed) catalogWritten(db);
      } catch (error) {
        for (const id of ids) state.dirty.add(id);
        throw error;
      } finally {
        state.reloading = null;
      }
    })();
  }
}

/** The current search index of the database, built on first use. */
export async function searchIndexFor(db: AppDb): Promise<SearchIndex> {
  const state = stateOf(db);
  while (!state.index || state.builtFor < state.mustWait) await ensureBuilding(db, state);
  // Another process's wholesale change: rebuild behind the scenes, answer from this one meanwhile.
  if (state.builtFor < state.wanted) ensureBuilding(db, state).catch(() => {});
  if (state.dirty.size || state.reloading) await reloadDirty(db, state);
  return state.index;
}

/** Starts building the index now (at server start), so the first searches find it ready. */
export function warmSearchIndex(db: AppDb): Promise<void> {
  return searchIndexFor(db).then(() => undefined);
}

/** This process replaced search rows wholesale: the next search waits for a fresh index. */
export function searchRowsReplaced(db: AppDb): void {
  const state = states.get(db);
  if (!state) return;
  state.wanted += 1;
  state.mustWait = state.wanted;
}

/** Another process replaced search rows wholesale: rebuild in the background. */
export function searchRowsReplacedElsewhere(db: AppDb): void {
  const state = states.get(db);
  if (!state || (!state.index && !state.building)) return;
  state.wanted += 1;
  if (state.index) ensureBuilding(db, state).catch(() => {});
}

/**
 * Games' search rows changed (here or elsewhere): they are reloaded now, and at the latest before
 * the next search. A row that really changed (a Korean title, not a review) clears the cached pages.
 */
export function searchRowsChanged(db: AppDb, gameIds: Iterable<number>): void {
  const state = states.get(db);
  if (!state || (!state.index && !state.building)) return;
  for (const id of gameIds) state.dirty.add(id);
  // Cached pages are answered before the index is asked: reload at once rather than at the next search.
  if (state.index) reloadDirty(db, state).catch(() => {});
}

/** Popularity changed by this process: applied at once (and reloaded if a build is under way). */
export function searchPopularityChanged(db: AppDb, changes: readonly { gameId: number; popularity: number }[]): void {
  const state = states.get(db);
  if (!state) return;
  state.index?.setPopularity(changes);
  if (state.building) for (const change of changes) state.dirty.add(change.gameId);
}

/** Every game's popularity may have changed elsewhere: reload them all (in the background). */
export async function reloadSearchPopularity(db: AppDb): Promise<void> {
  const state = states.get(db);
  if (!state?.index) return;
  const index = state.index;
  const rows = await queryRows<{ game_id: number; popularity: number }>(db, sql`SELECT game_id, popularity FROM game_search`);
  index.setPopularity(rows.map((row) => ({ gameId: row.game_id, popularity: Number(row.popularity) })));
  catalogWritten(db);
}

/** The name this handle signs its announcements with. */
export const searchOrigin = (db: AppDb): string => stateOf(db).origin;
