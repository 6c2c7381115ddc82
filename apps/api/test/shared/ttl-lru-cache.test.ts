import { describe, expect, it, vi } from 'vitest';
import { TtlLruCache } from '../../src/shared/ttl-lru-cache.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('TtlLruCache', () => {
  it('evicts the least recently used entry, a read keeping an entry recent', () => {
    const cache = new TtlLruCache<number>(3, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4]);
    expect(cache.size).toBe(3);
  });

  it('keeps its size through heavy churn, every value read back as it was set', () => {
    const cache = new TtlLruCache<number>(1_000, 60_000);
    for (let i = 0; i < 20_000; i++) {
      const key = String((i * 7919) % 3_000);
      const found = cache.get(key);
      if (found !== undefined) expect(found).toBe(Number(key));
      else cache.set(key, Number(key));
    }
    expect(cache.size).toBe(1_000);
  });

  it('also keeps the summed size of its entries under a size bound, dropping the least recent', () => {
    const cache = new TtlLruCache<string>(100, 60_000, { maxSize: 10, of: (value) => value.length });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    expect(cache.get('a')).toBe('xxxx');
    cache.set('c', 'zzzz');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual(['xxxx', 'zzzz']);
    expect(cache.calculatedSize).toBe(8);
    cache.set('big', 'x'.repeat(11));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('lets an entry expire after its time, however often it is read', async () => {
    const cache = new TtlLruCache<string>(10, 40);
    cache.set('k', 'v');
    expect(cache.get('k')).toBe('v');
    await sleep(20);
    expect(cache.get('k')).toBe('v');
    await sleep(40);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', 'again');
    expect(cache.get('k')).toBe('again');
  });

  it('forgets one entry or all of them', () => {
    const cache = new TtlLruCache<number>(10, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing when it may hold no entries', () => {
    const cache = new TtlLruCache<number>(0, 0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('remembers a made value, making it once for twenty asks at the same time', async () => {
    const cache = new TtlLruCache<number>(3, 60_000);
    let made = 0;
    const make = async () => {
      made += 1;
      await sleep(10);
      return 42;
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.remember('k', make)));
    expect(answers).toEqual(Array(20).fill(42));
    expect(made).toBe(1);
    await expect(cache.remember('k', make)).resolves.toBe(42);
    expect(made).toBe(1);
  });

  it('with a spread, gives each entry a lifetime between the shortened and the full time', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(1);
    try {
      const spread = new TtlLruCache<number>(10, 400, undefined, { spread: 0.5 });
      const plain = new TtlLruCache<number>(10, 400);
      spread.set('a', 1);
      plain.set('a', 1);
      await sleep(300);
      // Math.random() 1: the shortest lifetime, half of 400 ms.
      expect(spread.get('a')).toBeUndefined();
      expect(plain.get('a')).toBe(1);
    } finally {
      random.mockRestore();
    }
  });
});
