import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  gogMessages,
  listGogGames,
  type Collection,
  type GogLibraryGame,
  getCollection,
  listMyCollections,
  endpointPath,
  getGogStats,
} from '@gameshelf/contracts';
import { startFakeGog, type FakeGog } from '@gameshelf/test-fakes/gog-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { startBuiltServer, type RunningServer } from './server.ts';
import { apiGet, pathOf, signUp } from './users.ts';

const GOG_USER_ID = '48628349957132247';
/** Seconds between syncs on this server, so the test can sync twice (the default is 180). */
const COOLDOWN_SECONDS = 3;

let gog: FakeGog;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  gog = await startFakeGog();
  gog.addAccount({
    userId: GOG_USER_ID,
    username: 'gog_e2e_player',
    products: [
      // By GOG product id (the catalog's cross-references).
      { id: 1308320804, title: 'Hollow Knight', releaseDate: '2017-02-24' },
      { id: 1771589310, title: 'Disco Elysium - The Final Cut', releaseDate: '2019-10-15' },
      // By title: the catalog has no GOG id for it.
      { id: 1423049311, title: 'Cyberpunk 2077', releaseDate: '2020-12-10' },
      // Nothing in the catalog: listed, dimmed.
      { id: 1999999001, title: 'Obscure Pixel Tale' },
      // Movies are not games: never listed.
      { id: 1207665463, title: 'The Art of Playing', isMovie: true, isGame: false },
    ],
  });
  server = await startBuiltServer({
    env: { NODE_ENV: 'development', STORE_SYNC_COOLDOWN_SECONDS: String(COOLDOWN_SECONDS), ...gog.env },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await gog?.close();
});

const cards = (page: Page) => page.getByRole('list', { name: 'GOG 게임 목록' }).getByRole('listitem');
const card = (page: Page, name: RegExp) => cards(page).filter({ hasText: name });

/**
 * On the guide: step 1 opens GOG's login page (the fake) in a popup, the player signs in there and
 * lands on the blank on_login_success page, whose whole address goes into the paste area.
 */
