import type { Game, PlayStatus } from '@gameshelf/contracts';
import type { AppDb } from '../../db/database.ts';
import type { GameRow } from '../catalog/game-row.ts';
import type { LibraryMatcher } from './service.ts';

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
};
