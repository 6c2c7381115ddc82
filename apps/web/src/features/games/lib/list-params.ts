import {
  GAME_SORT_KEYS,
  KEYWORD_MAX_LENGTH,
  PLATFORM_CODES,
  type GameListParams,
  type GameSort,
  type PlatformCode,
  type SortOrder,
} from '@gameshelf/contracts';

/**
 * The /games screen state. The URL is the source of truth: the screen parses it on every render
 * and writes changes back (replace mode). Values that are invalid in the URL are dropped, not errors.
 */
export type ViewMode = 'grid' | 'list';

export interface GameListState {
  viewMode: ViewMode;
  sortBy: GameSort;
  sortOrder: SortOrder;
  keyword: string | undefined;
  platformCodes: PlatformCode[];
  genreIds: number[];
  minRating: number | undefined;
  maxRating: number | undefined;
  featured: boolean;
}

export const DEFAULT_LIST_STATE: GameListState = {
  viewMode: 'grid',
  sortBy: 'popularity',
  sortOrder: 'desc',
  keyword: undefined,
  platformCodes: [],
  genreIds: [],
  minRating: undefined,
  maxRating: undefined,
  featured: false,
};

/**
 * The sort menu (spec 1 §2). `recent` (newest in the catalog) is not offered but stays URL-addressable,
 * and the menu shows it while the URL asks for it.
 */
export const SORT_OPTIONS: { value: GameSort; label: string; hidden?: boolean }[] = [
  { value: 'popularity', label: '인기순' },
  { value: 'name', label: '이름순' },
  { value: 'releaseDate', label: '출시일순' },
  { value: 'rating', label: '평점순' },
  { value: 'reviewCount', label: '리뷰 많은순' },
  { value: 'recent', label: '최신 등록순', hidden: true },
];

/** The direction a sort starts in when chosen from the menu: names read A→Z / ㄱ→ㅎ, the rest best-first. */
export const naturalSortOrder = (sortBy: GameSort): SortOrder => (sortBy === 'name' ? 'asc' : 'desc');

const splitList = (value: string | null): string[] =>
  value === null
    ? []
    : [
        ...new Set(
          value
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        ),
      ];

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

function parseRating(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : undefined;
}

export function normalizeKeyword(value: string | null | undefined): string | undefined {
  const trimmed = (value ?? '').trim().slice(0, KEYWORD_MAX_LENGTH).trim();
  return trimmed === '' ? undefined : trimmed;
}

/** URL → state. Accepts comma lists (and repeated keys) for platformCodes and genreIds. */
export function parseListState(search: URLSearchParams): GameListState {
  const viewMode = search.get('viewMode');
  const sortBy = search.get('sortBy');
  const sortOrder = search.get('sortOrder');
  const platformCodes = splitList(search.getAll('platformCodes').join(',')).filter((code): code is PlatformCode =>
    isOneOf(PLATFORM_CODES, code),
  );
  const genreIds = splitList(search.getAll('genreIds').join(','))
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  let minRating = parseRating(search.get('minRating'));
  let maxRating = parseRating(search.get('maxRating'));
  if (minRating !== undefined && maxRating !== undefined && minRating > maxRating) {
    minRating = undefined;
    maxRating = undefined;
  }
  return {
    viewMode: viewMode === 'list' || viewMode === 'grid' ? viewMode : DEFAULT_LIST_STATE.viewMode,
    sortBy: isOneOf(GAME_SORT_KEYS, sortBy) ? sortBy : DEFAULT_LIST_STATE.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_LIST_STATE.sortOrder,
    keyword: normalizeKeyword(search.get('keyword')),
    platformCodes,
    genreIds: [...new Set(genreIds)],
    minRating,
    maxRating,
    featured: search.get('featured') === 'true',
  };
}

/**
 * State → URL. Defaults are left out so a plain /games stays plain; lists are comma-joined
 * in a stable order (platforms in contract order, genre ids ascending) so equal states give equal URLs.
 */
export function serializeListState(state: GameListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.viewMode !== DEFAULT_LIST_STATE.viewMode) search.set('viewMode', state.viewMode);
  if (state.sortBy !== DEFAULT_LIST_STATE.sortBy) search.set('sortBy', state.sortBy);
  if (state.sortOrder !== DEFAULT_LIST_STATE.sortOrder) search.set('sortOrder', state.sortOrder);
  const keyword = normalizeKeyword(state.keyword);
  if (keyword) search.set('keyword', keyword);
  const platforms = PLATFORM_CODES.filter((code) => state.platformCodes.includes(code));
  if (platforms.length) search.set('platformCodes', platforms.join(','));
  const genreIds = [...new Set(state.genreIds)].sort((a, b) => a - b);
  if (genreIds.length) search.set('genreIds', genreIds.join(','));
  if (state.minRating !== undefined) search.set('minRating', String(state.minRating));
  if (state.maxRating !== undefined) search.set('maxRating', String(state.maxRating));
  if (state.featured) search.set('featured', 'true');
  return search;
}

/** The query the API gets for this state (page and size are added by the infinite query). */
export function toGameListParams(state: GameListState): GameListParams {
  const params: GameListParams = { sortBy: state.sortBy, sortOrder: state.sortOrder };
  const keyword = normalizeKeyword(state.keyword);
  if (keyword) params.keyword = keyword;
  if (state.platformCodes.length) params.platformCodes = PLATFORM_CODES.filter((c) => state.platformCodes.includes(c));
  if (state.genreIds.length) params.genreIds = [...new Set(state.genreIds)].sort((a, b) => a - b);
  if (state.minRating !== undefined) params.minRating = state.minRating;
  if (state.maxRating !== undefined) params.maxRating = state.maxRating;
  if (state.featured) params.featured = true;
  return params;
}

/** True when anything narrows the list (what '필터 초기화' would clear). View mode and sort are not filters. */
export function hasActiveFilters(state: GameListState): boolean {
  return (
    state.keyword !== undefined ||
    state.platformCodes.length > 0 ||
    state.genreIds.length > 0 ||
    state.minRating !== undefined ||
    state.maxRating !== undefined ||
    state.featured
  );
}

/** Clears the filters, keeping how the list is viewed and sorted. */
export function resetFilters(state: GameListState): GameListState {
  return {
    ...DEFAULT_LIST_STATE,
    viewMode: state.viewMode,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
  };
}
