import type { AppDb } from '../../db/database.ts';
import { createStoreMatcher, type StoreMatch } from '../store-matching/store-matcher.ts';
import { STORES, type Store } from './schema.ts';
import { createStoreLibraryRepository } from './store-library-repository.ts';

/**
 * Tries every user's unmatched library items again (Steam and GOG), after the catalog changed: a
 * catalog import or IGDB sync may have brought their games or store ids. The user's own choices
 * ("no match" included) are never touched.
 */
export async function rematchStoreLibraries(db: AppDb): Promise<{ store: Store; tried: number; mapped: number }[]> {
  const repository = createStoreLibraryRepository(db);
  const matcher = createStoreMatcher(db);
  const results = [];
  for (const store of STORES) {
    const items = await repository.unmatched(store, null);
    const matches = items.length ? await matcher.match(store, items) : new Map<string, StoreMatch>();
    const found = items.flatMap((item) => {
      const match = matches.get(item.externalId);
      return match?.gameId ? [{ externalId: item.externalId, ...match }] : [];
    });
    await repository.applyMatches(store, found, null);
    results.push({ store, tried: items.length, mapped: found.length });
  }
  return results;
}
