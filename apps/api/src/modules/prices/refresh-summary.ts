import type { RefreshResult } from './service.ts';

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
