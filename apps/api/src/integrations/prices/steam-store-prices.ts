import { steamStoreDetails, type SteamStoreDetails } from './steam-store-details.ts';
import { discountOf, getStoreJson, isObject, minorUnits, type StoreQuote } from './store-quote.ts';

/**
 * Steam's storefront prices for Korea (../shared/PROTOCOLS.md §7; no key, not the documented Web
 * API): `appdetails` with `cc=kr`, several app ids per call, which Steam allows only with
 * `filters=price_overview`. Amounts come ×100 even for KRW. `success: false` is an app Steam does not
 * sell here. Under the filter an app listed without a price (free to play, or not on sale yet) is
 * `data: []`: such an app is asked once more on its own, without the filter, whose `is_free` tells
 * the two apart. About 200 calls per 5 minutes are allowed before 429: callers pace themselves (`call`).
 */
export const DEFAULT_STEAM_STORE_URL = 'https://store.steampowered.com';

export type SteamStorePricesOptions = {
  storeUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Runs each HTTP call (a caller's rate limiter); at once by default. */
  call?: <T>(request: () => Promise<T>) => Promise<T>;
};

export type SteamStorePrices = {
  /**
   * A quote per asked app id (every id gets one), and how many calls it took. An app in `knownFree`
   * (free at its last ask) that is listed without a price again is still free: no second ask.
   */
  quotes(appIds: readonly number[], knownFree?: ReadonlySet<number>): Promise<{ quotes: Map<number, StoreQuote>; calls: number }>;
  /** One app's Korean store text and Korean support: one call without the filter (steam-store-details.ts). */
  details(appId: number): Promise<SteamStoreDetails>;
};

export function createSteamStorePrices(options: SteamStorePricesOptions = {}): SteamStorePrices {
  const base = (options.storeUrl ?? DEFAULT_STEAM_STORE_URL).replace(/\/+$/, '');
  const call = options.call ?? ((request) => request());
  const appdetails = (params: Record<string, string>) =>
    call(() =>
      getStoreJson('steam', `${base}/api/appdetails?${new URLSearchParams({ cc: 'kr', l: 'koreana', ...params }).toString()}`, options),
    );
  return {
    async quotes(appIds, knownFree) {
      const quotes = new Map<number, StoreQuote>();
      if (appIds.length === 0) return { quotes, calls: 0 };
      const body = await appdetails({ appids: appIds.join(','), filters: 'price_overview' });
      let calls = 1;
      for (const appId of appIds) {
        const entry = isObject(body) ? body[String(appId)] : undefined;
        if (!listedWithoutPrice(entry)) {
          quotes.set(appId, steamQuote(entry));
          continue;
        }
        // A paid game lists its price under the filter, so a free one listed without a price is still free.
        if (knownFree?.has(appId)) {
          quotes.set(appId, { kind: 'free' });
          continue;
        }
        const single = await appdetails({ appids: String(appId) });
        calls += 1;
        quotes.set(appId, steamQuote(isObject(single) ? single[String(appId)] : undefined));
      }
      return { quotes, calls };
    },
    async details(appId) {
      const body = await appdetails({ appids: String(appId) });
      return steamStoreDetails(isObject(body) ? body[String(appId)] : undefined);
    },
  };
}

/** An entry of a filtered answer for an app Steam lists here with no price (`data: []`). */
const listedWithoutPrice = (entry: unknown): boolean =>
  isObject(entry) && entry.success === true && (Array.isArray(entry.data) || (isObject(entry.data) && !('price_overview' in entry.data)));

/** One app's entry of an `appdetails` answer. */
export function steamQuote(entry: unknown): StoreQuote {
  if (!isObject(entry) || entry.success !== true) return { kind: 'unavailable' };
  const data = entry.data;
  if (!isObject(data)) return { kind: 'unavailable' };
  if (data.is_free === true) return { kind: 'free' };
  const price = data.price_overview;
  if (!isObject(price) || typeof price.currency !== 'string') return { kind: 'unavailable' };
  const initialMinor = minorUnits(price.initial);
  const finalMinor = minorUnits(price.final);
  if (initialMinor === null || finalMinor === null || finalMinor > initialMinor) return { kind: 'unavailable' };
  const percent = minorUnits(price.discount_percent);
  return {
    kind: 'priced',
    currency: price.currency,
    initialMinor,
    finalMinor,
    discountPercent: percent !== null && percent <= 100 ? percent : discountOf(initialMinor, finalMinor),
  };
}
