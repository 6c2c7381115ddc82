/**
 * IGDB v4 API games (integrations/igdb/igdb-games.ts) mapped to SeedGame. An API game is first turned into a dump-shaped record so the dump's mapping (platforms, genres,
 * store ids, popularity) applies unchanged; the facts only the API has are laid over the result.
 */
import { GAME_TYPES, MAIN_GAME_TYPES, type GameType } from '@gameshelf/contracts';
import {
  igdbToSeedGame,
  looksLikeAddOnOrEdition,
  type IgdbExternalId,
  type IgdbGameRecord,
  type IgdbMappingContext,
} from './igdb-mapping.ts';
import type { IgdbApiGame, IgdbApiRegion, IgdbApiTimeToBeat, Ref } from '../../../integrations/igdb/igdb-games.ts';
import type { SeedGame } from './seed-format.ts';

const STEAM = 1;
const GOG = 5;
const HANGUL = /[가-힣]/;

const refId = (ref: Ref | undefined): number | undefined => (typeof ref === 'number' ? ref : ref?.id);
const expanded = <T extends object>(refs: readonly Ref<T>[] | undefined): T[] =>
  (refs ?? []).filter((r): r is { id: number } & T => typeof r === 'object' && r !== null);

/** Our game type: EDITION for a version of another game, else IGDB's game_type (or old category). */
export function gameTypeOf(game: IgdbApiGame): GameType | null {
  if (refId(game.version_parent) !== undefined) return 'EDITION';
  const id = refId(game.game_type) ?? game.category;
  // GAME_TYPES lists IGDB's types 0..14 in order, then our EDITION.
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < GAME_TYPES.indexOf('EDITION') ? GAME_TYPES[id]! : null;
}

/** External games as dump-style ids; Steam and GOG get a store URL built from the uid when none came. */
function externalIdsOf(game: IgdbApiGame): IgdbExternalId[] {
  return expanded(game.external_games).map((ext) => {
    const source = refId(ext.external_game_source) ?? ext.category ?? null;
    const uid = ext.uid?.trim() || null;
    let url = ext.url ?? null;
    if (!url && uid && source === STEAM) url = `https://store.steampowered.com/app/${uid}`;
    if (!url && uid && source === GOG) url = `https://www.gog.com/game/${uid}`;
    return { category: source, store: source === STEAM ? 'steam' : source === GOG ? 'gog' : null, uid, url };
  });
}

/** The dump-shaped record for an API game (critic score, else IGDB's total rating). */
export function igdbApiGameToRecord(game: IgdbApiGame): IgdbGameRecord {
  const coverId = typeof game.cover === 'object' ? game.cover.image_id : undefined;
  return {
    igdb_id: game.id,
    name: game.name ?? '',
    summary: game.summary ?? null,
    genres: expanded(game.genres).flatMap((g) => (g.name ? [g.name] : [])),
    platforms: expanded(game.platforms).flatMap((p) => (p.name ? [p.name] : [])),
    aggregated_rating: game.aggregated_rating ?? game.total_rating ?? null,
    release_date: game.first_release_date ?? null,
    cover_url: coverId ? `//images.igdb.com/igdb/image/upload/t_thumb/${coverId}.jpg` : null,
    external_ids: externalIdsOf(game),
  };
}

const isKoreanRegion = (region: Ref<IgdbApiRegion> | undefined): boolean =>
  typeof region === 'object' && (region.identifier === 'ko_KR' || region.name === 'Korea');

/** The Korean localized name (region ko_KR / Korea), when it is written in Hangul. */
function koreanLocalizedName(game: IgdbApiGame): string | null {
  const name = expanded(game.game_localizations).find((l) => isKoreanRegion(l.region) && l.name && HANGUL.test(l.name))?.name;
  return name?.trim() || null;
}

/** A Hangul alternative name, preferring one whose comment says it is the Korean title. */
function koreanAlternativeName(game: IgdbApiGame): string | null {
  const hangul = expanded(game.alternative_names).filter((a) => a.name && HANGUL.test(a.name));
  const alt = hangul.find((a) => /korean/i.test(a.comment ?? '')) ?? hangul[0];
  return alt?.name?.trim() || null;
}

const hours = (seconds: number | undefined): number | null =>
  typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.round((seconds / 3600) * 10) / 10 : null;

/**
 * Maps an API game (and its time-to-beat row, if any) to a SeedGame.
 * - nameKo: the curated title, else IGDB's Korean localization, else the Korean Steam title, else
 *   a Korean alternative name; only Hangul titles count.
 * - alternativeNames: alternative and localized names, distinct, without name and nameKo.
 * - gameType from game_type (falling back on category); a game with version_parent is an EDITION.
 * - popularity: the dump's heuristic, with the add-on penalty decided by the game type rather than
 *   by the name when IGDB says which it is.
 */
export function igdbApiGameToSeedGame(game: IgdbApiGame, timeToBeat: IgdbApiTimeToBeat | undefined, ctx: IgdbMappingContext): SeedGame {
  const seed = igdbToSeedGame(igdbApiGameToRecord(game), ctx);
  const curated = ctx.koreanTitlesByIgdbId?.has(game.id) ?? false;
  const nameKo = curated ? seed.nameKo : (koreanLocalizedName(game) ?? seed.nameKo ?? koreanAlternativeName(game));
  const gameType = gameTypeOf(game);

  const taken = new Set([seed.name, nameKo].filter((n) => n !== null).map((n) => n.toLowerCase()));
  const alternativeNames: string[] = [];
  for (const candidate of [...expanded(game.alternative_names), ...expanded(game.game_localizations)]) {
    const name = candidate.name?.trim();
    if (!name || taken.has(name.toLowerCase())) continue;
    taken.add(name.toLowerCase());
    alternativeNames.push(name);
  }

  let popularity = seed.popularity;
  if (gameType !== null) {
    const penalisedByName = looksLikeAddOnOrEdition(seed.name);
    const isAddOn = !MAIN_GAME_TYPES.has(gameType);
    if (penalisedByName !== isAddOn) popularity = Math.round((popularity + (isAddOn ? -40 : 40)) * 100) / 100;
  }

  return {
    ...seed,
    nameKo,
    totalRatingCount: Number.isSafeInteger(game.total_rating_count) && game.total_rating_count! > 0 ? game.total_rating_count! : 0,
    coverImageId: (typeof game.cover === 'object' ? game.cover.image_id : undefined) ?? seed.coverImageId,
    screenshotImageIds: [...new Set(expanded(game.screenshots).flatMap((s) => (s.image_id ? [s.image_id] : [])))],
    popularity,
    hastilyHours: hours(timeToBeat?.hastily),
    normallyHours: hours(timeToBeat?.normally),
    completelyHours: hours(timeToBeat?.completely),
    gameType,
    alternativeNames,
  };
}
