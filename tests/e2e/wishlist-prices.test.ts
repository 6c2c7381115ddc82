import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import {
  addWishlistGame,
  getGamePrices,
  listGames,
  pathOf as endpointPathOf,
  priceMessages,
  wishlistMessages,
  type GamePage,
  type GamePrices,
} from '@gameshelf/contracts';
import { startFakeStorePrices, type FakeStorePrices } from '@gameshelf/test-fakes/store-prices-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { startBuiltServer, type RunningServer } from './server.ts';
import { apiRequest, openLive, signUp } from './users.ts';

// Steam app ids of seed games.
const HOLLOW_KNIGHT = 367520;
const STARDEW_VALLEY = 413150;

let store: FakeStorePrices;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  store = await startFakeStorePrices({
    steam: {
      // ₩16,500 at half price, and ₩16,000 at its regular price (Steam sends KRW ×100).
      [HOLLOW_KNIGHT]: { initial: 1_650_000, final: 825_000 },
      [STARDEW_VALLEY]: { initial: 1_600_000, final: 1_600_000 },
    },
  });
  // The server's own background job refreshes the prices when it starts (the fake sells nothing else).
  server = await startBuiltServer({
    env: { NODE_ENV: 'development', PRICE_REFRESH: 'on', STEAM_STORE_URL: store.origin, GOG_API_URL: store.origin },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await store?.close();
});

async function gameIdOf(name: string): Promise<number> {
  const answer = (await (await fetch(`${server.baseUrl}${listGames.path}?keyword=${encodeURIComponent(name)}&size=5`)).json()) as GamePage;
  const game = answer.content.find((g) => g.name === name);
  if (!game) throw new Error(`${name} is not in the seed`);
  return game.id;
}

describe('the wishlist with store prices on the production build', () => {
  it('shows the price in won, the discount and the lowest ever from the store, and sorts by price', async () => {
    const hollowKnight = await gameIdOf('Hollow Knight');
    const stardew = await gameIdOf('Stardew Valley');
    // The refresh job runs in the background: its answers reach the API within a job's run.
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${server.baseUrl}${endpointPathOf(getGamePrices.path, { id: hollowKnight })}`)).json()) as GamePrices)
            .prices.length,
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(1);

    const page = await signUp(browser, server.baseUrl, 'price_e2e', '할인사냥꾼');
    for (const gameId of [hollowKnight, stardew])
      expect((await apiRequest(page, 'POST', addWishlistGame.path, { gameId })).status).toBe(201);

    await openLive(page, `${server.baseUrl}/wishlist`);
    const rows = page.getByRole('list', { name: '위시리스트 게임 목록' }).locator(':scope > li');
    const hollow = rows.filter({ hasText: /할로우 나이트|Hollow Knight/ });
    await expect.poll(() => hollow.textContent(), { timeout: 15_000 }).toContain('8,250원');
    const text = (await hollow.textContent()) ?? '';
    expect(text).toContain('50% 할인');
    expect(text).toContain('16,500원');
    expect(text).toContain(priceMessages.lowestEver);
    expect(text).toContain('Steam');

    // Cheapest first, then only what is on sale.
    await page.getByRole('combobox', { name: '정렬' }).selectOption('price');
    await expect.poll(() => rows.first().textContent()).toContain('8,250원');
    await page.getByRole('button', { name: wishlistMessages.onSale }).click();
    await expect.poll(() => rows.count()).toBe(1);

    // The game page lists the store's price too.
    await page.goto(`${server.baseUrl}/game/${hollowKnight}`);
    const prices = page.getByRole('region', { name: priceMessages.sectionTitle });
    await expect.poll(() => prices.textContent(), { timeout: 15_000 }).toContain('8,250원');
    expect(store.requests.some((request) => request.includes('cc=kr') && request.includes('l=koreana'))).toBe(true);
  });
});
