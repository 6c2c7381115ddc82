import { mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

function buildFolder() {
  const dist = mkdtempSync(path.join(tmpdir(), 'gameshelf-precompress-'));
  mkdirSync(path.join(dist, 'assets'));
  const js = 'export const games = [' + Array.from({ length: 200 }, (_, i) => `"game ${i}"`).join(',') + '];\n';
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>게임셸프</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), js);
  writeFileSync(path.join(dist, 'assets', 'index-abc.css'), 'body{color:red}');
  writeFileSync(path.join(dist, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"게임셸프"}');
  writeFileSync(path.join(dist, 'assets', 'cover.webp'), Buffer.from([0x52, 0x49, 0x46, 0x46]));
  return { dist, js };
}

describe('precompress', () => {
  it('writes brotli and gzip copies beside every text file, which decompress to the original', () => {
    const { dist, js } = buildFolder();
    const results = precompress(dist);
    expect(results.map((r) => r.file).sort()).toEqual(
      ['assets/index-abc.css', 'assets/index-abc.js', 'assets/logo.svg', 'index.html', 'manifest.webmanifest'].sort(),
    );
    const file = path.join(dist, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(statSync(`${file}.br`).size).toBeLessThan(js.length / 3);
    expect(gunzipSync(readFileSync(path.join(dist, 'index.html.gz'))).toString()).toContain('게임셸프');
  });

  it('leaves binary files alone and never compresses its own output', () => {
    const { dist } = buildFolder();
    precompress(dist);
    expect(existsSync(path.join(dist, 'assets', 'cover.webp.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'index.html.br.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'index.html.gz.gz'))).toBe(false);
  });

  it('skips files whose copies are up to date and redoes changed ones', () => {
    const { dist } = buildFolder();
    precompress(dist);
    expect(precompress(dist)).toEqual([]);
    const html = path.join(dist, 'index.html');
    writeFileSync(html, '<!doctype html><title>changed</title>');
    const later = new Date(Date.now() + 5_000);
    utimesSync(html, later, later);
    expect(precompress(dist).map((r) => r.file)).toEqual(['index.html']);
    expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toContain('changed');
  });
});
