import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** The first-visit JavaScript budget per route, gzipped (issue 35): the table marks routes over it. */
export const FIRST_VISIT_JS_BUDGET_BYTES = 110 * 1024;

/** One script a page loaded: its URL and its size as served (raw) and gzipped at level 9. */
export type LoadedScript = { url: string; rawBytes: number; gzipBytes: number };

export type FirstVisit = { route: string; scripts: LoadedScript[]; rawBytes: number; gzipBytes: number };

/**
 * Every script a first visit of `url` loads until the network is idle, in a fresh browser context (no
 * cache, no service worker yet): module scripts, modulepreloads and lazy chunks alike, each counted once,
 * with the body the browser received gzipped at level 9. A service worker's own precache downloads are not
 * the page's and are not counted (they start after the page is idle and fill the cache for later visits).
 */
export async function measureFirstVisit(browser: Browser, route: string, url: string): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'ko-KR', serviceWorkers: 'block' });
  // Covers and other third-party files cannot load here: answer them at once so the network goes idle.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.fulfill({ status: 404, body: '' }));
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response.body().catch(() => null),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // Work started after the first idle moment (a chunk imported from an effect) gets its turn too.
    await page.waitForTimeout(1_000);
    await page.waitForLoadState('networkidle');
    const scripts: LoadedScript[] = [];
    for (const [scriptUrl, body] of bodies) {
      const bytes = await body;
      if (!bytes) throw new Error(`${route}: the body of ${scriptUrl} could not be read`);
      scripts.push({ url: new URL(scriptUrl).pathname, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length });
    }
    return {
      route,
      scripts,
      rawBytes: scripts.reduce((sum, s) => sum + s.rawBytes, 0),
      gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A Markdown table of the visits against the budget. */
export function firstVisitTable(visits: readonly FirstVisit[], budget = FIRST_VISIT_JS_BUDGET_BYTES): string {
  const rows = visits.map(
    (v) => `| ${v.route} | ${kb(v.gzipBytes)} | ${kb(v.rawBytes)} | ${v.scripts.length} | ${v.gzipBytes <= budget ? 'ok' : 'OVER'} |`,
  );
  return [`| route | gzip KB (budget ${kb(budget)}) | raw KB | scripts | |`, '| --- | ---: | ---: | ---: | --- |', ...rows].join('\n');
}

/** For each route over the budget, its scripts largest first (gzip KB), to see what to cut. */
export function overBudgetScripts(visits: readonly FirstVisit[], budget = FIRST_VISIT_JS_BUDGET_BYTES): string {
  return visits
    .filter((v) => v.gzipBytes > budget)
    .map((v) => {
      const scripts = [...v.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).map((s) => `  ${kb(s.gzipBytes).padStart(6)}  ${s.url}`);
      return [`${v.route} (${kb(v.gzipBytes)} KB):`, ...scripts].join('\n');
    })
    .join('\n\n');
}
