// `npm run perf:web`: Lighthouse (mobile defaults: simulated slow 4G and CPU) on the production build.
// Builds (unless --skip-build), prepares a throwaway embedded database (perf-web-site.ts: the catalog
// seed, a public profile with a public collection, the notices), starts the server on it, audits the
// public pages (ROUTES) with Debian's Chromium, and prints one Markdown table plus what costs points.
// Game images come from a local stand-in for IGDB's CDN (perf-web-images.ts): there is no outside network.
// Timings are noisy on a shared machine: compare runs of the same session (--runs N takes the median).
//   npm run perf:web -- [--runs 3] [--skip-build] [--chromium /usr/bin/chromium] [--only /game/{id},/notices]
//     [--reports DIR] (every run's Lighthouse JSON, to read its LCP element, critical chains and long tasks)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { webPaths } from '@gameshelf/contracts';
import { startImageStandIn } from './perf-web-images.ts';
import { prepareSite, type AuditedSite } from './perf-web-site.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type RouteScore = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptBytes: number;
  /** Audits that cost points: id and title. */
  failing: string[];
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** The audited pages: the name the table shows (ids as `{id}`) and the path on the prepared site. */
export function auditedRoutes(site: AuditedSite): { name: string; path: string }[] {
  // A path builder encodes its values: the names show the braces as typed.
  const named = (build: (value: string) => string, placeholder = '{id}') => decodeURIComponent(build(placeholder));
  return [
    { name: webPaths.home, path: webPaths.home },
    { name: webPaths.landing, path: webPaths.landing },
    { name: webPaths.games, path: webPaths.games },
    { name: named(webPaths.game), path: webPaths.game(site.gameId) },
    { name: named(webPaths.publicCollection), path: webPaths.publicCollection(site.collectionId) },
    { name: named(webPaths.collectionDetail), path: webPaths.collectionDetail(site.collectionId) },
    { name: named(webPaths.user, '{username}'), path: webPaths.user(site.username) },
    { name: webPaths.notices, path: webPaths.notices },
    { name: named(webPaths.notice), path: webPaths.notice(site.noticeId) },
    { name: webPaths.login, path: webPaths.login },
  ];
}

/** The production server (`apps/api/dist/server.js`) on the embedded database in `dataDir`; resolves once healthy. */
async function startServer(dataDir: string, extraEnv: Record<string, string>): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // Lighthouse measures the pages alone: no background price refreshes on the same two cores.
      PRICE_REFRESH: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('The server did not become healthy.');
}

const score = (lhr: Result, category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** Audits with weight in a category that did not pass (performance: its metrics and opportunities). */
function failingAudits(lhr: Result): string[] {
  const failing = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9 || (ref.weight === 0 && category !== 'performance')) continue;
      if (category === 'performance' && ref.weight === 0 && audit.details?.type !== 'opportunity') continue;
      failing.add(`${category}: ${ref.id} (${audit.displayValue ?? audit.title})${consoleErrors(audit)}`);
    }
  }
  return [...failing];
}

/** The first console errors, so a failing errors-in-console audit says what was logged. */
function consoleErrors(audit: Result['audits'][string]): string {
  if (audit.id !== 'errors-in-console') return '';
  const items = (audit.details as { items?: Array<{ description?: string; sourceLocation?: { url?: string } }> } | undefined)?.items ?? [];
  return items
    .slice(0, 3)
    .map((item) => `\n    ${item.description ?? ''} ${item.sourceLocation?.url ?? ''}`.trimEnd())
    .join('');
}

function scriptBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details as
    { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
  return (details?.items ?? []).filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

export function toRouteScore(route: string, lhr: Result): RouteScore {
  return {
    route,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    scriptBytes: scriptBytes(lhr),
    failing: failingAudits(lhr),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The median run of a route (by performance score), so its metrics belong together. */
export function medianRun(runs: RouteScore[]): RouteScore {
  const target = median(runs.map((r) => r.performance));
  return runs.find((r) => r.performance === target)!;
}

export function formatTable(scores: RouteScore[]): string {
  const rows = scores.map(
    (s) =>
      `| ${s.route} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${(s.lcpMs / 1000).toFixed(2)} | ${s.cls.toFixed(3)} | ${Math.round(s.tbtMs)} | ${(s.scriptBytes / 1024).toFixed(1)} |`,
  );
  return [
    '| route | performance | accessibility | best practices | SEO | LCP (s) | CLS | TBT (ms) | JS on the wire (KB) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/**
 * Lighthouse on `url` in a fresh Chromium. A run Lighthouse itself could not record (its `runtimeError`,
 * e.g. NO_NAVSTART when the trace missed the navigation) is run again, up to twice: its scores are 0 and
 * would count as a run of the page in the median.
 */
async function audit(url: string, chromePath: string, extraFlags: readonly string[], attempts = 3): Promise<Result> {
  const lhr = await auditOnce(url, chromePath, extraFlags);
  if (!lhr.runtimeError) return lhr;
  if (attempts <= 1) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  console.log(`  (${lhr.runtimeError.code}: run again)`);
  return audit(url, chromePath, extraFlags, attempts - 1);
}

async function auditOnce(url: string, chromePath: string, extraFlags: readonly string[]): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--lang=ko-KR', ...extraFlags],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * First visits paint in the device's Korean font (docs/decisions.md): a phone always has one. Without
 * any (a bare Debian), Chromium lays each Hangul character out through the system's font fallback and
 * shows empty boxes, which is not what a phone does: say so (Debian: `apt-get install fonts-nanum`).
 */
function warnWithoutKoreanFont() {
  const fonts = spawnSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' });
  if (fonts.status === 0 && fonts.stdout.trim() !== '') return;
  console.error(
    'perf:web: this machine has no Korean font, unlike a phone; first visits will not measure as on one (Debian: apt-get install fonts-nanum).',
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '1' },
      'skip-build': { type: 'boolean', default: false },
      chromium: { type: 'string', default: '/usr/bin/chromium' },
      /** Comma-separated route names as the table shows them (`/game/{id},/notices`): only those. */
      only: { type: 'string' },
      reports: { type: 'string' },
    },
  });
  const runs = Math.max(1, Number(values.runs) || 1);
  warnWithoutKoreanFont();
  if (!values['skip-build']) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gameshelf-perf-'));
  try {
    await auditSite(dataDir, runs, values.chromium, values.only, values.reports);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prepares the site in `dataDir`, serves it and audits its pages (`only`: some of them). */
async function auditSite(dataDir: string, runs: number, chromium: string, onlyNames: string | undefined, reports?: string) {
  if (reports) mkdirSync(reports, { recursive: true });
  const site = await prepareSite(dataDir);
  // Covers load as they would from IGDB (perf-web-images.ts), not fail for want of a network: the
  // server makes ours from it (IGDB_IMAGE_URL), and Chromium reaches it for the pictures pages take from IGDB.
  const images = await startImageStandIn();
  const server = await startServer(dataDir, images.serverEnv);
  try {
    const only = onlyNames?.split(',').map((name) => name.trim());
    const routes = auditedRoutes(site).filter((route) => !only || only.includes(route.name));
    if (routes.length === 0) throw new Error(`No audited route is named ${onlyNames}.`);
    const scores: RouteScore[] = [];
    for (const route of routes) {
      const results: RouteScore[] = [];
      for (let i = 0; i < runs; i++) {
        console.error(`Lighthouse ${route.path} (run ${i + 1} of ${runs})`);
        const lhr = await audit(`${server.baseUrl}${route.path}`, chromium, images.chromeFlags);
        if (reports) writeFileSync(path.join(reports, `${route.name.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}.json`), JSON.stringify(lhr));
        results.push(toRouteScore(route.name, lhr));
      }
      scores.push(medianRun(results));
    }
    console.log(`\nLighthouse mobile, ${runs} run${runs > 1 ? 's (median)' : ''} per route, production build:\n`);
    console.log(formatTable(scores));
    for (const s of scores) {
      if (s.failing.length) console.log(`\n${s.route} loses points on:\n${s.failing.map((f) => `- ${f}`).join('\n')}`);
    }
  } finally {
    await images.close();
    await server.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
