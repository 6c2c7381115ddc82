import { sql } from 'drizzle-orm';
import type { GameType } from '@gameshelf/contracts';
import { queryRows, type AppDb } from '../../db/database.ts';
import { bumpGeneration, HOME_CACHE } from '../../shared/cache-generations.ts';
import type { CatalogStore } from './catalog-store.ts';
import { announceGameChanged } from './catalog-changes.ts';
import type { Tx } from './ingest/catalog-name-ids.ts';
import type { GamesTableRow } from './game-row.ts';
import { cmuPronouncer } from './search/readings/cmu-pronouncer.ts';
import { searchRowOf, writeSearchRows } from './search/search-documents.ts';

type TitleRow = Pick<GamesTableRow, 'id' | 'name' | 'name_ko' | 'alternative_names' | 'game_type' | 'popularity'>;

/**
 * Sets a game's Korean title (an operator accepted a player's suggestion) and rebuilds its search
 * row in the same transaction, so the new title is searchable at once and wins over the generated
 * readings. False when the game does not exist. Call `koreanTitleWritten` after the commit.
 */
export async function setKoreanTitle(store: CatalogStore, tx: Tx | AppDb, gameId: number, nameKo: string): Promise<boolean> {
  const [row] = await queryRows<TitleRow>(
    tx,
    sql`UPDATE games SET name_ko = ${nameKo}, updated_at = now() WHERE id = ${gameId}
        RETURNING id, name, name_ko, alternative_names, game_type, popularity`,
  );
  if (!row) return false;
  const pronounce = await cmuPronouncer();
  await writeSearchRows(tx, [
    searchRowOf(
      row.id,
      { name: row.name, nameKo: row.name_ko, alternativeNames: row.alternative_names, gameType: row.game_type as GameType | null },
      row.popularity,
      pronounce,
    ),
  ]);
  // Home shows games by name: its cached answer is stale for every process.
  await bumpGeneration(tx, HOME_CACHE);
  await announceGameChanged(store, tx, gameId);
  return true;
}

/** Clears this process's catalog caches after a game's Korean title changed; its search row is reloaded. */
export function koreanTitleWritten(store: CatalogStore, gameId: number): void {
  store.caches.written();
  store.search.rowsChanged([gameId]);
}
