import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleMessage } from 'playwright-core';
import { listGames } from '@gameshelf/contracts';
import { openCatalogSession, gameCards, type CatalogSession } from './catalog-page.ts';

type Violation = { directive: string; blockedURI: string; sample: string; source: string };

declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

let session: CatalogSession;
let page: CatalogSession['page'];
const consoleErrors: string[] = [];

beforeAll(async () => {
  session = await openCatalogSession();
  page = session.page;
  // Collected in the page from its first script on, so a violation during start-up is seen too.
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // Cover images from IGDB's CDN are answered with a 404 here (no outside network); the card falls back.
    if (message.text().startsWith('Failed to load resource') && /images\.igdb\.com/.test(message.location().url)) return;
    consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
});

afterAll(async () => {
  await session?.close();
});

/** Opens `path` on the production build, waits for `rendered`, and returns the document's CSP header. */
async function visit(path: string, rendered: () => Promise<unknown>): Promise<string | undefined> {
  const response = await page.goto(`${session.server.baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  await rendered();
  // Lazy chunks, fonts and images of the page settle before the violations are read.
  await page.waitForLoadState('networkidle');
  const violations = await page.evaluate(() => window.__cspViolations);
  expect(violations, `CSP violations on ${path}`).toEqual([]);
  expect(consoleErrors, `console errors on ${path}`).toEqual([]);
  return response?.headers()['content-security-policy'];
}

describe('the production build under its Content-Security-Policy', () => {
  it('renders the home page with no violation', async () => {
    const csp = await visit('/', () => expect.poll(() => page.locator('main').count(), { timeout: 30_000 }).toBeGreaterThan(0));
    expect(csp).toContain("default-src 'self'");
    // Only hashes besides 'self': the pre-paint theme script and the script loader (index.html).
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){2}(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('renders the game list with no violation', async () => {
    const csp = await visit('/games', () => expect.poll(() => gameCards(page).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(20));
    expect(csp).toContain("object-src 'none'");
  });

  it('renders a game page with no violation', async () => {
    const games = (await (await fetch(`${session.server.baseUrl}${listGames.path}?size=1`)).json()) as {
      content: { id: number; name: string }[];
    };
    const game = games.content[0]!;
    const csp = await visit(`/game/${game.id}`, () =>
      expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 30_000 }).toBeGreaterThan(0),
    );
    expect(csp).toContain('img-src');
  });

  it('renders the login page with no violation', async () => {
    const csp = await visit('/auth/login', () =>
      expect.poll(() => page.getByRole('button').count(), { timeout: 30_000 }).toBeGreaterThan(0),
    );
    expect(csp).toContain("form-action 'self'");
  });

  it('applied the pre-paint theme script under the policy', async () => {
    await page.evaluate(() => localStorage.setItem('guest-theme-storage', JSON.stringify({ state: { isDarkMode: true }, version: 0 })));
    await visit('/games', () => expect.poll(() => gameCards(page).count(), { timeout: 30_000 }).toBeGreaterThan(0));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.evaluate(() => localStorage.clear());
  });
});
