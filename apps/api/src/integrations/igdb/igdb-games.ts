/**
 * IGDB v4 `games` and `game_time_to_beats` as the API returns them, and how the catalog sync reads them:
 * one page of games after an id, with their time-to-beat rows.
 */
import type { IgdbClient } from './igdb-client.ts';

/** Expanded fields requested for every game. */
export const IGDB_GAME_FIELDS = [
  'name',
  'summary',
  'alternative_names.name',
  'alternative_names.comment',
  'game_localizations.name',
  'game_localizations.region.name',
  'game_localizations.region.identifier',
  'external_games.uid',
  'external_games.url',
  'external_games.external_game_source',
  'external_games.category',
  'game_type',
  'category',
  'version_parent',
  'parent_game',
  'cover.image_id',
  'screenshots.image_id',
  'first_release_date',
  'platforms.name',
  'genres.name',
  'total_rating',
  'total_rating_count',
  'aggregated_rating',
].join(',');

export const IGDB_TIME_TO_BEAT_FIELDS = 'game_id,hastily,normally,completely,count';

/** A reference: a bare id, or the record when the query expanded it. */
export type Ref<T = object> = number | ({ id: number } & T);

export type IgdbApiRegion = { name?: string; identifier?: string; category?: string };

export type IgdbApiExternalGame = {
  uid?: string;
  url?: string;
  /** Store id (1 Steam, 5 GOG, ...); replaces `category`. */
  external_game_source?: Ref;
  /** Deprecated store enum, same numbers. */
  category?: number;
};

/** One row of POST /v4/games with IGDB_GAME_FIELDS. Every field may be missing. */
export type IgdbApiGame = {
  id: number;
  name?: string;
  summary?: string;
  alternative_names?: Ref<{ name?: string; comment?: string }>[];
  game_localizations?: Ref<{ name?: string; region?: Ref<IgdbApiRegion> }>[];
  external_games?: Ref<IgdbApiExternalGame>[];
  /** Ref to game_types; the ids keep the old `category` numbers. */
  game_type?: Ref<{ type?: string }>;
  /** Deprecated game category enum. */
  category?: number;
  version_parent?: Ref;
  parent_game?: Ref;
  cover?: Ref<{ image_id?: string }>;
  screenshots?: Ref<{ image_id?: string }>[];
  /** Unix seconds. */
  first_release_date?: number;
  platforms?: Ref<{ name?: string }>[];
  genres?: Ref<{ name?: string }>[];
  total_rating?: number;
  total_rating_count?: number;
  aggregated_rating?: number;
};

/** One row of POST /v4/game_time_to_beats (seconds). */
export type IgdbApiTimeToBeat = {
  id: number;
  game_id: number;
  hastily?: number;
  normally?: number;
  completely?: number;
  count?: number;
};

/** IGDB's largest `limit`. */
export const MAX_PAGE_SIZE = 500;

/** The games after `afterId` in id order (at most `limit`) and their time-to-beat rows. */
export async function fetchGamesPage(
  client: IgdbClient,
  afterId: number,
  limit: number,
): Promise<{ games: IgdbApiGame[]; timeToBeats: IgdbApiTimeToBeat[] }> {
  const games = await client.query<IgdbApiGame>('games', `fields ${IGDB_GAME_FIELDS}; where id > ${afterId}; sort id asc; limit ${limit};`);
  const ids = games.map((g) => g.id);
  // At most one row per game, so one request covers a page of up to 500 games.
  const timeToBeats = ids.length
    ? await client.query<IgdbApiTimeToBeat>(
        'game_time_to_beats',
        `fields ${IGDB_TIME_TO_BEAT_FIELDS}; where game_id = (${ids.join(',')}); limit ${MAX_PAGE_SIZE};`,
      )
    : [];
  return { games, timeToBeats };
}
