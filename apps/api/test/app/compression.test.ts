import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHealth, listGames } from '@gameshelf/contracts';
import { precompress } from '../../../../scripts/precompress.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const filler = (unit: string) => unit.repeat(Math.ceil(4000 / unit.length));

/** A web build with one file of each text type, precompressed as `npm run build` does. */
function builtWebApp() {
  const dist = mkdtempSync(path.join(tmpdir(), 'gameshelf-web-'));
  mkdirSync(path.join(dist, 'assets'));
  const files = {
    'index.html': `<!doctype html><html><head><title>게임셸프</title></head><body>${filler('<div></div>')}</body></html>`,
    'assets/index-abc123.js': `console.log(${JSON.stringify(filler('게임 '))});`,
    'assets/index-abc123.css': filler('.card{color:red}'),
    'assets/logo-abc123.svg': `<svg xmlns="http://www.w3.org/2000/svg">${filler('<g/>')}</svg>`,
    'manifest.webmanifest': JSON.stringify({ name: '게임셸프', icons: filler('x') }),
  };
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dist, file), content);
  precompress(dist);
  // Built without `npm run precompress` (e.g. `vite build` alone): compressed on the fly instead.
  writeFileSync(path.join(dist, 'assets', 'late-abc123.js'), files['assets/index-abc123.js']);
  return { dist, files };
}

const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

describe('compression', () => {
  let t: TestApp;
  let files: Record<string, string>;
  beforeAll(async () => {
    const built = builtWebApp();
    files = built.files;
    t = await buildTestApp(engines[0]!, { app: { webDistDir: built.dist } });
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  const cases = [
    { url: '/', file: 'index.html', type: /^text\/html/, cache: 'no-cache' },
    { url: '/assets/index-abc123.js', file: 'assets/index-abc123.js', type: /javascript/, cache: LONG_CACHE },
    { url: '/assets/index-abc123.css', file: 'assets/index-abc123.css', type: /^text\/css/, cache: LONG_CACHE },
    { url: '/assets/logo-abc123.svg', file: 'assets/logo-abc123.svg', type: /^image\/svg\+xml/, cache: LONG_CACHE },
    { url: '/manifest.webmanifest', file: 'manifest.webmanifest', type: /manifest\+json/, cache: 'no-cache' },
    // A client-side route is answered with index.html, compressed and never cached.
    { url: '/game/42', file: 'index.html', type: /^text\/html/, cache: 'no-cache' },
  ];

  for (const c of cases) {
    it(`serves ${c.url} as brotli, gzip or identity as asked, with the same cache header`, async () => {
      for (const [accept, encoding] of [
        ['br', 'br'],
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
        [undefined, undefined],
      ] as const) {
        const res = await get(c.url, accept);
        expect(res.statusCode, `${c.url} ${accept}`).toBe(200);
        expect(res.headers['content-encoding'], `${c.url} ${accept}`).toBe(encoding);
        expect(res.headers['content-type']).toMatch(c.type);
        expect(res.headers['vary']).toMatch(/accept-encoding/i);
        expect(res.headers['cache-control']).toBe(c.cache);
        expect(decode(encoding, res.rawPayload)).toBe(files[c.file]);
        if (encoding) expect(res.rawPayload.length).toBeLessThan(files[c.file]!.length / 2);
      }
    });
  }

  it('compresses API JSON above 1 KB with br or gzip', async () => {
    const plain = await get(`${listGames.path}?size=20`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await get(`${listGames.path}?size=20`, encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(decode(encoding, res.rawPayload))).toEqual(plain.json());
      expect(res.rawPayload.length).toBeLessThan(plain.body.length / 3);
    }
  });

  it('compresses a text file of the build that has no copies on the fly', async () => {
    const res = await get('/assets/late-abc123.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(LONG_CACHE);
    expect(decode('br', res.rawPayload)).toBe(files['assets/index-abc123.js']);
    expect((await get('/assets/late-abc123.js', 'identity')).body).toBe(files['assets/index-abc123.js']);
  });

  it('sends small JSON as it is', async () => {
    const res = await get(getHealth.path, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBeLessThan(1024);
    expect(res.json()).toMatchObject({});
  });

  it('does not compress twice, and never serves the copies under their own names', async () => {
    const res = await get('/assets/index-abc123.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(decode('br', res.rawPayload)).toBe(files['assets/index-abc123.js']);
    expect((await get('/assets/index-abc123.js.br', 'br')).statusCode).toBe(404);
    expect((await get('/index.html.gz')).headers['content-type']).toMatch(/^text\/html/); // the SPA fallback
  });
});
