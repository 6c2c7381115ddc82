import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type * as Zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';

const zlib = vi.hoisted(() => ({ brotli: 0, gzip: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const actual = await importOriginal<typeof Zlib>();
  return {
    ...actual,
    brotliCompressSync: (...args: Parameters<typeof actual.brotliCompressSync>) => (zlib.brotli++, actual.brotliCompressSync(...args)),
    gzipSync: (...args: Parameters<typeof actual.gzipSync>) => (zlib.gzip++, actual.gzipSync(...args)),
  };
});

const { encodeText } = await import('../../src/shared/encoded-text.ts');

describe('encodeText', () => {
  it('compresses each encoding only when first asked for, then keeps it', () => {
    const text = '게임셸프 '.repeat(500);
    const encoded = encodeText(text, 5);
    expect(encoded.identity.toString('utf8')).toBe(text);
    expect(zlib).toEqual({ brotli: 0, gzip: 0 });
    expect(brotliDecompressSync(encoded.br).toString('utf8')).toBe(text);
    expect(encoded.br).toBe(encoded.br);
    expect(zlib).toEqual({ brotli: 1, gzip: 0 });
    expect(gunzipSync(encoded.gzip).toString('utf8')).toBe(text);
    expect(encoded.gzip).toBe(encoded.gzip);
    expect(zlib).toEqual({ brotli: 1, gzip: 1 });
  });
});
