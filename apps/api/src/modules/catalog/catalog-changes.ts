import type { AppDb, Database } from '../../db/database.ts';
import { notify } from '../../db/database.ts';
import { dropDetails } from './catalog-caches.ts';

/** Where writers say which game changed ('*': possibly all), for every API process to hear. */
export const CATALOG_CHANGES_CHANNEL = 'catalog_changes';

/**
 * Announces that a game's detail changed: this process drops it at once, every process (this one
 * again, closing the window in which a concurrent read refilled it) at the commit of `tx`.
 */
export async function announceGameChanged(db: AppDb, tx: Pick<AppDb, 'execute'>, gameId: number): Promise<void> {
  dropDetails(db, gameId);
  await notify(tx, CATALOG_CHANGES_CHANNEL, String(gameId));
}

/** Announces that any game may have changed (imports, syncs). */
export const announceCatalogChanged = (db: Pick<AppDb, 'execute'>): Promise<void> => notify(db, CATALOG_CHANGES_CHANNEL, '*');

/**
 * Keeps this process's game details current with every process's writes: each announcement drops
 * the game's cached detail; a possibly missed one (a lost connection) drops them all. Answers a
 * stop function.
 */
export function followCatalogChanges(database: Database): Promise<() => Promise<void>> {
  const { db } = database;
  return database.listen(
    CATALOG_CHANGES_CHANNEL,
    (payload) => {
      const id = Number(payload);
      dropDetails(db, payload === '*' || !Number.isInteger(id) ? null : id);
    },
    () => dropDetails(db, null),
  );
}
