import type { Game, PlayStatus } from '@gameshelf/contracts';
import type { AppDb } from '../../db/database.ts';
import type { GameRow } from '../catalog/game-row.ts';
import type { Store } from './schema.ts';
import { createStoreLibraryService, type LibraryMatcher, type StoreLibraryDeps } from './service.ts';
import { createStoreLibraryRepository } from './store-library-repository.ts';

/** What every store module needs from the rest of the app (wired in app.ts). */
export type StoreModuleDeps = {
  db: AppDb;
  matcher: LibraryMatcher;
  describeGames: (rows: readonly GameRow[]) => Promise<Game[]>;
  collectedAmong: (userId: number, gameIds: readonly number[]) => Promise<ReadonlySet<number>>;
  addGames: (
    userId: number,
    collectionId: number,
    entries: readonly { gameId: number; playStatus: PlayStatus; playtimeHours: number; purchaseStore: string | null }[],
  ) => Promise<{ added: number[]; skipped: number[] }>;
  searchGameIds: (keyword: string, limit: number) => Promise<number[]>;
  now?: () => Date;
  cooldownSeconds?: number;
  /** The notifications' writer, after a sync committed (a failed write is logged, the sync stands). */
  notify?: StoreLibraryDeps['notify'];
};

/** A store's library rules over the shared tables, wired from the app's deps. */
export function createStoreLibrary(store: Store, messages: StoreLibraryDeps['messages'], deps: StoreModuleDeps) {
  const repository = createStoreLibraryRepository(deps.db);
  const library = createStoreLibraryService({
    store,
    messages,
    repository,
    matcher: deps.matcher,
    describeGames: deps.describeGames,
    gameRows: (ids) => repository.gameRows(ids),
    collectedAmong: deps.collectedAmong,
    addGames: deps.addGames,
    searchGameIds: deps.searchGameIds,
    now: deps.now,
    cooldownSeconds: deps.cooldownSeconds,
    notify: deps.notify,
  });
  return { repository, library };
}
