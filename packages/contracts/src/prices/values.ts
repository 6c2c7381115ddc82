/** Stores whose prices for Korean buyers the app follows (issue 36). */
export const PRICE_STORES = ['steam', 'gog'] as const;
export type PriceStore = (typeof PRICE_STORES)[number];

/** The store names as Korean players know them. */
export const PRICE_STORE_NAMES: Record<PriceStore, string> = { steam: 'Steam', gog: 'GOG' };

/**
 * An amount the way the stores send it (hundredths of the currency's unit: Steam's KRW `1520000`) as
 * a player reads it: '15,200원' for won, '$19.99' for dollars, '19.99 EUR' for another currency.
 */
export function formatPrice(minor: number, currency: string): string {
  if (currency === 'KRW') return `${Math.round(minor / 100).toLocaleString('ko-KR')}원`;
  const amount = (minor / 100).toFixed(2);
  return currency === 'USD' ? `$${amount}` : `${amount} ${currency}`;
}

/** A Steam app's store page (GOG's pages are named by a slug the price answer does not carry). */
export const storeProductUrl = (store: PriceStore, externalId: string): string | null =>
  store === 'steam' && /^\d+$/.test(externalId) ? `https://store.steampowered.com/app/${externalId}/` : null;

/** The parts of a store price the wishlist's rules read. */
type PriceFacts = { isFree: boolean; currency: string | null; finalMinor: number | null; discountPercent: number | null };

/**
 * Where a wishlist entry stands when sorted by price: free games first (0), then prices in won by
 * amount; a price in another currency or no price sorts last (null). The wishlist's SQL mirrors it.
 */
export function wishlistPriceRank(price: PriceFacts | null): number | null {
  if (price === null) return null;
  if (price.isFree) return 0;
  return price.currency === 'KRW' ? price.finalMinor : null;
}

/** On sale: the store takes a discount off its regular price now ('할인 중' filter). The SQL mirrors it. */
export const isOnSale = (price: PriceFacts | null): boolean => (price?.discountPercent ?? 0) > 0;
