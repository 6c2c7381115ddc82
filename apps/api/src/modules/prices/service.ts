import type { GogPrices } from '../../integrations/prices/gog-prices.ts';
import type { SteamStorePrices } from '../../integrations/prices/steam-store-prices.ts';
import { StoreRateLimitedError, StoreUnavailableError, type StoreQuote } from '../../integrations/prices/store-quote.ts';
import { catalogMessages, type GamePrices, type PriceStore } from '@gameshelf/contracts';
import { NotFoundError } from '../../shared/errors.ts';
import type { AlertsRepository } from './alerts-repository.ts';
import type { ApplyStoreText, DetailsRepository } from './details-repository.ts';
import { priceAlerts } from './price-alerts.ts';
import type { DueProduct, PricesRepository } from './prices-repository.ts';
import { storePrice } from './store-price.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How often a product's price is asked (issue 36): a wishlisted game's every few hours (its players
 * wait for a sale), the rest of the catalog's once a week, a free or unsold one once a month. After a
 * failed ask: an hour, doubling per failure in a row, at most a week.
 */
export const PRICE_CHECK_INTERVALS = {
  wishlisted: 6 * HOUR,
  other: 7 * DAY,
  notSold: 30 * DAY,
  firstRetry: HOUR,
  longestRetry: 7 * DAY,
} as const;

/** App ids per `appdetails` call (Steam takes several only under the price filter; it names no limit). */
export const STEAM_IDS_PER_CALL = 50;

/** Calls' worth of due products one query reads. */
const CALLS_PER_DUE_QUERY = 20;

/**
 * How often Steam's Korean store details (summary, Korean support) of an app are asked: rarely, once
 * a month; they change with a game's store page, not with sales.
 */
export const STORE_DETAILS_INTERVAL = 30 * DAY;

/** Due apps one details query reads (one call each). */
const DETAILS_PER_DUE_QUERY = 50;

/** Price changes whose alerts one transaction sends. */
const ALERT_BATCH = 100;

/** Failed calls in a row after which a pass stops: the store is down, not one product. */
const FAILED_CALLS_TO_STOP = 3;

export type RefreshResult = {
  store: PriceStore;
  calls: number;
  /** Products whose answer was kept. */
  recorded: number;
  /** Of those, the ones whose answer changed (first answers included). */
  changed: number;
  failedCalls: number;
  /** Why the pass ended before nothing was due: the store's 429 (with its wait), its failures, or the call budget. */
  stoppedBy: 'done' | 'rate_limit' | 'failures' | 'budget';
  retryAfterMs: number | null;
};

/** A pass of Steam's Korean store details: calls made, answers kept, games whose catalog entry changed. */
export type DetailsRefreshResult = {
  calls: number;
  recorded: number;
  gamesChanged: number;
  failedCalls: number;
  stoppedBy: 'done' | 'rate_limit' | 'failures' | 'budget';
  retryAfterMs: number | null;
};

export type PricesServiceDeps = {
  prices: PricesRepository;
  details: DetailsRepository;
  /** Writes an answer onto the catalog's game (catalog-links.ts `applySteamStoreText`). */
  applyStoreText: ApplyStoreText;
  alerts: AlertsRepository;
  steam: SteamStorePrices;
  gog: GogPrices;
  now?: () => Date;
};

