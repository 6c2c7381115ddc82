import { parseRetryAfter } from '../retry-after.ts';

/**
 * What a store answers for one of its products, for Korean buyers (issue 36). Amounts are in
 * hundredths of the currency's unit, as both stores send them: Steam's KRW `1520000` is ₩15,200,
 * GOG's `"1999 USD"` is $19.99.
 */
export type StoreQuote =
  | { kind: 'priced'; currency: string; initialMinor: number; finalMinor: number; discountPercent: number }
  /** Free to play: nothing to pay, nothing to alert on. */
  | { kind: 'free' }
  /** Not sold to Korean buyers, unknown to the store, or answered without a price. */
  | { kind: 'unavailable' };

/** The store refused for now (HTTP 429): wait `retryAfterMs` (its Retry-After when it gave one) before asking again. */
export class StoreRateLimitedError extends Error {
  constructor(
    readonly store: string,
    readonly retryAfterMs: number | null,
  ) {
    super(`${store} rate limited${retryAfterMs === null ? '' : ` (retry after ${retryAfterMs} ms)`}`);
    this.name = 'StoreRateLimitedError';
  }
}

/** The store could not be reached, or answered something that is not its protocol. */
export class StoreUnavailableError extends Error {
  constructor(
    readonly store: string,
    readonly status: number | null,
    detail: string,
  ) {
    super(`${store} unavailable${status === null ? '' : ` (HTTP ${status})`}: ${detail.slice(0, 200)}`);
    this.name = 'StoreUnavailableError';
  }
}

/** GET `url` as JSON: 429 is StoreRateLimitedError, anything else that is not a 2xx JSON answer is StoreUnavailableError. */
export async function getStoreJson(store: string, url: string, options: { fetch?: typeof fetch; timeoutMs?: number }): Promise<unknown> {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new StoreUnavailableError(store, null, error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  if (response.status === 429) throw new StoreRateLimitedError(store, parseRetryAfter(response.headers.get('retry-after')));
  if (response.status < 200 || response.status > 299) throw new StoreUnavailableError(store, response.status, text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new StoreUnavailableError(store, response.status, 'not JSON');
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole number of minor units ≥ 0, or null. */
export const minorUnits = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

/** The discount a store would show: whole percent off the regular price. */
export const discountOf = (initialMinor: number, finalMinor: number): number =>
  initialMinor === 0 ? 0 : Math.round(((initialMinor - finalMinor) / initialMinor) * 100);
