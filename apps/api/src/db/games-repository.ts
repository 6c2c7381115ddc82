import { sql } from 'drizzle-orm';
import type { Game, GameListQuery, GamePage } from '@gameshelf/contracts';
import { catalogCachesFor } from './catalog-caches.ts';
import { queryRows, type AppDb } from './database.ts';
import { filterKey, orderBy, whereClause, type GameListFilter } from './game-list-sql.ts';
import { gameColumns, toGame, type GameRow } from './game-row.ts';

export type GamesRepository = ReturnType<typeof createGamesRepository>;

export function createGamesRepository(db: AppDb) {
  const caches = catalogCachesFor(db);
  const inFlight = new Map<string, Promise<GamePage>>();

  /** Exact count of the filter, cached per normalised filter (cleared when the catalog is written). */
  async function countMatching(filter: GameListFilter): Promise<number> {
    const key = filterKey(filter);
    const cached = caches.totals.get(key);
    if (cached !== undefined) return cached;
    const generation = caches.generation;
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM games g WHERE ${whereClause(filter)}`);
    const total = row?.n ?? 0;
    if (generation === caches.generation) caches.totals.set(key, total);
    return total;
  }

  /**
   * One page in one statement: the page's rows by index order, then the same rows with
   * platforms and genres aggregated (no N+1). One extra row tells whether a next page exists.
   */
  async function readPage(query: GameListQuery): Promise<GamePage> {
    const { page, size, sortBy, sortOrder, ...filter } = query;
    const offset = page * size;
    const order = orderBy(sortBy, sortOrder);
    const rows = await queryRows<GameRow>(
      db,
      sql`SELECT ${gameColumns}
          FROM (SELECT g.* FROM games g WHERE ${whereClause(filter)} ORDER BY ${order} LIMIT ${size + 1} OFFSET ${offset}) g
          ORDER BY ${order}`,
    );
    const last = rows.length <= size;
    const content = rows.slice(0, size).map(toGame);
    // On the last page the total is known without counting; otherwise use the cached count,
    // never less than what this page proves exists.
    const proven = content.length ? offset + content.length + (last ? 0 : 1) : 0;
    const totalElements =
      last && (content.length > 0 || page === 0) ? offset + content.length : Math.max(await countMatching(filter), proven);
    return { content, page, size, last, totalElements };
  }

  return {
    /** A list page, from the page cache when the same query was answered since the last catalog write. */
    async list(query: GameListQuery): Promise<GamePage> {
      const { page, size, sortBy, sortOrder, ...filter } = query;
      const generation = caches.generation;
      const key = `${generation}|${filterKey(filter)}|${sortBy}|${sortOrder}|${page}|${size}`;
      const cached = caches.pages.get(key);
      if (cached) return cached;
      // Concurrent requests for the same uncached page share one database round trip.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = readPage(query).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const result = await pending;
      if (generation === caches.generation) caches.pages.set(key, result);
      return result;
    },

    async findById(id: number): Promise<Game | null> {
      const [row] = await queryRows<GameRow>(db, sql`SELECT ${gameColumns} FROM games g WHERE g.id = ${id}`);
      return row ? toGame(row) : null;
    },

    async isEmpty(): Promise<boolean> {
      const [row] = await queryRows<{ present: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM games) AS present`);
      return !row?.present;
    },
  };
}
