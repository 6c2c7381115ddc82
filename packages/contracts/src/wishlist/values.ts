/** Spec 1 §9: default page size; the wishlist screen asks for up to 1000 at once. */
export const WISHLIST_PAGE_SIZE_DEFAULT = 20;
export const WISHLIST_PAGE_SIZE_MAX = 1000;
/** The screen's sorts: recent (newest first, the default) and name (A→Z / ㄱ→ㅎ when chosen). */
export const WISHLIST_SORT_KEYS = ['recent', 'name'] as const;
export type WishlistSort = (typeof WISHLIST_SORT_KEYS)[number];
/** Priority 0 (none, the default) to 5 (the spec leaves the scale open; docs/decisions.md). */
export const WISHLIST_PRIORITY_MAX = 5;
/** A target price for price alerts, in won (issue 36): from 100원 to 1,000만 원. */
export const WISHLIST_TARGET_PRICE_MIN = 100;
export const WISHLIST_TARGET_PRICE_MAX = 10_000_000;
