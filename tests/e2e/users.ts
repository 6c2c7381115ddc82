import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Opens `url` and waits until the app handles the page (`data-live` on <html>,
 * apps/web/src/app/mark-live.ts): a server-rendered page's scripts load after its first paint, and a
 * press before then meets plain markup. `goto` alone does not wait for them: for a browser that has
 * Pretendard, the fonts stylesheet holds the first paint, and the page's load event can come before the
 * scripts are even asked for.
 */
export async function openLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-live]', { state: 'attached', timeout: ACTION_TIMEOUT_MS });
}

/** How long one browser action, navigation or API call of a test may take. */
export const ACTION_TIMEOUT_MS = 20_000;

/** A phone-sized browser in Korea; requests off the test server are answered 404. */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 404, body: '' }));
  // Every action and navigation fails with its own step instead of running into the test's timeout.
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
}

/**
 * A new player on a phone-sized page: the development sign-in on /auth/login, then profile setup
 * with a nickname, ending on home.
 */
export async function signUp(browser: Browser, baseUrl: string, username: string, nickname: string): Promise<Page> {
  const page = await (await phoneContext(browser)).newPage();
  await page.goto(`${baseUrl}/auth/login`);
  const form = page.getByRole('form', { name: '개발용 로그인' });
  await form.getByLabel('사용자 이름').fill(username);
  await form.getByRole('button', { name: '로그인' }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/profile-setup');
  await page.getByLabel('닉네임', { exact: true }).fill(nickname);
  await expect.poll(() => page.getByText('사용 가능한 닉네임입니다.').count(), { timeout: 10_000 }).toBe(1);
  await page.getByRole('button', { name: '시작하기', exact: true }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/');
  return page;
}

/**
 * A call to the API from the signed-in page, with its token from the app's storage; an answer that never
 * comes fails the call. Answers the status and the parsed body (null when there is none).
 */
export async function apiRequest<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate<{ status: number; body: T }, { url: string; method: string; body?: string; timeoutMs: number }>(
    async ({ url, method, body, timeoutMs }) => {
      const stored = JSON.parse(localStorage.getItem('auth-storage')!) as { state: { accessToken: string } };
      const res = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${stored.state.accessToken}`, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { url: path, method, body: body === undefined ? undefined : JSON.stringify(body), timeoutMs: ACTION_TIMEOUT_MS },
  );
}

/** The signed-in page's own API answers (its token from the app's storage). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return (await apiRequest<T>(page, 'GET', path)).body;
}
