import type PgBoss from 'pg-boss';
import { PRICE_STORES, type PriceStore } from '@gameshelf/contracts';
import { STORE_CALL_LIMITS } from './module.ts';
import type { DetailsRefreshResult, PricesService, RefreshResult } from './service.ts';

/** Each store's queue of price refreshes (a queue has one schedule in pg-boss). */
export const priceRefreshQueue = (store: PriceStore) => `prices-refresh-${store}`;

/** Every ten minutes each store's refresh is started if none is waiting or running. */
const REFRESH_CRON = '*/10 * * * *';
/** How long one job asks a store, at the store's pace, before it hands over to the next job. */
const JOB_SPAN_MS = 5 * 60_000;
/** Calls one job makes: five minutes at the store's pace (Steam 180, one of its windows; GOG 600). */
const callsPerJob = (store: PriceStore) => {
  const limit = STORE_CALL_LIMITS[store];
  return Math.round((limit.perWindow * JOB_SPAN_MS) / limit.windowMs);
};
/**
 * Of a Steam job's calls, the ones left to Steam's Korean store details (one app per call) after its
 * prices: at six jobs an hour, about 2,900 apps a day, so the catalog's 85,000 take a month, the
 * details' own interval. Prices keep the rest of the window.
 */
export const STORE_DETAILS_CALLS_PER_JOB = 20;
/** After a store failed three calls in a row, its next job waits this long. */
const AFTER_FAILURES_MS = 15 * 60_000;

export type PriceRefreshJobsOptions = {
  /** Seconds a running job may take before it counts as lost (its process died) and runs again (15 minutes). */
  expireInSeconds?: number;
  /** Whether this process schedules the refreshes (tests send jobs themselves). */
  schedule?: boolean;
  pollingIntervalSeconds?: number;
  /** Calls a Steam job leaves to Korean store details (STORE_DETAILS_CALLS_PER_JOB; 0: none). */
  storeDetailsCallsPerJob?: number;
  onResult?: (result: RefreshResult, alertsSent: number, details: DetailsRefreshResult | null) => void;
  /** After each job's alerts are written: e.g. a push delivery pass, so the alerts reach devices at once. */
  afterAlerts?: (alertsSent: number) => Promise<void>;
};

/**
 * Store prices refreshed in the background (issue 36): a queue per store with at most one job waiting
 * and one running across every process (pg-boss's `stately` policy), so the stores' limits hold
 * however many API processes run. A job asks for what is due (wishlisted games first), up to five
 * minutes of calls; what is left goes on in a next job, at once after a full job, after the store's
 * Retry-After after a 429, a quarter of an hour after failures. A job whose process died is retried
 * once it expires.
 */
export async function startPriceRefreshJobs(boss: PgBoss, prices: PricesService, options: PriceRefreshJobsOptions = {}) {
  const next = (store: PriceStore, startAfterMs: number) =>
    boss.send(priceRefreshQueue(store), {}, { startAfter: new Date(Date.now() + startAfterMs) });
  const workers: string[] = [];
  for (const store of PRICE_STORES) {
    const queue = priceRefreshQueue(store);
    await boss.createQueue(queue, {
      name: queue,
      policy: 'stately',
      retryLimit: 5,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: options.expireInSeconds ?? 15 * 60,
    });
    workers.push(
      await boss.work(queue, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 }, async () => {
        const detailsBudget = store === 'steam' ? (options.storeDetailsCallsPerJob ?? STORE_DETAILS_CALLS_PER_JOB) : 0;
        const result = await prices.refresh(store, { maxCalls: callsPerJob(store) - detailsBudget });
        // The changes' alerts: in the same job, after the prices are kept (a change whose alerts a
        // dead process did not send waits in the outbox for the next job).
        const alerts = await prices.sendPriceAlerts();
        if (alerts > 0) await options.afterAlerts?.(alerts);
        // Steam's Korean store details, rarely, on the same paced client: not after a 429 or failures.
        const details =
          detailsBudget > 0 && (result.stoppedBy === 'done' || result.stoppedBy === 'budget')
            ? await prices.refreshStoreDetails({ maxCalls: detailsBudget })
            : null;
        options.onResult?.(result, alerts, details);
        if (result.stoppedBy === 'budget') await next(store, 0);
        else if (result.stoppedBy === 'rate_limit') await next(store, result.retryAfterMs ?? 60_000);
        else if (result.stoppedBy === 'failures') await next(store, AFTER_FAILURES_MS);
        else if (details?.stoppedBy === 'rate_limit') await next(store, details.retryAfterMs ?? 60_000);
      }),
    );
    // Scheduled, and started now: a process that starts does not wait for the next ten minutes.
    if (options.schedule ?? true) {
      await boss.schedule(queue, REFRESH_CRON);
      await next(store, 0);
    }
  }
  return {
    /** Asks for a refresh of `store` now (when one waits already: nothing more). */
    refreshNow: (store: PriceStore) => next(store, 0),
    stop: () => Promise.all(workers.map((id) => boss.offWork({ id }))).then(() => undefined),
  };
}
