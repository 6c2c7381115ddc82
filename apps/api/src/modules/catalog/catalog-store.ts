import type { AppDb } from '../../db/database.ts';
import { CatalogCaches } from './read-cache/catalog-caches.ts';
import { SearchIndexStore } from './search/search-index-store.ts';

/**
 * The catalog's database and this process's memory of it: the read cache and the search index.
 * One per catalog (catalog.ts); every read and write of the catalog goes through the same one, so a
 * write clears exactly the memory that read the same database.
 */
export type CatalogStore = { readonly db: AppDb; readonly caches: CatalogCaches; readonly search: SearchIndexStore };

export function createCatalogStore(db: AppDb): CatalogStore {
  const caches = new CatalogCaches();
  return { db, caches, search: new SearchIndexStore(db, caches) };
}
