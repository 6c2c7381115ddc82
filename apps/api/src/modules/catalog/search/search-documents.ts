import { sql } from 'drizzle-orm';
import { MAIN_GAME_TYPES, type GameType } from '@gameshelf/contracts';
import type { CatalogStore } from '../catalog-store.ts';
import { announceCatalogChanged } from '../catalog-changes.ts';
import { queryRows, type AppDb } from '../../../db/database.ts';
import type { Tx } from '../ingest/catalog-name-ids.ts';
import type { GamesTableRow } from '../game-row.ts';
import { looksLikeAddOnOrEdition } from '../ingest/igdb-mapping.ts';
import { gameSearchDocument, initialsKey, SEARCH_KEY_VERSION } from './search-keys.ts';
import { cmuPronouncer } from './readings/cmu-pronouncer.ts';
import { titleKeys, wordKeys } from './readings/phonetic-key.ts';
import { titleReadingSet } from './readings/title-readings.ts';
import type { Pronouncer } from './readings/word-readings.ts';
import { gameMatchKeys } from '../../store-matching/title-key.ts';

/** The names and ranking facts a search row is built from. */
export type SearchSource = {
  name: string;
  nameKo: string | null;
  alternativeNames: readonly string[];
  gameType: GameType | null;
};

/**
 * Main game or not: by game type when the source gave one, else by name (the dump has no type:
 * DLC, packs, soundtracks, demos and retail editions are recognised by their names).
 */
export function isMainGame(game: Pick<SearchSource, 'name' | 'gameType'>): boolean {
  return game.gameType ? MAIN_GAME_TYPES.has(game.gameType) : !looksLikeAddOnOrEdition(game.name);
}

/** The Hangul readings of a game's English name, with their phonetic keys and 초성. */
export function readingsOf(name: string, pronounce: Pronouncer) {
  const { readings, words } = titleReadingSet(name, pronounce);
  return {
    readings: readings.join(' '),
    reading_keys: [...new Set([...readings.flatMap(titleKeys), ...words.flatMap(wordKeys)])],
    reading_initials: [...new Set(readings.map(initialsKey).filter(Boolean))].join(' '),
  };
}

/** One game_search row as JSON for jsonb_to_recordset. */
export function searchRowOf(gameId: number, game: SearchSource, popularity: number, pronounce: Pronouncer) {
  const document = gameSearchDocument([game.name, game.nameKo, ...game.alternativeNames]);
  return {
    game_id: gameId,
    key: document.key,
    initials: document.initials,
    korean: document.korean,
    ...readingsOf(game.name, pronounce),
    match_keys: gameMatchKeys([game.name, ...game.alternativeNames]),
    is_main: isMainGame(game),
    popularity,
    version: SEARCH_KEY_VERSION,
  };
}

type SearchRow = ReturnType<typeof searchRowOf>;

/** Upserts search rows (one statement; rows travel as one JSON parameter). */
export async function writeSearchRows(tx: Tx | AppDb, rows: readonly SearchRow[]): Promise<void> {
  if (!rows.length) return;
  await tx.execute(sql`INSERT INTO game_search
      (game_id, key, initials, korean, readings, reading_keys, reading_initials, match_keys, is_main, popularity, version)
    SELECT game_id, key, initials, korean, readings, reading_keys, reading_initials, match_keys, is_main, popularity, version
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(game_id integer, key text, initials text,
      korean boolean, readings text, reading_keys text[], reading_initials text, match_keys text[], is_main boolean,
      popularity double precision, version integer)
    ON CONFLICT (game_id) DO UPDATE SET key = excluded.key, initials = excluded.initials, korean = excluded.korean,
      readings = excluded.readings, reading_keys = excluded.reading_keys, reading_initials = excluded.reading_initials,
      match_keys = excluded.match_keys, is_main = excluded.is_main, popularity = excluded.popularity, version = excluded.version`);
}

type GameNamesRow = Pick<GamesTableRow, 'id' | 'name' | 'name_ko' | 'alternative_names' | 'game_type' | 'popularity'>;

/**
 * Builds the search rows of games that have none or an older SEARCH_KEY_VERSION (a database from
 * before the search table, or after a rule change), in batches by id. Returns how many were built.
 */
export async function rebuildStaleSearchRows(
  store: CatalogStore,
  options: { batchSize?: number; onProgress?: (built: number) => void } = {},
): Promise<number> {
  const { db } = store;
  const batchSize = options.batchSize ?? 5_000;
  let built = 0;
  let afterId = 0;
  let pronounce: Pronouncer | undefined;
  for (;;) {
    const rows = await queryRows<GameNamesRow>(
      db,
      sql`SELECT g.id, g.name, g.name_ko, g.alternative_names, g.game_type, g.popularity
          FROM games g LEFT JOIN game_search s ON s.game_id = g.id
          WHERE g.id > ${afterId} AND (s.game_id IS NULL OR s.version <> ${SEARCH_KEY_VERSION})
          ORDER BY g.id LIMIT ${batchSize}`,
    );
    if (!rows.length) break;
    pronounce ??= await cmuPronouncer();
    const pronouncer = pronounce;
    await writeSearchRows(
      db,
      rows.map((row) =>
        searchRowOf(
          row.id,
          { name: row.name, nameKo: row.name_ko, alternativeNames: row.alternative_names, gameType: row.game_type as GameType | null },
          row.popularity,
          pronouncer,
        ),
      ),
    );
    built += rows.length;
    afterId = rows[rows.length - 1]!.id;
    options.onProgress?.(built);
  }
  if (built) {
    store.caches.written();
    store.search.rowsReplaced();
    await announceCatalogChanged(store);
  }
  return built;
}
