import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatTable, measureRoutes, routeFiles, staticClosure, type Manifest } from './js-budget.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_list.js': { file: 'assets/list.js', imports: ['_shared.js'] },
  'src/app/routes/games.tsx': { file: 'assets/games.js', imports: ['index.html', '_list.js', '_shared.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['index.html'] },
};

describe('js budget', () => {
  it('follows static imports once each, in load order', () => {
    expect(staticClosure(manifest, ['src/app/routes/games.tsx'])).toEqual([
      'assets/games.js',
      'assets/index.js',
      'assets/shared.js',
      'assets/list.js',
    ]);
  });

  it('gives each route the entry closure plus its own module closure', () => {
    expect(routeFiles(manifest, { '/': 'src/app/routes/home.tsx', '/games': 'src/app/routes/games.tsx' })).toEqual({
      '/': ['assets/index.js', 'assets/shared.js', 'assets/home.js'],
      '/games': ['assets/index.js', 'assets/shared.js', 'assets/games.js', 'assets/list.js'],
    });
  });

  it('fails loudly on a route the manifest does not know', () => {
    expect(() => routeFiles(manifest, { '/x': 'src/app/routes/x.tsx' })).toThrow(/no chunk "src\/app\/routes\/x.tsx"/);
  });

  it('sums raw and gzip bytes from the built files and marks routes over budget', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'js-budget-'));
    mkdirSync(path.join(dist, '.vite'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const contentOf = (file: string) => `console.log(${JSON.stringify(file)});`.repeat(50);
    for (const chunk of Object.values(manifest)) writeFileSync(path.join(dist, chunk.file), contentOf(chunk.file));

    const sizes = measureRoutes(dist, { '/': 'src/app/routes/home.tsx', '/games': 'src/app/routes/games.tsx' });

    const [home, games] = sizes;
    expect(home?.rawBytes).toBe(['assets/index.js', 'assets/shared.js', 'assets/home.js'].reduce((sum, f) => sum + contentOf(f).length, 0));
    expect(games!.gzipBytes).toBeGreaterThan(home!.gzipBytes);
    expect(games!.gzipBytes).toBeLessThan(games!.rawBytes);
    const table = formatTable(sizes, home!.gzipBytes);
    expect(table).toMatch(/\| \/ \| [\d.]+ \| [\d.]+ \| 3 \| ok \|/);
    expect(table).toMatch(/\| \/games \| [\d.]+ \| [\d.]+ \| 4 \| OVER \|/);
  });
});
