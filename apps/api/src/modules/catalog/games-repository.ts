import { pageFields } from '@gameshelf/contracts';
import DataLoader from 'dataloader';
import { sql, type SQL } from 'drizzle-orm';
import type { Game, GameListQuery, GamePage } from '@gameshelf/contracts';
import { gamePageOf, toGameJson, type GameJson, type GameJsonPage } from './read-cache/game-json.ts';
import type { CatalogStore } from './catalog-store.ts';
import { queryRows } from '../../db/database.ts';
import {
  countedOffsetPage,
  filterKey,
  keysetPage,
  nullTailPage,
  offsetPage,
  orderBy,
  sortIsNullable,
  otherConditions,
  idArray,
  rankedFilteredPage,
  ranksByRelevance,
  whereClause,
  type GameListFilter,
} from './game-list-sql.ts';
import { parseSearchQuery } from './search/search-keys.ts';
import { gameColumns, namesCover, toGame, type CatalogNames, type GameRow } from './game-row.ts';
import { genres, platforms } from './schema.ts';

/** How many rows a keyset read may skip after the nearest known cursor before OFFSET is used instead. */
const MAX_KEYSET_SKIP = 1_000;

/** How long the in-memory platform and genre names live when nothing in this process writes. */
const NAMES_TTL_MS = 60_000;

export type GamesRepository = ReturnType<typeof createGamesRepository>;

