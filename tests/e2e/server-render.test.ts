import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  SERVER_STATE_ELEMENT_ID,
  createCollection,
  listGames,
  updateAccountSettings,
  type CollectionSummary,
  type GamePage,
} from '@gameshelf/contracts';
import { useDevSession } from './dev-session.ts';
import { repoRoot, startBuiltServer } from './server.ts';
import { apiRequest, openLive, pathOf, phoneContext, signUp } from './users.ts';

const session = useDevSession();

const STATE_BLOCK = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">`;

/** The page's HTML as the server sends it, before any script runs, and its CSP. */
async function htmlOf(path: string): Promise<{ html: string; csp: string; root: string }> {
  const response = await fetch(`${session.server.baseUrl}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const start = html.indexOf('<div id="root">');
  // The screen and its data blocks run up to the script loader (apps/web/build/scripts-after-first-paint.ts).
  const end = html.indexOf('<script>', start);
  return { html, csp: response.headers.get('content-security-policy') ?? '', root: html.slice(start, end === -1 ? undefined : end) };
}

/** perf:web's site (scripts/perf-web-site.ts) in `dataDir`, prepared in a process of its own as perf:web does. */
function seedPerfSite(dataDir: string): void {
  const script = `import('./scripts/perf-web-site.ts').then((site) => site.prepareSite(${JSON.stringify(dataDir)}))`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`perf:web's site was not prepared: ${run.stderr}`);
}

/** Every console error and warning and every uncaught error of `page` (hydration mismatches land here). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Covers from IGDB cannot load here (phoneContext answers them 404): not a page problem. */
const pageProblems = (problems: string[]) => problems.filter((problem) => !/Failed to load resource.*404/.test(problem));

async function firstGames(): Promise<GamePage['content']> {
  return ((await (await fetch(`${session.server.baseUrl}${listGames.path}?size=3`)).json()) as GamePage).content;
}

describe('server-rendered public pages on the production build', () => {
  it('sends /game/{id} with its screen and state in the HTML, under the strict CSP', async () => {
    const [game] = await firstGames();
    const { root, csp } = await htmlOf(`/game/${game!.id}`);
    expect(root).toContain(`>${game!.nameKo ?? game!.name}</h1>`);
    expect(root).toContain(STATE_BLOCK);
    expect(csp).toMatch(/script-src [^;]*'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Nothing executable came with the render: the inline scripts stay index.html's (the pre-paint theme's
    // in the head, the script loader after the screen).
    expect(root).not.toMatch(/<script(?![^>]*type="application\/json")/);
  });

  it.each(['/', '/games', '/landing', '/notices', '/auth/login'])('sends %s with its screen, state and styles', async (path) => {
    const { root, html } = await htmlOf(path);
    expect(root).toContain(STATE_BLOCK);
    // The stylesheet is in the page: it paints without a round trip for it.
    expect(html).toMatch(/<style>[^<]*\.grid\{/);
    // Its link stays, disabled (neither fetched nor applied), for the app's chunk loader to find.
    expect(html.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g)?.every((link) => / disabled>$/.test(link))).toBe(true);
    expect(root).toContain('<main id="main"');
    // The data arrived before the render: no loading state in the screen.
    expect(root).not.toContain('data-slot="loading-state"');
    // Every part rendered in place: no part sent later as a template with an inline script (the CSP refuses those).
    expect(root).not.toMatch(/<script(?![^>]*type="application\/json")|<template/);
    // Nor a style attribute, which the CSP refuses in HTML (a console error each).
    expect(root).not.toContain(' style="');
  });

  it("renders every part in place from a server's first render on, however large, when no lazy chunk has loaded yet", async () => {
    // perf:web's site (a public collection of games: home's every section has content), rendered by a
    // server whose lazy parts' chunks have not loaded yet: such a part would come later in the stream.
    const fresh = await startBuiltServer({ prepare: async (dataDir) => seedPerfSite(dataDir) });
    try {
      expect((await (await fetch(`${fresh.baseUrl}/`)).text()).includes('id="home-popular-collections"')).toBe(true);
      for (const path of ['/', '/games', '/notices']) {
        const html = await (await fetch(`${fresh.baseUrl}${path}`)).text();
        const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script>', html.indexOf('<div id="root">')));
        expect(root, path).toContain(STATE_BLOCK);
        expect(root, path).not.toMatch(/<script(?![^>]*type="application\/json")|<template/);
      }
    } finally {
      await fresh.stop();
    }
  });

  it('sends home with its notice strip and banners in place, so nothing appears above the games later', async () => {
    const { root } = await htmlOf('/');
    expect(root).toContain('data-slot="notice-strip"');
    expect(root).toContain('data-slot="banner-carousel"');
    expect(root).not.toContain('data-slot="skeleton"');
  });

  it.each(['/', '/games', '/game/{id}'])("hydrates %s in the server's markup, loading no stylesheet again", async (route) => {
    const [game] = await firstGames();
    const page = await (await phoneContext(session.browser)).newPage();
    // Any change to the root's children (Preact moving the screen to match a server render that differs,
    // which has the browser lay the whole page out again) is counted from the parsed HTML on.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root')!;
        const watched = { changes: 0, screen: root.firstElementChild };
        Object.assign(window, { watched });
        new MutationObserver((records) => (watched.changes += records.length)).observe(root, { childList: true });
      });
    });
    await openLive(page, `${session.server.baseUrl}${route.replace('{id}', String(game!.id))}`);
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => {
      const { watched } = window as unknown as { watched: { changes: number; screen: Element | null } };
      return {
        changes: watched.changes,
        sameScreen: document.getElementById('root')!.firstElementChild === watched.screen,
        // The inline stylesheet's rules again, or Pretendard's on a first visit: either restyles every element.
        stylesheets: performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link' && /\.css(\?|$)/.test(entry.name))
          .map((entry) => entry.name),
        appliedFonts: Array.from(document.styleSheets).some((sheet) => sheet.href?.includes('/assets/fonts-')),
      };
    });
    expect(seen).toEqual({ changes: 0, sameScreen: true, stylesheets: [], appliedFonts: false });
    await page.context().close();
  });

  it("loads the game list's covers from our origin, as WebP at the width its cards need", async () => {
    const context = await session.browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    await page.goto(`${session.server.baseUrl}/games`, { waitUntil: 'networkidle' });
    const covers = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('[data-slot="game-card-cover"] img'))
        .slice(0, 6)
        .map((img) => ({ src: new URL(img.currentSrc).pathname, loaded: img.complete && img.naturalWidth > 0, shown: img.clientWidth })),
    );
    expect(covers).toHaveLength(6);
    for (const cover of covers) {
      // A 3-column card is about 119 px wide: 208 device pixels at 1.75×, so the 240 px cover.
      expect(cover.src).toMatch(/^\/api\/covers\/240\/[a-z0-9]+$/);
      expect(cover.loaded).toBe(true);
      expect(cover.shown * 1.75).toBeLessThanOrEqual(240);
    }
    const type = await page.evaluate(async (src) => (await fetch(src)).headers.get('content-type'), covers[0]!.src);
    expect(type).toBe('image/webp');
    await context.close();
  });

  it('says it is live only once the parts hydrated in later tasks answer too', async () => {
    const page = await (await phoneContext(session.browser)).newPage();
    // The header hydrates in a task of its own (lib/hydrate-later.tsx): its toggle is pressed the moment
    // the page says it is live, before any later task could hydrate it.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-live')) return;
        observer.disconnect();
        document.querySelector<HTMLButtonElement>('[data-slot="header-theme-toggle"]')!.click();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-live'] });
    });
    await openLive(page, `${session.server.baseUrl}/games`);
    await expect.poll(() => page.getByRole('button', { name: '다크 모드' }).getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });

  it('hydrates /game/{id} and /notices without a warning, then navigates on the client', async () => {
    const [game] = await firstGames();
    const page = await (await phoneContext(session.browser)).newPage();
    const problems = collectProblems(page);
    await page.goto(`${session.server.baseUrl}/game/${game!.id}`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(game!.nameKo ?? game!.name);
    // The app is live: a tab switches without a page load.
    await page.getByRole('tab', { name: '리뷰' }).click();
    await expect.poll(() => page.getByRole('tab', { name: '리뷰' }).getAttribute('aria-selected')).toBe('true');

    await page.goto(`${session.server.baseUrl}/notices`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { level: 1, name: '공지사항' }).count()).toBe(1);

    await page.goto(`${session.server.baseUrl}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.locator('a[href="/games"]').first().click();
    await expect.poll(() => pathOf(page)).toBe('/games');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

    // The notice list hydrates row by row in later tasks (lib/hydrate-later.tsx): the server's rows stay,
    // none doubled, and a row then opens its notice on the client.
    const served = (await htmlOf('/notices')).root.match(/<li><a /g)?.length ?? 0;
    expect(served).toBeGreaterThan(0);
    await page.goto(`${session.server.baseUrl}/notices`, { waitUntil: 'networkidle' });
    const rows = page.locator('ul[aria-label="공지사항 목록"] > li');
    expect(await rows.count()).toBe(served);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await rows.first().locator('a').click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/notices\/\d+$/);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect(pageProblems(problems)).toEqual([]);
    await page.context().close();
  });

  it("paints a first visit in the system's font, then fetches Pretendard for the next screens", async () => {
    const page = await (await phoneContext(session.browser)).newPage();
    const fontsAt: number[] = [];
    let loadedAt = Number.POSITIVE_INFINITY;
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fontsAt.push(Date.now());
    });
    page.on('load', () => (loadedAt = Date.now()));
    const fontOfBody = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const first = await page.goto(`${session.server.baseUrl}/notices`);
    expect(await fontOfBody()).not.toMatch(/Pretendard/);
    // The page's inline stylesheet goes without Pretendard's rules, which a first paint does not use.
    expect(await first!.text()).not.toContain('@font-face');
    // Once the page has settled its text's files arrive, and the page keeps its font until the next screen.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('fontsReady')), { timeout: 15_000 }).toBe('1');
    expect(fontsAt.length).toBeGreaterThan(0);
    expect(Math.min(...fontsAt)).toBeGreaterThanOrEqual(loadedAt);
    expect(await fontOfBody()).not.toMatch(/Pretendard/);
    // Its rules were read, not applied: added to the page, they would have it lay all its text out again.
    const fontFaceRulesLoaded = `[...document.styleSheets].some((sheet) =>
      (sheet.href || '').includes('/assets/fonts-') && [...sheet.cssRules].some((rule) => rule instanceof CSSFontFaceRule))`;
    expect(await page.evaluate(fontFaceRulesLoaded)).toBe(false);
    await page.locator('a[href^="/notices/"]').first().click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/notices\/\d+$/);
    await expect.poll(fontOfBody).toMatch(/^"?Pretendard Variable"?,/);
    await expect.poll(() => page.evaluate(fontFaceRulesLoaded)).toBe(true);
    // A later page load leads with Pretendard from its first paint.
    await page.goto(`${session.server.baseUrl}/games`, { waitUntil: 'commit' });
    await page.waitForSelector('main');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-fonts'))).toBe(true);
    // With the font's rules linked before the first paint (index.html's pre-paint script).
    expect(await page.locator('head link[rel="stylesheet"][href^="/assets/fonts-"][blocking="render"]').count()).toBe(1);
    await expect.poll(() => page.evaluate(fontFaceRulesLoaded)).toBe(true);
    await page.context().close();
  });

  it('hydrates silently for a signed-in visitor, whose screen then reads as them', async () => {
    const [game] = await firstGames();
    const page = await signUp(session.browser, session.server.baseUrl, 'ssr_viewer', '렌더시청자');
    const problems = collectProblems(page);
    await page.goto(`${session.server.baseUrl}/game/${game!.id}`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(game!.nameKo ?? game!.name);
    const wishlist = page.getByRole('group', { name: '게임 관리' }).getByRole('button', { name: /위시리스트/ });
    await wishlist.click();
    await expect.poll(() => wishlist.getAttribute('aria-pressed')).toBe('true');
    // The HTML is the guest's (not in the wishlist), so its toggle comes disabled, and it stays so until the
    // page has read the game again as the member: never pressable on the guest's "not in the wishlist".
    const html = await (await fetch(`${session.server.baseUrl}/game/${game!.id}`)).text();
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*disabled|<button[^>]*disabled[^>]*aria-pressed="false"/);
    await page.addInitScript(() => {
      const states: string[] = [];
      (window as { toggleStates?: string[] }).toggleStates = states;
      new MutationObserver(() => {
        const button = document.querySelector<HTMLButtonElement>('[data-slot="game-actions"] button');
        const state = button ? `${button.getAttribute('aria-pressed')}/${button.disabled ? 'disabled' : 'enabled'}` : 'none';
        if (states.at(-1) !== state) states.push(state);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => wishlist.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => wishlist.isEnabled()).toBe(true);
    const states = await page.evaluate(() => (window as { toggleStates?: string[] }).toggleStates ?? []);
    expect(states).toContain('false/disabled');
    expect(states, states.join(' ')).not.toContain('false/enabled');
    // Home was rendered for a guest (its bottom navigation offers 로그인); hydrated, it is the member's.
    await page.goto(`${session.server.baseUrl}/`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '마이페이지' }).count()).toBe(1);
    expect(pageProblems(problems)).toEqual([]);
    await page.context().close();
  });

  it('renders a public collection and profile, and nothing of private ones or a signed-in page', async () => {
    const owner = await signUp(session.browser, session.server.baseUrl, 'ssr_owner', '렌더주인');
    const shelf = (await apiRequest<CollectionSummary>(owner, 'POST', createCollection.path, { name: '공개 렌더 선반', isPublic: true }))
      .body;
    const secret = (await apiRequest<CollectionSummary>(owner, 'POST', createCollection.path, { name: '비밀 렌더 선반', isPublic: false }))
      .body;
    const profile = await htmlOf('/user/ssr_owner');
    expect(profile.root).toContain('렌더주인');
    expect(profile.root).toContain(STATE_BLOCK);
    // With the statistics of the tab it opens on: no loading state to replace after hydration.
    expect(profile.root).toContain('선호 장르');
    expect(profile.root).not.toContain('data-slot="loading-state"');
    // Its tabs' own style attributes (Radix) are not sent: the CSP would refuse them.
    expect(profile.root).toContain('role="tablist"');
    expect(profile.root).not.toContain(' style="');
    for (const path of [`/collection/${shelf.id}`, `/collection/public/${shelf.id}`]) {
      const { root } = await htmlOf(path);
      expect(root).toContain('공개 렌더 선반');
      expect(root).toContain(STATE_BLOCK);
    }
    const shell = (await htmlOf('/wishlist')).html;
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain(STATE_BLOCK);
    for (const path of [`/collection/${secret.id}`, `/collection/public/${secret.id}`]) {
      const { html } = await htmlOf(path);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(STATE_BLOCK);
      expect(html).not.toContain('비밀 렌더 선반');
    }
    // Made private, the profile (and with it every collection of it) renders nothing for anyone.
    expect((await apiRequest(owner, 'PATCH', updateAccountSettings.path, { isPublicProfile: false })).status).toBe(200);
    await owner.context().close();
    const hidden = await htmlOf('/user/ssr_owner');
    expect(hidden.html).toContain('<div id="root"></div>');
    expect(hidden.html).not.toContain(STATE_BLOCK);
    expect(hidden.html).not.toContain('렌더주인');
    for (const path of [`/collection/${shelf.id}`, `/collection/public/${shelf.id}`]) {
      const { html } = await htmlOf(path);
      expect(html).not.toContain(STATE_BLOCK);
      expect(html).not.toContain('공개 렌더 선반');
    }
  });
});
