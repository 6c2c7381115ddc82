import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type AppDb } from '../../db/database.ts';

export type Store = 'steam' | 'gog';

/** A catalog game that may be a store item's game, with the facts the decision weighs. */
export type MatchCandidate = {
  gameId: number;
  name: string;
  alternativeNames: readonly string[];
  isMain: boolean;
  popularity: number;
  releaseYear: number | null;
  /**
   * The catalog lists a computer platform (Windows, Mac, Linux, SteamVR, DOS): what Steam and GOG
   * sell. Null when it lists no platform at all.
   */
  onComputer: boolean | null;
  /** The catalog lists a VR platform (SteamVR, Meta Quest, PlayStation VR, ...). */
  onVr: boolean;
  /** The ids of the store being matched that the catalog already links to this game. */
  storeIds: readonly string[];
};

/** A candidate with the title keys the catalog stores for it (game_search.match_keys). */
export type KeyedCandidate = MatchCandidate & { matchKeys: readonly string[] };

/** Platforms a Steam or GOG item runs on (IGDB names). */
const COMPUTER_PLATFORMS = ['PC (Microsoft Windows)', 'Mac', 'Linux', 'SteamVR', 'DOS'];
/** IGDB names of VR platforms (SteamVR, Oculus Rift, Meta Quest 2, PlayStation VR2, Windows Mixed Reality, ...). */
const VR_PLATFORM = '(^|[^a-z])vr([^a-z]|$)|oculus|meta quest|mixed reality|daydream';

type CandidateRow = {
  id: number;
  name: string;
  alternative_names: string[];
  match_keys: string[];
  is_main: boolean;
  popularity: number;
  release_year: number | null;
  has_platforms: boolean;
  on_computer: boolean;
  on_vr: boolean;
  store_ids: string[] | null;
};

const toCandidate = (row: CandidateRow): KeyedCandidate => ({
  gameId: row.id,
  name: row.name,
  alternativeNames: row.alternative_names,
  matchKeys: row.match_keys,
  isMain: row.is_main,
  popularity: row.popularity,
  releaseYear: row.release_year,
  onComputer: row.has_platforms ? row.on_computer : null,
  onVr: row.on_vr,
  storeIds: row.store_ids ?? [],
});

/** A text array as one JSON parameter (thousands of keys would otherwise be thousands of parameters). */
const textArray = (values: readonly string[]) => sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

export function createMatchCandidatesRepository(db: AppDb) {
  const candidates = async (where: SQL, store: Store): Promise<KeyedCandidate[]> => {
    const rows = await queryRows<CandidateRow>(
      db,
      sql`WITH computer AS (SELECT ARRAY(SELECT id FROM platforms WHERE name IN (${sql.join(
        COMPUTER_PLATFORMS.map((name) => sql`${name}`),
        sql`, `,
      )})) AS ids),
          vr AS (SELECT ARRAY(SELECT id FROM platforms WHERE name ~* ${VR_PLATFORM}) AS ids)
        SELECT g.id, g.name, g.alternative_names, s.match_keys, s.is_main, s.popularity,
          extract(year FROM g.first_release_date)::int AS release_year,
          cardinality(g.platform_ids) > 0 AS has_platforms,
          g.platform_ids && (SELECT ids FROM computer) AS on_computer,
          g.platform_ids && (SELECT ids FROM vr) AS on_vr,
          (SELECT array_agg(r.external_id) FROM game_store_refs r WHERE r.game_id = g.id AND r.store = ${store}) AS store_ids
        FROM game_search s JOIN games g ON g.id = s.game_id
        WHERE ${where}`,
    );
    return rows.map(toCandidate);
  };

  return {
    /** Every game one of whose match keys is in `keys`: one indexed query for a whole library (the GIN index has no pending list). */
    async byKeys(keys: readonly string[], store: Store): Promise<KeyedCandidate[]> {
      if (!keys.length) return [];
      return candidates(sql`s.match_keys && ${textArray(keys)}`, store);
    },

    /** The games of these ids (candidates from another source, e.g. the catalog search). */
    async byIds(ids: readonly number[], store: Store): Promise<KeyedCandidate[]> {
      const valid = ids.filter((id) => Number.isSafeInteger(id));
      if (!valid.length) return [];
      return candidates(sql`s.game_id = ANY(${`{${valid.join(',')}}`}::int[])`, store);
    },

    /** The catalog game each of these store ids is linked to (ids without a link are absent). */
    async refsByExternalId(store: Store, externalIds: readonly string[]): Promise<Map<string, number>> {
      if (!externalIds.length) return new Map();
      const rows = await queryRows<{ external_id: string; game_id: number }>(
        db,
        sql`SELECT external_id, game_id FROM game_store_refs WHERE store = ${store} AND external_id = ANY(${textArray(externalIds)})`,
      );
      return new Map(rows.map((row) => [row.external_id, row.game_id]));
    },
  };
}

export type MatchCandidatesRepository = ReturnType<typeof createMatchCandidatesRepository>;
