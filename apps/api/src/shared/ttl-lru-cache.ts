import { LRUCache } from 'lru-cache';

/** A bound on the summed size of the entries, each measured by `of` (bytes, say), besides their count. */
export type CacheSizeBound<V> = { maxSize: number; of: (value: V) => number };

/**
 * Each entry expires at a random moment between `(1 - spread) × ttlMs` and `ttlMs` after it was set,
 * so entries made together (a burst of new pages) are not all made again in the same instant.
 */
export type TtlSpread = { spread: number };

/**
 * A least-recently-used map whose entries also expire `ttlMs` after they were set (a read keeps an
 * entry recent, not young). Backed by `lru-cache`: a plain `Map` re-inserted on every read and
 * evicted from its front slows down as it churns (finding the oldest key walks the deleted slots
 * before it: several times slower per read or write at 20,000 entries, docs/benchmarks.md). No
 * entries (`maxEntries` 0) keeps nothing. With `size`, the least recent entries also go once the
 * entries' summed size would pass its `maxSize`.
 */
export class TtlLruCache<V> {
  readonly #entries: LRUCache<string, { value: V }> | null;
  readonly #making = new Map<string, Promise<V>>();
  readonly #ttlOf: (() => number) | null;

  constructor(maxEntries: number, ttlMs: number, size?: CacheSizeBound<V>, expiry?: TtlSpread) {
    const spread = Math.min(1, Math.max(0, expiry?.spread ?? 0));
    this.#ttlOf = spread > 0 ? () => Math.max(1, Math.round(ttlMs * (1 - spread * Math.random()))) : null;
    const sizing = size && {
      maxSize: size.maxSize,
      // lru-cache refuses a size below 1.
      sizeCalculation: (entry: { value: V }) => Math.max(1, size.of(entry.value)),
    };
    this.#entries = maxEntries > 0 ? new LRUCache<string, { value: V }>({ max: maxEntries, ttl: Math.max(1, ttlMs), ...sizing }) : null;
  }

  get(key: string): V | undefined {
    return this.#entries?.get(key)?.value;
  }

  /** The kept value of `key`, or `make()`'s (then kept), made once however many ask at the same time. */
  remember(key: string, make: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const running = this.#making.get(key);
    if (running) return running;
    const made = make()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.#making.delete(key));
    this.#making.set(key, made);
    return made;
  }

  set(key: string, value: V): void {
    this.#entries?.set(key, { value }, this.#ttlOf ? { ttl: this.#ttlOf() } : undefined);
  }

  delete(key: string): void {
    this.#entries?.delete(key);
  }

  clear(): void {
    this.#entries?.clear();
  }

  get size(): number {
    return this.#entries?.size ?? 0;
  }

  /** The entries' summed size under a size bound (0 without one). */
  get calculatedSize(): number {
    return this.#entries?.calculatedSize ?? 0;
  }
}