export function createGamesRepository(store: CatalogStore) {
  const { db, caches, search: searchIndex } = store;
  const inFlight = new Map<string, Promise<GameJsonPage>>();

  /** The games a keyword matches, from the search index (null without a keyword). */
  async function keywordIds(filter: GameListFilter): Promise<number[] | null> {
    if (!filter.keyword) return null;
    const query = parseSearchQuery(filter.keyword);
    return query ? (await searchIndex.current()).matchingIds(query) : [];
  }

  /** Exact count of the filter, cached under its filterKey `key` (cleared when the catalog is written). */
  async function countMatching(filter: GameListFilter, key: string): Promise<number> {
    const cached = caches.totals.get(key);
    if (cached !== undefined) return cached;
    const generation = caches.generation;
    const ids = await keywordIds(filter);
    const [row] =
      ids?.length === 0
        ? [{ n: 0 }]
        : await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM games g WHERE ${whereClause(filter, ids)}`);
    const total = row?.n ?? 0;
    if (generation === caches.generation) caches.totals.set(key, total);
    return total;
  }

  async function loadNames(): Promise<CatalogNames> {
    const platformRows = await db
      .select({ id: platforms.id, name: platforms.name, code: platforms.code })
      .from(platforms)
      .orderBy(platforms.name);
    const genreRows = await db
      .select({ id: genres.id, name: genres.name, displayName: genres.displayName })
      .from(genres)
      .orderBy(genres.name);
    return {
      platforms: new Map(platformRows.map((p, rank) => [p.id, { ...p, rank }])),
      genres: new Map(genreRows.map((g, rank) => [g.id, { ...g, rank }])),
    };
  }

  /** The platform and genre names, from memory unless stale, written since, or `reload`. */
  function catalogNames(reload = false): Promise<CatalogNames> {
    const entry = caches.names;
    if (!reload && entry && entry.generation === caches.generation && entry.expiresAt > Date.now()) return entry.value;
    const value = loadNames();
    caches.names = { value, generation: caches.generation, expiresAt: Date.now() + NAMES_TTL_MS };
    value.catch(() => {
      if (caches.names?.value === value) caches.names = null;
    });
    return value;
  }

  /** Rows to contract games; names are reloaded once when a row has an id they lack (another process wrote). */
  async function toGames(rows: readonly GameRow[]): Promise<Game[]> {
    let names = await catalogNames();
    if (!namesCover(names, rows)) names = await catalogNames(true);
    return rows.map((row) => toGame(row, names));
  }

  /**
   * Rows to games as JSON, each kept in the game cache unless a game was forgotten since `epoch`
   * (when the read began): a row read before a write never fills the cache after it.
   */
  async function toGameJsons(rows: readonly GameRow[], epoch: number): Promise<GameJson[]> {
    const games = (await toGames(rows)).map(toGameJson);
    if (epoch === caches.gamesEpoch) for (const game of games) caches.games.set(String(game.id), game);
    return games;
  }

  /** Full rows for a page's ids (with their sort keys), in list order. */
  function withColumns(ids: SQL, order: SQL, withTotal = false) {
    return queryRows<GameRow & { sort_key: string | null; total?: number | string }>(
      db,
      sql`SELECT ${gameColumns}, p.sort_key${withTotal ? sql`, p.total` : sql``}
          FROM (${ids}) p JOIN games g ON g.id = p.id ORDER BY ${order}`,
    );
  }

  /**
   * The rows at `offset .. offset + limit` of the list. From the nearest cached cursor of an earlier
   * page (at most MAX_KEYSET_SKIP rows back) by keyset, else by OFFSET; the inner query reads only
   * ids and sort keys, so an OFFSET walk over a sort index is an index-only scan when unfiltered.
   */
  async function pageRows(query: GameListQuery, cursorBase: string, filterCacheKey: string, limit: number) {
    const { page, size, sortBy, sortOrder, ...filter } = query;
    if (ranksByRelevance(query)) return relevanceRows(query, filterCacheKey, limit);
    const where = whereClause(filter, await keywordIds(filter));
    const order = orderBy(sortBy, sortOrder);
    const oldest = Math.max(0, page - 1 - Math.floor(MAX_KEYSET_SKIP / size));
    for (let before = page - 1; before >= oldest; before--) {
      const cursor = caches.cursors.get(`${cursorBase}|${before}`);
      if (!cursor) continue;
      const skip = (page - 1 - before) * size;
      const rows = await withColumns(keysetPage(sortBy, sortOrder, where, cursor, skip, limit), order);
      // Past the last non-NULL key: the NULL keys follow (nullable sorts only).
      if (rows.length === limit || cursor.key === null || !sortIsNullable(sortBy)) return rows;
      if (skip > 0) break; // how many non-NULL rows were skipped is unknown: use OFFSET
      return [...rows, ...(await withColumns(nullTailPage(sortBy, sortOrder, where, limit - rows.length), order))];
    }
    // A keyword's matches (from the search index) are needed twice when the total is not cached
    // yet (page and count): count them in the page's statement. Other filters keep the sort-index walk.
    if (filter.keyword && caches.totals.get(filterCacheKey) === undefined) {
      const generation = caches.generation;
      const rows = await withColumns(countedOffsetPage(sortBy, sortOrder, where, page * size, limit), order, true);
      const total = rows[0]?.total;
      if (total !== undefined && generation === caches.generation) caches.totals.set(filterCacheKey, Number(total));
      return rows;
    }
    return withColumns(offsetPage(sortBy, sortOrder, where, page * size, limit), order);
  }

  /**
   * A keyword search page in relevance order with other filters: ranked by the search index, then
   * narrowed and read in one statement. Remembers the total on the way.
   */
  async function relevanceRows(query: GameListQuery, filterCacheKey: string, limit: number) {
    const { page, size, sortBy: _b, sortOrder: _o, ...filter } = query;
    const search = parseSearchQuery(query.keyword ?? '');
    if (!search) return [];
    const generation = caches.generation;
    const index = await searchIndex.current();
    const others = otherConditions(filter);
    const ranked = index.rankAll(search);
    const rows = ranked.length ? await withColumns(rankedFilteredPage(ranked, others, page * size, limit), sql`p.ord`, true) : [];
    const total = rows[0]?.total;
    if (total !== undefined && generation === caches.generation) caches.totals.set(filterCacheKey, Number(total));
    return rows;
  }

  /**
   * Games missing from the cache, read in batches: every page that misses in the same turn of the
   * event loop shares one statement (after a restart most pages miss, and on PGlite each statement
   * holds the event loop). Not a cache itself: each load reads the database.
   */
  const missingGames = new DataLoader<number, GameJson | null>(
    async (ids) => {
      const epoch = caches.gamesEpoch;
      const rows = await queryRows<GameRow>(db, sql`SELECT ${gameColumns} FROM games g WHERE g.id = ANY(${idArray([...new Set(ids)])})`);
      const byId = new Map((await toGameJsons(rows, epoch)).map((game) => [game.id, game]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch), maxBatchSize: 1_000 },
  );

  /** Games by id in the given order: from the game cache, reading only the missing ones. */
  async function gamesByIds(ids: readonly number[]): Promise<GameJson[]> {
    const cached = ids.map((id) => caches.games.get(String(id)));
    const missing = ids.filter((_, i) => cached[i] === undefined);
    const read = missing.length ? await Promise.all(missing.map((id) => missingGames.load(id))) : [];
    // The reads come in the order of the missing ids, which is the order of the gaps.
    let next = 0;
    return cached.flatMap((game) => game ?? read[next++] ?? []);
  }

  /** A keyword search in relevance order without other filters: the index ranks, the games come from memory. */
  async function searchPage(query: GameListQuery, filterCacheKey: string): Promise<GameJsonPage> {
    const { page, size } = query;
    const search = parseSearchQuery(query.keyword ?? '');
    if (!search) return { content: [], page, size, last: true, totalElements: 0 };
    const index = await searchIndex.current();
    // Every change to the index empties the totals, so a total found here is this index's: the next
    // pages of a keyword check only the games that could reach them, not all its candidates.
    const generation = caches.generation;
    const knownTotal = caches.totals.get(filterCacheKey);
    const { gameIds, total } = index.rank(search, page * size, size, knownTotal);
    if (knownTotal === undefined && generation === caches.generation) caches.totals.set(filterCacheKey, total);
    const content = await gamesByIds(gameIds);
    return { content, ...pageFields({ page, size }, total) };
  }

  /**
   * One page: the page's ids by index order joined to their rows in one statement (platform and
   * genre names from memory, no N+1). One extra row tells whether a next page exists.
   */
  async function readPage(query: GameListQuery, cursorBase: string, filterCacheKey: string): Promise<GameJsonPage> {
    const { page, size, sortBy: _sortBy, sortOrder: _sortOrder, ...filter } = query;
    if (ranksByRelevance(query) && !otherConditions(filter).length) return searchPage(query, filterCacheKey);
    const offset = page * size;
    const generation = caches.generation;
    const epoch = caches.gamesEpoch;
    // Past the end of a list whose total is cached: nothing to read. (Cleared by every write through
    // this process; a write by another process shows within the totals' 10 min TTL, as totals do.)
    const knownTotal = caches.totals.get(filterCacheKey);
    if (knownTotal !== undefined && offset >= knownTotal) return { content: [], page, size, last: true, totalElements: knownTotal };
    const rows = await pageRows(query, cursorBase, filterCacheKey, size + 1);
    const last = rows.length <= size;
    const lastRow = rows[size - 1];
    // Relevance pages are read by OFFSET over their matches: a keyset cursor would never be used.
    if (lastRow && generation === caches.generation && !ranksByRelevance(query)) {
      caches.cursors.set(`${cursorBase}|${page}`, { key: lastRow.sort_key, id: lastRow.id });
    }
    const content = await toGameJsons(rows.slice(0, size), epoch);
    // On the last page the total is known without counting; otherwise use the cached count,
    // never less than what this page proves exists.
    const proven = content.length ? offset + content.length + (last ? 0 : 1) : 0;
    const totalElements =
      last && (content.length > 0 || page === 0) ? offset + content.length : Math.max(await countMatching(filter, filterCacheKey), proven);
    return { content, page, size, last, totalElements };
  }

  return {
    /** A list page, from the page cache when the same query was answered since the last catalog write. */
    async list(query: GameListQuery): Promise<GameJsonPage> {
      const { page, size, sortBy, sortOrder, ...filter } = query;
      const generation = caches.generation;
      const filterCacheKey = filterKey(filter);
      const cursorBase = `${generation}|${filterCacheKey}|${sortBy}|${sortOrder}|${size}`;
      const key = `${cursorBase}|${page}`;
      const cached = caches.pages.get(key);
      if (cached) return cached;
      // Concurrent requests for the same uncached page share one database round trip.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = readPage(query, cursorBase, filterCacheKey).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const result = await pending;
      if (generation === caches.generation) caches.pages.set(key, result);
      return result;
    },

    /** A list page with its games as objects (for readers inside the server). */
    async listGames(query: GameListQuery): Promise<GamePage> {
      return gamePageOf(await this.list(query));
    },

    /**
     * One game as validated JSON bytes, from this process's cache when it holds it (kept exact by
     * catalog-changes.ts); null when there is no such game.
     */
    async findDetail(id: number): Promise<GameJson | null> {
      return caches.games.get(String(id)) ?? missingGames.load(id);
    },

    /** Rows selected with `gameColumns` (by another module's query) as contract games. */
    describe: (rows: readonly GameRow[]): Promise<Game[]> => toGames(rows),

    async isEmpty(): Promise<boolean> {
      const [row] = await queryRows<{ present: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM games) AS present`);
      return !row?.present;
    },
  };
}
