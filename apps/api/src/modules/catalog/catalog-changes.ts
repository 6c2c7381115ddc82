import type { AppDb, Database } from '../../db/database.ts';
import { notify } from '../../db/database.ts';
import type { CatalogStore } from './catalog-store.ts';

/**
 * Where writers say what changed, for every API process to hear. Payloads:
 * - `<game id>`: that game's detail (and perhaps its search row);
 * - `*:<origin>`: possibly every game (imports, syncs, search rules rebuilt);
 * - `p:<origin>:<id>,<id>…` or `p:<origin>:*`: those games' (or any game's) popularity.
 * `<origin>` names the writing catalog (its search index's origin), which has already updated itself.
 */
export const CATALOG_CHANGES_CHANNEL = 'catalog_changes';

/** PostgreSQL refuses payloads of 8,000 bytes or more: longer id lists are sent as '*'. */
const MAX_PAYLOAD = 7_000;

/**
 * Announces that a game's detail changed: this process drops it at once, every process (this one
 * again, closing the window in which a concurrent read refilled it) at the commit of `tx`.
 */
export async function announceGameChanged(store: CatalogStore, tx: Pick<AppDb, 'execute'>, gameId: number): Promise<void> {
  store.caches.forgetGames(gameId);
  await notify(tx, CATALOG_CHANGES_CHANNEL, String(gameId));
}

/** Announces that any game may have changed (imports, syncs). */
export const announceCatalogChanged = (store: CatalogStore): Promise<void> =>
  notify(store.db, CATALOG_CHANGES_CHANNEL, `*:${store.search.origin}`);

/** Announces new popularity of some games (the periodic recompute). */
export function announcePopularityChanged(store: CatalogStore, gameIds: readonly number[]): Promise<void> {
  const list = gameIds.join(',');
  return notify(store.db, CATALOG_CHANGES_CHANNEL, `p:${store.search.origin}:${list.length > MAX_PAYLOAD ? '*' : list}`);
}

/** Ids of a comma-separated list (unknown entries skipped). */
const idsOf = (list: string): number[] => list.split(',').map(Number).filter(Number.isInteger);

/**
 * Keeps this process's game details and search index current with every process's writes: each
 * announcement drops the game's cached detail and reloads its search row; a wholesale change drops
 * every detail and rebuilds the index; a possibly missed one (a lost connection) does both.
 * Answers a stop function.
 */
export function followCatalogChanges(
  database: Database,
  store: CatalogStore,
  onError: (error: unknown) => void = () => {},
): Promise<() => Promise<void>> {
  const { caches, search } = store;
  const own = search.origin;
  return database.listen(
    CATALOG_CHANGES_CHANNEL,
    (payload) => {
      if (payload.startsWith('p:')) {
        const [, origin = '', list = ''] = payload.split(':');
        if (origin === own) return;
        if (list === '*') search.reloadPopularity().catch(onError);
        else search.rowsChanged(idsOf(list));
        return;
      }
      if (payload.startsWith('*')) {
        caches.forgetGames(null);
        if (payload.slice(2) !== own) search.rowsReplacedElsewhere();
        return;
      }
      const id = Number(payload);
      if (!Number.isInteger(id)) return caches.forgetGames(null);
      caches.forgetGames(id);
      search.rowsChanged([id]);
    },
    () => {
      caches.forgetGames(null);
      search.rowsReplacedElsewhere();
    },
  );
}
