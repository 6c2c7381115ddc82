import type { AppDb, Database } from '../../db/database.ts';
import { notify } from '../../db/database.ts';
import { forgetGames } from './read-cache/catalog-caches.ts';
import { reloadSearchPopularity, searchOrigin, searchRowsChanged, searchRowsReplacedElsewhere } from './search/search-index-store.ts';

/**
 * Where writers say what changed, for every API process to hear. Payloads:
 * - `<game id>`: that game's detail (and perhaps its search row);
 * - `*:<origin>`: possibly every game (imports, syncs, search rules rebuilt);
 * - `p:<origin>:<id>,<id>…` or `p:<origin>:*`: those games' (or any game's) popularity.
 * `<origin>` names the writing database handle, which has already updated itself.
 */
export const CATALOG_CHANGES_CHANNEL = 'catalog_changes';

/** PostgreSQL refuses payloads of 8,000 bytes or more: longer id lists are sent as '*'. */
const MAX_PAYLOAD = 7_000;

/**
 * Announces that a game's detail changed: this process drops it at once, every process (this one
 * again, closing the window in which a concurrent read refilled it) at the commit of `tx`.
 */
export async function announceGameChanged(db: AppDb, tx: Pick<AppDb, 'execute'>, gameId: number): Promise<void> {
  forgetGames(db, gameId);
  await notify(tx, CATALOG_CHANGES_CHANNEL, String(gameId));
}

/** Announces that any game may have changed (imports, syncs). */
export const announceCatalogChanged = (db: AppDb): Promise<void> => notify(db, CATALOG_CHANGES_CHANNEL, `*:${searchOrigin(db)}`);

/** Announces new popularity of some games (the periodic recompute). */
export function announcePopularityChanged(db: AppDb, gameIds: readonly number[]): Promise<void> {
  const list = gameIds.join(',');
  return notify(db, CATALOG_CHANGES_CHANNEL, `p:${searchOrigin(db)}:${list.length > MAX_PAYLOAD ? '*' : list}`);
}

/** Ids of a comma-separated list (unknown entries skipped). */
const idsOf = (list: string): number[] => list.split(',').map(Number).filter(Number.isInteger);

/**
 * Keeps this process's game details and search index current with every process's writes: each
 * announcement drops the game's cached detail and reloads its search row; a wholesale change drops
 * every detail and rebuilds the index; a possibly missed one (a lost connection) does both.
 * Answers a stop function.
 */
export function followCatalogChanges(database: Database, onError: (error: unknown) => void = () => {}): Promise<() => Promise<void>> {
  const { db } = database;
  const own = searchOrigin(db);
  return database.listen(
    CATALOG_CHANGES_CHANNEL,
    (payload) => {
      if (payload.startsWith('p:')) {
        const [, origin = '', list = ''] = payload.split(':');
        if (origin === own) return;
        if (list === '*') reloadSearchPopularity(db).catch(onError);
        else searchRowsChanged(db, idsOf(list));
        return;
      }
      if (payload.startsWith('*')) {
        forgetGames(db, null);
        if (payload.slice(2) !== own) searchRowsReplacedElsewhere(db);
        return;
      }
      const id = Number(payload);
      if (!Number.isInteger(id)) return forgetGames(db, null);
      forgetGames(db, id);
      searchRowsChanged(db, [id]);
    },
    () => {
      forgetGames(db, null);
      searchRowsReplacedElsewhere(db);
    },
  );
}
