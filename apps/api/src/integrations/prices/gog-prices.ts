import { discountOf, getStoreJson, isObject, StoreUnavailableError, type StoreQuote } from './store-quote.ts';

/**
 * GOG's prices for Korean buyers (../shared/PROTOCOLS.md §7, unofficial): one product per call,
 * `GET {GOG_API_URL}/products/{id}/prices?countryCode=KR`, amounts as minor units followed by the
 * currency code (`"1999 USD"`). Which currency GOG charges in Korea is read from the answer. 404 is
 * a product GOG does not know (any more).
 */
export const DEFAULT_GOG_API_URL = 'https://api.gog.com';

export type GogPricesOptions = {
  apiUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Runs each HTTP call (a caller's rate limiter); at once by default. */
  call?: <T>(request: () => Promise<T>) => Promise<T>;
};

export type GogPrices = { quote(productId: string): Promise<StoreQuote> };

export function createGogPrices(options: GogPricesOptions = {}): GogPrices {
  const base = (options.apiUrl ?? DEFAULT_GOG_API_URL).replace(/\/+$/, '');
  const call = options.call ?? ((request) => request());
  return {
    async quote(productId) {
      if (!/^\d+$/.test(productId)) return { kind: 'unavailable' };
      try {
        return gogQuote(await call(() => getStoreJson('gog', `${base}/products/${productId}/prices?countryCode=KR`, options)));
      } catch (error) {
        if (error instanceof StoreUnavailableError && error.status === 404) return { kind: 'unavailable' };
        throw error;
      }
    },
  };
}

const AMOUNT = /^(\d+) ([A-Z]{3})$/;

/** A `prices` answer: the first price, its amounts parsed from `"<minor units> <currency>"`. */
export function gogQuote(body: unknown): StoreQuote {
  const embedded = isObject(body) ? body._embedded : undefined;
  const prices = isObject(embedded) ? embedded.prices : undefined;
  const price = Array.isArray(prices) ? (prices[0] as unknown) : undefined;
  if (!isObject(price)) return { kind: 'unavailable' };
  const base = typeof price.basePrice === 'string' ? AMOUNT.exec(price.basePrice.trim()) : null;
  const final = typeof price.finalPrice === 'string' ? AMOUNT.exec(price.finalPrice.trim()) : null;
  if (!base || !final || base[2] !== final[2]) return { kind: 'unavailable' };
  const initialMinor = Number(base[1]);
  const finalMinor = Number(final[1]);
  if (!Number.isSafeInteger(initialMinor) || !Number.isSafeInteger(finalMinor) || finalMinor > initialMinor) return { kind: 'unavailable' };
  if (initialMinor === 0) return { kind: 'free' };
  return { kind: 'priced', currency: base[2]!, initialMinor, finalMinor, discountPercent: discountOf(initialMinor, finalMinor) };
}