export function createPricesService(deps: PricesServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const later = (ms: number) => new Date(now().getTime() + ms).toISOString();

  const nextCheck = (product: DueProduct, quote: StoreQuote) =>
    later(
      quote.kind !== 'priced'
        ? PRICE_CHECK_INTERVALS.notSold
        : product.wishlisted
          ? PRICE_CHECK_INTERVALS.wishlisted
          : PRICE_CHECK_INTERVALS.other,
    );
  const retryAfterFailures = (failures: number) =>
    later(Math.min(PRICE_CHECK_INTERVALS.firstRetry * 2 ** (failures - 1), PRICE_CHECK_INTERVALS.longestRetry));

  /** One ask's worth of products: the quotes the store gave for them, and the HTTP calls it took. */
  async function ask(store: PriceStore, products: DueProduct[]): Promise<{ quotes: Map<string, StoreQuote>; calls: number }> {
    if (store === 'steam') {
      const ids = products.map((p) => Number(p.externalId)).filter((id) => Number.isSafeInteger(id) && id > 0);
      const knownFree = new Set(products.filter((p) => p.knownFree).map((p) => Number(p.externalId)));
      const { quotes, calls } = await deps.steam.quotes(ids, knownFree);
      return { quotes: new Map([...quotes].map(([id, quote]) => [String(id), quote])), calls };
    }
    const [product] = products;
    return { quotes: new Map([[product!.externalId, await deps.gog.quote(product!.externalId)]]), calls: 1 };
  }

  return {
    /**
     * Asks `store` for every due product's price (wishlisted games first), within its limit, until
     * nothing is due, the store says 429 (the pass ends; its Retry-After comes back), it fails three
     * calls in a row, or `maxCalls` calls were made. A failed call's products are asked again later,
     * backing off; their last price stays.
     */
    async refresh(store: PriceStore, options: { maxCalls?: number } = {}): Promise<RefreshResult> {
      const result: RefreshResult = { store, calls: 0, recorded: 0, changed: 0, failedCalls: 0, stoppedBy: 'done', retryAfterMs: null };
      const perCall = store === 'steam' ? STEAM_IDS_PER_CALL : 1;
      let failedInARow = 0;
      for (;;) {
        // Several calls' worth of due products per query: the due list is read once per chunk, not per call.
        const due = await deps.prices.dueProducts(store, perCall * CALLS_PER_DUE_QUERY, now().toISOString());
        if (due.length === 0) return result;
        for (let start = 0; start < due.length; start += perCall) {
          if (options.maxCalls !== undefined && result.calls >= options.maxCalls) return { ...result, stoppedBy: 'budget' };
          const batch = due.slice(start, start + perCall);
          let quotes: Map<string, StoreQuote>;
          try {
            const asked = await ask(store, batch);
            quotes = asked.quotes;
            result.calls += asked.calls;
          } catch (error) {
            // The call that failed counts; a 429 on an app's second ask leaves the batch due as a whole.
            result.calls += 1;
            if (error instanceof StoreRateLimitedError) return { ...result, stoppedBy: 'rate_limit', retryAfterMs: error.retryAfterMs };
            if (!(error instanceof StoreUnavailableError)) throw error;
            result.failedCalls += 1;
            for (const product of batch) await deps.prices.recordFailure(store, product, retryAfterFailures);
            if (++failedInARow >= FAILED_CALLS_TO_STOP) return { ...result, stoppedBy: 'failures' };
            continue;
          }
          failedInARow = 0;
          const at = now().toISOString();
          for (const product of batch) {
            const quote = quotes.get(product.externalId) ?? { kind: 'unavailable' };
            const changed = await deps.prices.record(store, product, quote, at, nextCheck(product, quote));
            result.recorded += 1;
            if (changed) result.changed += 1;
          }
        }
      }
    },

    /**
     * Asks Steam's storefront for the Korean store details of due apps (never asked, or a month old;
     * wishlisted games first, then games without a Korean summary, then the popular), one app per
     * call through the same paced client as the prices, until nothing is due, a 429, three failed
     * calls in a row or `maxCalls`. Each answer fills the game's Korean summary and support
     * (catalog-links.ts says which values win).
     */
    async refreshStoreDetails(options: { maxCalls?: number } = {}): Promise<DetailsRefreshResult> {
      const result: DetailsRefreshResult = {
        calls: 0,
        recorded: 0,
        gamesChanged: 0,
        failedCalls: 0,
        stoppedBy: 'done',
        retryAfterMs: null,
      };
      let failedInARow = 0;
      for (;;) {
        if (options.maxCalls !== undefined && result.calls >= options.maxCalls) return { ...result, stoppedBy: 'budget' };
        const due = await deps.details.dueApps(
          Math.min(DETAILS_PER_DUE_QUERY, (options.maxCalls ?? Infinity) - result.calls),
          now().toISOString(),
        );
        if (due.length === 0) return result;
        for (const app of due) {
          const appId = Number(app.appId);
          let details: Awaited<ReturnType<SteamStorePrices['details']>> = { kind: 'unavailable' };
          try {
            if (Number.isSafeInteger(appId) && appId > 0) {
              result.calls += 1;
              details = await deps.steam.details(appId);
            }
          } catch (error) {
            if (error instanceof StoreRateLimitedError) return { ...result, stoppedBy: 'rate_limit', retryAfterMs: error.retryAfterMs };
            if (!(error instanceof StoreUnavailableError)) throw error;
            result.failedCalls += 1;
            await deps.details.recordFailure(app, retryAfterFailures);
            if (++failedInARow >= FAILED_CALLS_TO_STOP) return { ...result, stoppedBy: 'failures' };
            continue;
          }
          failedInARow = 0;
          const changed = await deps.details.record(app, details, now().toISOString(), later(STORE_DETAILS_INTERVAL), deps.applyStoreText);
          result.recorded += 1;
          if (changed) result.gamesChanged += 1;
        }
      }
    },

    /** An app's kept store details. */
    storeDetails: (appId: string) => deps.details.find(appId),

    /**
     * Sends the alerts of every price change not yet handled (the outbox the refresh fills), a batch
     * per transaction; workers at the same time take different changes. Answers the notifications sent.
     */
    async sendPriceAlerts(): Promise<number> {
      let sent = 0;
      for (;;) {
        const batch = await deps.alerts.sendPending(ALERT_BATCH, priceAlerts);
        sent += batch.sent;
        if (batch.changes < ALERT_BATCH) return sent;
      }
    },

    /** A game's prices per store for Korean buyers (Steam first); products not sold here are left out. */
    async gamePrices(gameId: number): Promise<GamePrices> {
      if (!(await deps.prices.gameExists(gameId))) throw new NotFoundError(catalogMessages.gameNotFound);
      const rows = await deps.prices.forGame(gameId);
      return {
        gameId,
        prices: rows.flatMap((row) =>
          row.status === 'unavailable' || row.checkedAt === null ? [] : [storePrice({ ...row, checkedAt: row.checkedAt })],
        ),
      };
    },

    forGame: (gameId: number) => deps.prices.forGame(gameId),
    history: (store: PriceStore, externalId: string) => deps.prices.history(store, externalId),
  };
}

export type PricesService = ReturnType<typeof createPricesService>;
