import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { startBuiltServer, type RunningServer } from './server.ts';

export type CatalogSession = { server: RunningServer; page: Page; close(): Promise<void> };

/**
 * The production build on a fresh database and a phone-sized Chromium page with no outside
 * network: cover images from IGDB's CDN are answered locally with a 404 (the card falls back).
 */
export async function openCatalogSession(): Promise<CatalogSession> {
  const server = await startBuiltServer();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'ko-KR' });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 404, body: '' }));
    const page = await context.newPage();
    const opened = browser;
    return {
      server,
      page,
      async close() {
        await opened.close();
        await server.stop();
      },
    };
  } catch (error) {
    await browser?.close();
    await server.stop();
    throw error;
  }
}

/** The cards of the game list on the page. */
export const gameCards = (page: Page) => page.getByRole('list', { name: '게임 목록' }).getByRole('listitem');
