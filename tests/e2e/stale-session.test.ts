import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { accountMessages, type UserInfo } from '@gameshelf/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { startBuiltServer, type RunningServer } from './server.ts';
import { pathOf, phoneContext } from './users.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** An HS256 token with our claims' shape, signed with a key the server does not know. */
function foreignAccessToken(expiresInSeconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sid: 'gone', role: 'user', sub: '1', iss: 'gameshelf', aud: 'gameshelf-api', iat: now - 7200, exp: now + expiresInSeconds })}`;
  return `${head}.${createHmac('sha256', randomBytes(32)).update(head).digest('base64url')}`;
}

const user: UserInfo = {
  id: 1,
  username: 'left_behind',
  displayName: '지난세션',
  bio: '',
  profileImageUrl: null,
  darkModeEnabled: false,
  notificationEnabled: true,
  profileCompleted: true,
  role: 'user',
};

describe('a stored session the server no longer accepts, opened on a public page', () => {
  it.each([
    ['expired', foreignAccessToken(-3600)],
    ['refused (signed by another key, not yet expired)', foreignAccessToken(3600)],
  ])('%s: home stays, without an error, as a guest', async (_case, accessToken) => {
    const context = await phoneContext(browser);
    const session = { state: { user, accessToken, refreshToken: 'spent-refresh-token', isAuthenticated: true }, version: 0 };
    // Stored before the app's first script runs, once (a reload must not bring it back).
    await context.addInitScript((stored) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('auth-storage', stored);
    }, JSON.stringify(session));
    // A slow network: the refresh answers late, after the page's first calls have had their answers.
    await context.route('**/api/auth/refresh', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);

    // The start-up check and every call it held back are over once the session is gone from storage.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              (JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state?: { isAuthenticated?: boolean } }).state
                ?.isAuthenticated,
          ),
        { timeout: 15_000 },
      )
      .toBe(false);
    // Time for a late 401 to show its toast and move (the client waits 100 ms).
    await page.waitForTimeout(1500);
    expect(pathOf(page)).toBe('/');
    await expect.poll(() => page.getByText(accountMessages.authRequiredAgain).count()).toBe(0);
    expect(await page.getByText('인증이 필요합니다').count()).toBe(0);
    expect(await page.getByText(accountMessages.authExpired).count()).toBe(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage')!) as { state: Record<string, unknown> });
    expect(stored.state).toMatchObject({ isAuthenticated: false, accessToken: null, refreshToken: null, user: null });
    // A guest's header: the way to sign in, not my page.
    await expect.poll(() => page.getByRole('link', { name: '마이페이지' }).count()).toBe(0);
    await context.close();
  });
});
