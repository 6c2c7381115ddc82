import type { PlatformCode, SortOrder, WishlistParams, WishlistSort } from '@gameshelf/contracts';

export interface WishlistFilters {
  platformCodes: PlatformCode[];
  genreIds: number[];
  sortBy: WishlistSort;
}

export const DEFAULT_WISHLIST_FILTERS: WishlistFilters = { platformCodes: [], genreIds: [], sortBy: 'recent' };

/** The sort menu (spec 1 §2): recent (newest first, the default) or name. */
export const WISHLIST_SORT_OPTIONS: { value: WishlistSort; label: string }[] = [
  { value: 'recent', label: '최근 추가순' },
  { value: 'name', label: '이름순' },
];

/** Choosing a sort resets the direction: names A→Z / ㄱ→ㅎ, recent newest first. */
export const wishlistSortOrder = (sortBy: WishlistSort): SortOrder => (sortBy === 'name' ? 'asc' : 'desc');

export function toWishlistParams(filters: WishlistFilters): WishlistParams {
  const params: WishlistParams = { sortBy: filters.sortBy, sortOrder: wishlistSortOrder(filters.sortBy) };
  if (filters.platformCodes.length) params.platformCodes = [...filters.platformCodes];
  if (filters.genreIds.length) params.genreIds = [...filters.genreIds].sort((a, b) => a - b);
  return params;
}

export const hasWishlistFilters = (filters: WishlistFilters): boolean => filters.platformCodes.length > 0 || filters.genreIds.length > 0;
