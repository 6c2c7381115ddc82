/** Spec 1 §9: default page size; the wishlist screen asks for up to 1000 at once. */
export const WISHLIST_PAGE_SIZE_DEFAULT = 20;
export const WISHLIST_PAGE_SIZE_MAX = 1000;
/**
 * The screen's sorts: recent (newest first, the default), name (A→Z / ㄱ→ㅎ), price (cheapest first) and
 * discount (deepest first); issue 36 added the last two.
 */
export const WISHLIST_SORT_KEYS = ['recent', 'name', 'price', 'discount'] as const;
export type WishlistSort = (typeof WISHLIST_SORT_KEYS)[number];
/** A sort's direction when none is asked for: choosing a sort resets to it (spec 1 §2). */
export const WISHLIST_DEFAULT_ORDER: Record<WishlistSort, 'asc' | 'desc'> = { recent: 'desc', name: 'asc', price: 'asc', discount: 'desc' };
/** Priority 0 (none, the default) to 5 (the spec leaves the scale open; docs/decisions.md). */
export const WISHLIST_PRIORITY_MAX = 5;
/** A target price for price alerts, in won (issue 36): from 100원 to 1,000만 원. */
export const WISHLIST_TARGET_PRICE_MIN = 100;
export const WISHLIST_TARGET_PRICE_MAX = 10_000_000;
