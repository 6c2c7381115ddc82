import { performance } from 'node:perf_hooks';

export type RequestLimiterOptions = {
  /** Request starts allowed in any window (IGDB: 4 per second). */
  perWindow: number;
  windowMs?: number;
  /** Requests open at once (IGDB: 8). */
  maxInFlight: number;
  /** Milliseconds clock; monotonic performance.now() by default. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

/** Runs tasks (one HTTP request each) within a start rate and a concurrency cap, first come first served. */
export type RequestLimiter = { run<T>(task: () => Promise<T>): Promise<T> };

export const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A sliding-window limiter that is safe from the server's point of view: a request keeps its place
 * in the window from its start until one window after it *finished*. The server sees a request
 * arrive somewhere between the client's start and the client's receipt of the answer, so counting
 * from the finish guarantees that no `perWindow + 1` arrivals ever fall within one window, whatever
 * the network delays. The price is a little throughput when answers are slow (4 per 1 s + latency).
 */
export function createRequestLimiter(options: RequestLimiterOptions): RequestLimiter {
  const windowMs = options.windowMs ?? 1_000;
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? realSleep;
  if (!(options.perWindow >= 1) || !(options.maxInFlight >= 1)) throw new Error('Limits must be at least 1');
  /** Requests still counted: endedAt is Infinity while open. */
  let entries: { endedAt: number }[] = [];
  let released = deferred();
  let gate: Promise<unknown> = Promise.resolve();

  async function admit(): Promise<{ endedAt: number }> {
    for (;;) {
      const t = now();
      entries = entries.filter((e) => e.endedAt > t - windowMs);
      const open = entries.filter((e) => e.endedAt === Infinity).length;
      if (open < options.maxInFlight && entries.length < options.perWindow) {
        const entry = { endedAt: Infinity };
        entries.push(entry);
        return entry;
      }
      const frees = entries.filter((e) => e.endedAt !== Infinity).map((e) => e.endedAt + windowMs - t);
      const waits: Promise<unknown>[] = [released.promise];
      // A finished request leaves the window at a known time; an open one frees nothing until it ends.
      if (open < options.maxInFlight && frees.length) waits.push(sleep(Math.max(1, Math.ceil(Math.min(...frees)))));
      await Promise.race(waits);
    }
  }

  return {
    async run(task) {
      const admitted = gate.then(admit);
      gate = admitted.catch(() => undefined);
      const entry = await admitted;
      try {
        return await task();
      } finally {
        entry.endedAt = now();
        const wake = released;
        released = deferred();
        wake.resolve();
      }
    },
  };
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
