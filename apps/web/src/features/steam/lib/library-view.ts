import { formatCount } from '@gameshelf/contracts';
import type { SteamGamesQuery, SteamLibraryGame } from '@gameshelf/contracts';
import { compareSyncedDesc, compareTitles, matchesAnyName, sortMappedFirst } from '../../../entities/store-library/store-library-view.ts';

/** Which games the library shows (spec 3 §2.2: starts as all); sent to the server as `mapped`. */
export type SteamViewFilter = 'all' | 'mapped' | 'unmapped';

export const STEAM_VIEW_FILTERS: { value: SteamViewFilter; label: string }[] = [
  { value: 'all', label: '모든 게임' },
  { value: 'mapped', label: '정보가 연결된 게임' },
  { value: 'unmapped', label: '정보 준비 중인 게임' },
];

export const DEFAULT_STEAM_VIEW_FILTER: SteamViewFilter = 'all';

/** The library query's `mapped`: absent for all. */
export const mappedParam = (filter: SteamViewFilter): SteamGamesQuery['mapped'] =>
  filter === 'all' ? undefined : filter === 'mapped' ? 'true' : 'false';

/** Sort options (spec 3 §2.2): playtime (the default), name, recently synced. */
export type SteamSort = 'playtime' | 'name' | 'synced';

export const STEAM_SORT_OPTIONS: { value: SteamSort; label: string }[] = [
  { value: 'playtime', label: '플레이 시간순' },
  { value: 'name', label: '이름순' },
  { value: 'synced', label: '최근 동기화순' },
];

export const DEFAULT_STEAM_SORT: SteamSort = 'playtime';

/** The name a library game is shown by: the catalog's display name when mapped, else Steam's. */
export const steamGameTitle = (game: Pick<SteamLibraryGame, 'steamName' | 'igdbGame'>): string =>
  game.igdbGame?.displayName ?? game.steamName;

/** Search (spec 3 §2.2, as §4 for GOG): a trimmed, case-insensitive substring of the Steam name or the display name. */
export const matchesSteamSearch = (game: Pick<SteamLibraryGame, 'steamName' | 'igdbGame'>, query: string): boolean =>
  matchesAnyName(query, [game.steamName, game.igdbGame?.displayName]);

const byName = (a: SteamLibraryGame, b: SteamLibraryGame) => compareTitles(steamGameTitle(a), steamGameTitle(b));

const comparators: Record<SteamSort, (a: SteamLibraryGame, b: SteamLibraryGame) => number> = {
  playtime: (a, b) => b.playtimeForever - a.playtimeForever || byName(a, b),
  name: byName,
  synced: (a, b) => compareSyncedDesc(a, b) || byName(a, b),
};

/** Mapped games always first (spec 3 §2.2), then the chosen order. Returns a new array. */
export const sortSteamGames = (games: readonly SteamLibraryGame[], sort: SteamSort): SteamLibraryGame[] =>
  sortMappedFirst(games, comparators[sort]);

/** What the list shows: the games matching the search, in the chosen order. */
export function viewSteamLibrary(games: readonly SteamLibraryGame[], query: string, sort: SteamSort): SteamLibraryGame[] {
  return sortSteamGames(
    games.filter((game) => matchesSteamSearch(game, query)),
    sort,
  );
}

/** A game's Steam playtime line, in whole hours (spec 3 §9: minutes floored by 60), the short cases in words. */
export function formatSteamPlaytime(minutes: number): string {
  if (minutes <= 0) return '플레이 기록 없음';
  if (minutes < 60) return '플레이 1시간 미만';
  return `플레이 ${formatCount(Math.floor(minutes / 60))}시간`;
}