async function connectThroughGuide(page: Page) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: /GOG 로그인/ }).click()]);
  await expect.poll(() => popup.url(), { timeout: 15_000 }).toContain(`${gog.authUrl}/auth?`);
  await expect.poll(() => page.getByText(gogMessages.popupHint).count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await popup.getByRole('button', { name: new RegExp(GOG_USER_ID) }).click();
  await expect.poll(() => popup.url(), { timeout: 15_000 }).toContain('/on_login_success?origin=client&code=');
  const landedAt = popup.url();
  // Page.close() has no time limit and once waited out the whole test in CI (the fake GOG's log ended
  // at the landing page): the close is asked for, and the test goes on after at most 5 s.
  await Promise.race([popup.close(), new Promise((resolve) => setTimeout(resolve, 5_000))]);

  await page.getByRole('textbox', { name: /URL/ }).fill(landedAt);
  await page.getByRole('button', { name: '연결 완료하기' }).click();
  await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe('/gog/library');
  await expect.poll(() => page.getByText(gogMessages.connectedToast).count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect.poll(() => new URL(page.url()).search).toBe('');
}

/**
 * Reloads the library and waits for its stats. Until they arrive the page counts the cooldown from the
 * profile's last sync and the product's 180 s; this server's is 3 s (STORE_SYNC_COOLDOWN_SECONDS), so a
 * press in that moment would rightly get the cooldown toast instead of a sync.
 */
async function reloadLibrary(page: Page) {
  const stats = page.waitForResponse((response) => new URL(response.url()).pathname === getGogStats.path);
  await page.reload();
  await stats;
}

/** Presses sync once the card is idle (no cooldown left by the stats' count). */
async function syncLibrary(page: Page) {
  await expect.poll(() => page.locator('[data-slot="gog-sync-card"]').getAttribute('data-state'), { timeout: 15_000 }).toBe('idle');
  await page.getByRole('button', { name: gogMessages.sync, exact: true }).click();
}

describe('GOG on the production build, against the fake GOG', () => {
  it('connects by pasting the address, syncs, collects a game, and re-authenticates after GOG ends the login', async () => {
    // A failure shows what the server and the fake GOG last saw.
    onTestFailed(() => {
      const calls = gog.requests.slice(-15).map((r) => `${r.method} ${r.path}`);
      console.error(`fake GOG, last requests:\n${calls.join('\n')}\nserver output:\n${server.output().slice(-6_000)}`);
    });
    const page = await signUp(browser, server.baseUrl, 'gog_e2e', '고그유저');
    const { baseUrl } = server;

    await page.goto(`${baseUrl}/collection/new`);
    await page.getByLabel('컬렉션 이름').fill('고그 서재');
    await page.getByRole('button', { name: '만들기' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/collection');

    // My page → connect → guide → GOG's login in a popup → paste → back through my page to the library.
    await page.goto(`${baseUrl}/mypage`);
    await page.getByRole('link', { name: /GOG/ }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/gog/connect');
    await page.getByRole('button', { name: '연결 시작하기' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/gog/connect/guide');
    await connectThroughGuide(page);

    // Sync: two by GOG id, one by title, one unknown; the movie is skipped.
    await syncLibrary(page);
    await expect.poll(() => page.getByText(gogMessages.syncDone).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(4);
    const synced = await apiGet<GogLibraryGame[]>(page, listGogGames.path);
    expect(
      synced
        .filter((g) => g.mapped)
        .map((g) => g.gogTitle)
        .sort(),
    ).toEqual(['Cyberpunk 2077', 'Disco Elysium - The Final Cut', 'Hollow Knight']);
    await expect
      .poll(() =>
        card(page, /Obscure Pixel Tale/)
          .getByText(gogMessages.unmapped)
          .count(),
      )
      .toBe(1);

    // Hollow Knight into the new collection through the round add button.
    await card(page, /Hollow Knight/)
      .getByRole('button', { name: gogMessages.addToCollection })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('list', { name: '내 컬렉션' })
      .getByRole('button', { name: /고그 서재/ })
      .click();
    await expect.poll(() => page.getByText(gogMessages.addedToCollection).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect
      .poll(
        () =>
          card(page, /Hollow Knight/)
            .getByRole('button', { name: gogMessages.inCollection })
            .count(),
        { timeout: 10_000 },
      )
      .toBe(1);
    const collections = await apiGet<{ id: number; name: string }[]>(page, listMyCollections.path);
    const shelfId = collections.find((c) => c.name === '고그 서재')!.id;
    expect((await apiGet<Collection>(page, endpointPath(getCollection, { id: shelfId }))).games.map((g) => g.gameName)).toEqual([
      'Hollow Knight',
    ]);

    // GOG ends the login: the access token is stale and every refresh token refused.
    gog.advanceTime(3_700);
    gog.revokeRefreshTokens(GOG_USER_ID);
    await new Promise((resolve) => setTimeout(resolve, (COOLDOWN_SECONDS + 1) * 1000));
    await reloadLibrary(page);
    await syncLibrary(page);
    await expect.poll(() => page.getByText(gogMessages.authExpired).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const banner = page.getByRole('region', { name: gogMessages.authExpiredBanner });
    await expect.poll(() => banner.count()).toBe(1);
    // Our own session survived GOG's refusal.
    expect(pathOf(page)).toBe('/gog/library');

    // Re-authenticate: the guide again, a fresh code, the same library and collection.
    await banner.getByRole('link', { name: gogMessages.reauthenticate }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/gog/connect/guide');
    await connectThroughGuide(page);
    await expect.poll(() => page.getByRole('region', { name: gogMessages.authExpiredBanner }).count()).toBe(0);
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, (COOLDOWN_SECONDS + 1) * 1000));
    await syncLibrary(page);
    await expect.poll(() => page.getByText(gogMessages.syncDone).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const after = await apiGet<GogLibraryGame[]>(page, listGogGames.path);
    expect(after.find((g) => g.gogTitle === 'Hollow Knight')).toMatchObject({ mapped: true, inCollection: true });
    expect((await apiGet<Collection>(page, endpointPath(getCollection, { id: shelfId }))).games).toHaveLength(1);
  });
});
