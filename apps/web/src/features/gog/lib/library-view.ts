import { GOG_SORTS, gogMessages, type GogLibraryGame, type GogSort } from '@gameshelf/contracts';
import { formatDate } from '@gameshelf/ui';
import { compareSyncedDesc, compareTitles, matchesAnyName, sortMappedFirst } from '../../../entities/store-library/store-library-view.ts';

/** Sort options (spec 3 §2.3, §9): by title, or by the most recent sync. */
export const GOG_SORT_OPTIONS: { value: GogSort; label: string }[] = GOG_SORTS.map((value) => ({
  value,
  label: value === 'title' ? gogMessages.sortTitle : gogMessages.sortSync,
}));

export const DEFAULT_GOG_SORT: GogSort = 'title';

export const isGogSort = (value: string): value is GogSort => (GOG_SORTS as readonly string[]).includes(value);

/** The name a library game is shown by: the catalog's display name when mapped, else GOG's title. */
export const gogGameTitle = (game: Pick<GogLibraryGame, 'gogTitle' | 'igdbGame'>): string => game.igdbGame?.displayName ?? game.gogTitle;

/** Search (spec 3 §4): a trimmed, case-insensitive substring of GOG's title or the display name. */
export const matchesGogSearch = (game: Pick<GogLibraryGame, 'gogTitle' | 'igdbGame'>, query: string): boolean =>
  matchesAnyName(query, [game.gogTitle, game.igdbGame?.displayName]);

const byTitle = (a: GogLibraryGame, b: GogLibraryGame) => compareTitles(gogGameTitle(a), gogGameTitle(b));

const comparators: Record<GogSort, (a: GogLibraryGame, b: GogLibraryGame) => number> = {
  title: byTitle,
  sync: (a, b) => compareSyncedDesc(a, b) || byTitle(a, b),
};

/** What the grid shows (spec 3 §4): the games matching the search, mapped first, then in the chosen order. */
export function viewGogLibrary(games: readonly GogLibraryGame[], query: string, sort: GogSort): GogLibraryGame[] {
  return sortMappedFirst(
    games.filter((game) => matchesGogSearch(game, query)),
    comparators[sort],
  );
}

/** 'YYYY.MM.DD 출시' for a mapped game with a known release date (as the catalog gives it), else null. */
export function gogReleaseText(game: Pick<GogLibraryGame, 'igdbGame'>): string | null {
  const date = game.igdbGame?.firstReleaseDate ? formatDate(game.igdbGame.firstReleaseDate) : '';
  return date ? gogMessages.released(date) : null;
}
