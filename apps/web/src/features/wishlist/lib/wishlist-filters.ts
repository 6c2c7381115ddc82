import { WISHLIST_DEFAULT_ORDER, type PlatformCode, type SortOrder, type WishlistParams, type WishlistSort } from '@gameshelf/contracts';

export interface WishlistFilters {
  platformCodes: PlatformCode[];
  genreIds: number[];
  sortBy: WishlistSort;
  /** Only games on sale now. */
  onSale: boolean;
}

export const DEFAULT_WISHLIST_FILTERS: WishlistFilters = { platformCodes: [], genreIds: [], sortBy: 'recent', onSale: false };

/** The sort menu (spec 1 §2, issue 36): recent (newest first, the default), name, price or discount. */
export const WISHLIST_SORT_OPTIONS: { value: WishlistSort; label: string }[] = [
  { value: 'recent', label: '최근 추가순' },
  { value: 'name', label: '이름순' },
  { value: 'price', label: '낮은 가격순' },
  { value: 'discount', label: '할인율 높은순' },
];

/** Choosing a sort resets the direction: names A→Z / ㄱ→ㅎ, recent newest first, cheapest and deepest discount first. */
export const wishlistSortOrder = (sortBy: WishlistSort): SortOrder => WISHLIST_DEFAULT_ORDER[sortBy];

export function toWishlistParams(filters: WishlistFilters): WishlistParams {
  const params: WishlistParams = { sortBy: filters.sortBy, sortOrder: wishlistSortOrder(filters.sortBy) };
  if (filters.platformCodes.length) params.platformCodes = [...filters.platformCodes];
  if (filters.genreIds.length) params.genreIds = [...filters.genreIds].sort((a, b) => a - b);
  if (filters.onSale) params.onSale = true;
  return params;
}

export const hasWishlistFilters = (filters: WishlistFilters): boolean =>
  filters.platformCodes.length > 0 || filters.genreIds.length > 0 || filters.onSale;
