// The first-visit JS budget (issue 11): for each route, the JS a first visit needs — the entry, what it
// imports statically (index.html preloads those), the route's lazy module and its static imports — must
// stay within BUDGET_GZIP_BYTES gzipped. Reads the web build's manifest, prints a table, exits 1 when a
// route is over:
//   node --import tsx scripts/js-budget.ts [dist folder]   (default: apps/web/dist; run after the build)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { webRoutes, type WebRoute } from '@gameshelf/contracts';

export const BUDGET_GZIP_BYTES = 110 * 1024;

/** A page's lazy module as a key of Vite's manifest (relative to apps/web), from the route manifest. */
const moduleOf = (route: WebRoute) => `src/features/${route.module}`;

/** Route → its lazy module: the first screens (the contract's `webRoutes`). */
export const BUDGETED_ROUTES: Record<string, string> = {
  '/': moduleOf(webRoutes.home),
  '/games': moduleOf(webRoutes.games),
  '/game/{id}': moduleOf(webRoutes.game),
  '/auth/login': moduleOf(webRoutes.login),
};

/** The part of Vite's `.vite/manifest.json` the budget reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

/** The manifest key of the HTML entry. */
function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('The manifest has no entry chunk: was the web app built with build.manifest?');
  return key;
}

/** Output files of `roots` and everything they import statically, each once, in load order. */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return files;
}

/** The JS files a first visit of each route loads: the entry's closure plus the route module's. */
export function routeFiles(manifest: Manifest, routes: Record<string, string>): Record<string, string[]> {
  const entry = entryKey(manifest);
  return Object.fromEntries(Object.entries(routes).map(([route, key]) => [route, staticClosure(manifest, [entry, key])]));
}

export function measureRoutes(distFolder: string, routes: Record<string, string> = BUDGETED_ROUTES): RouteSize[] {
  const manifest = JSON.parse(readFileSync(path.join(distFolder, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const cache = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = cache.get(file);
    if (!size) {
      const content = readFileSync(path.join(distFolder, file));
      size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
      cache.set(file, size);
    }
    return size;
  };
  return Object.entries(routeFiles(manifest, routes)).map(([route, files]) => ({
    route,
    files,
    rawBytes: files.reduce((sum, file) => sum + sizeOf(file).raw, 0),
    gzipBytes: files.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
  }));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatTable(sizes: RouteSize[], budget = BUDGET_GZIP_BYTES): string {
  const rows = sizes.map(
    (s) => `| ${s.route} | ${kb(s.gzipBytes)} | ${kb(s.rawBytes)} | ${s.files.length} | ${s.gzipBytes <= budget ? 'ok' : 'OVER'} |`,
  );
  return [`| route | gzip KB (budget ${kb(budget)}) | raw KB | files | |`, '| --- | ---: | ---: | ---: | --- |', ...rows].join('\n');
}

function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dist = process.argv[2] ?? path.join(here, '..', 'apps', 'web', 'dist');
  const sizes = measureRoutes(dist);
  console.log(`First-visit JS per route (entry, its static imports, the route module and its static imports):\n`);
  console.log(formatTable(sizes));
  const over = sizes.filter((s) => s.gzipBytes > BUDGET_GZIP_BYTES);
  if (over.length) {
    console.error(`\n✗ Over the ${kb(BUDGET_GZIP_BYTES)} KB budget: ${over.map((s) => s.route).join(', ')}`);
    for (const s of over) console.error(`  ${s.route}: ${s.files.join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
