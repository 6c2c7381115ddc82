import type { DetailsRefreshResult, RefreshResult } from './service.ts';

/** One line for the logs and the CLI: what a refresh pass did and why it stopped. */
export function describeRefresh(r: RefreshResult, seconds?: number): string {
  const why = {
    done: 'nothing else is due',
    rate_limit: `the store asked to wait${r.retryAfterMs === null ? '' : ` ${Math.ceil(r.retryAfterMs / 1000)} s`} (429)`,
    failures: 'the store failed three calls in a row',
    budget: 'the call budget is spent',
  }[r.stoppedBy];
  return `Prices from ${r.store}: ${r.calls} calls, ${r.recorded} prices kept (${r.changed} changed), ${r.failedCalls} failed calls${seconds === undefined ? '' : ` in ${seconds.toFixed(1)} s`}; stopped: ${why}.`;
}

/** One line for Steam's Korean store details pass. */
export function describeDetailsRefresh(r: DetailsRefreshResult, seconds?: number): string {
  const why = {
    done: 'nothing else is due',
    rate_limit: `Steam asked to wait${r.retryAfterMs === null ? '' : ` ${Math.ceil(r.retryAfterMs / 1000)} s`} (429)`,
    failures: 'Steam failed three calls in a row',
    budget: 'the call budget is spent',
  }[r.stoppedBy];
  return `Korean store details from steam: ${r.calls} calls, ${r.recorded} apps kept (${r.gamesChanged} games changed), ${r.failedCalls} failed calls${seconds === undefined ? '' : ` in ${seconds.toFixed(1)} s`}; stopped: ${why}.`;
}
