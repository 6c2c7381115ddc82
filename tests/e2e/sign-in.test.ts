import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startFakeOAuthProvider, type FakeOAuthProvider, type FakeProviderName } from '@gameshelf/test-fakes/oauth-provider';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { startBuiltServer, type RunningServer } from './server.ts';
import { openLive } from './users.ts';

const PROVIDERS: Array<{ name: FakeProviderName; button: string }> = [
  { name: 'google', button: 'Google로 계속하기' },
  { name: 'kakao', button: '카카오로 계속하기' },
  { name: 'discord', button: 'Discord로 계속하기' },
];

/** A 64 × 64 PNG made without any image library: one red IDAT, zlib-stored. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(64, 0);
  header.writeUInt32BE(64, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(64 * 3, Buffer.from([220, 30, 60]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 64 }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let server: RunningServer;
let browser: Browser;
const fakes = {} as Record<FakeProviderName, FakeOAuthProvider>;

beforeAll(async () => {
  const env: Record<string, string> = {};
  for (const { name } of PROVIDERS) {
    fakes[name] = await startFakeOAuthProvider(name);
    Object.assign(env, fakes[name].env);
  }
  server = await startBuiltServer({ env });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all(Object.values(fakes).map((f) => f.close()));
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'ko-KR' });
  // No outside network: anything but the app and the fake providers (all on 127.0.0.1) gets a 404.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 404, body: '' }));
  return { context, page: await context.newPage() };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Login screen → provider button → the fake's consent page → back through our callback. */
async function signInThroughProvider(page: Page, provider: (typeof PROVIDERS)[number]) {
  await openLive(page, `${server.baseUrl}/auth/login`);
  await page.getByRole('button', { name: provider.button }).click();
  await page.waitForURL((url) => url.origin === fakes[provider.name].origin, { timeout: 15_000 });
  await page.getByRole('button', { name: '계속' }).click();
}

async function storedSession(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('auth-storage') ?? 'null') as {
        state: {
          accessToken: string;
          refreshToken: string;
          isAuthenticated: boolean;
          user: { displayName: string | null; darkModeEnabled: boolean; profileImageUrl: string | null };
        };
      } | null,
  );
}

describe('sign-in round trip through the fake providers on the production build', () => {
  it.each(PROVIDERS)('$name: new user → /profile-setup → / after setup', async (provider) => {
    const { context, page } = await newPage();
    fakes[provider.name].setAccount({
      id: `${Date.now()}`.slice(-9),
      name: `${provider.name} tester`,
      email: `${provider.name}@e2e.test`,
      emailVerified: true,
    });
    const visited: URL[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(new URL(request.url()));
    });
    await signInThroughProvider(page, provider);
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/profile-setup');
    // Only a one-time code reaches the callback page; no token is ever in an address.
    const callback = visited.find((url) => url.pathname === '/auth/callback');
    expect([...(callback?.searchParams.keys() ?? [])]).toEqual(['code']);
    expect(visited.map(String).join(' ')).not.toMatch(/accessToken|refreshToken/);
    // Nor in the server's request log.
    expect(server.output()).toContain('/auth/callback?code=');
    const { accessToken, refreshToken } = (await storedSession(page))!.state;
    expect(server.output()).not.toContain(accessToken);
    expect(server.output()).not.toContain(refreshToken);
    expect(server.output()).not.toContain(callback!.searchParams.get('code')!);

    await page.getByLabel('닉네임', { exact: true }).fill(`${provider.name}유저`);
    await expect.poll(() => page.getByText('사용 가능한 닉네임입니다.').count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('button', { name: '시작하기', exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/');
    expect((await storedSession(page))?.state).toMatchObject({ isAuthenticated: true, user: { displayName: `${provider.name}유저` } });
    await expect.poll(() => page.getByRole('link', { name: '마이페이지' }).count()).toBe(1);
    await context.close();
  });

  it('a new user sets up a profile with a photo, toggles dark mode, survives a refresh and logs out', async () => {
    const { context, page } = await newPage();
    fakes.google.setAccount({ id: '900000001', name: 'Photo Person', email: 'photo@e2e.test', emailVerified: true });
    await signInThroughProvider(page, PROVIDERS[0]!);
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/profile-setup');

    await page.getByLabel('프로필 사진 파일').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByLabel('닉네임', { exact: true }).fill('사진있는유저');
    await expect.poll(() => page.getByText('사용 가능한 닉네임입니다.').count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('button', { name: '시작하기', exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/');
    const imageUrl = (await storedSession(page))!.state.user.profileImageUrl;
    expect(imageUrl).toMatch(/^\/uploads\/profile-images\/.+\.webp$/);
    const image = await page.request.get(`${server.baseUrl}${imageUrl}`);
    expect(image.headers()['content-type']).toBe('image/webp');

    // Dark mode from the header is saved to the server for a signed-in user.
    await page
      .getByRole('button', { name: /다크 모드|라이트 모드/ })
      .first()
      .click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const token = (await storedSession(page))!.state.accessToken;
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`${server.baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).json())
            .darkModeEnabled,
      )
      .toBe(true);

    // An access token the server no longer accepts: the client refreshes once and carries on.
    const before = await storedSession(page);
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('auth-storage')!);
      stored.state.accessToken = 'expired.or.garbage';
      localStorage.setItem('auth-storage', JSON.stringify(stored));
    });
    await page.goto(`${server.baseUrl}/mypage`);
    await expect.poll(() => page.getByText('사진있는유저').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const after = await storedSession(page);
    expect(after?.state.refreshToken).not.toBe(before?.state.refreshToken);
    expect(after?.state.isAuthenticated).toBe(true);

    // Log out from the settings dialog: the session ends on the server too.
    await page.getByRole('button', { name: '설정', exact: true }).first().click();
    // The dialog's own button (the page's settings entry also mentions 로그아웃; the dialog loads on first open).
    await page.getByRole('dialog', { name: '설정' }).getByRole('button', { name: '로그아웃' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/');
    await expect.poll(async () => (await storedSession(page))?.state.isAuthenticated ?? false).toBe(false);
    const refresh = await page.request.post(`${server.baseUrl}/api/auth/refresh`, { data: { refreshToken: after!.state.refreshToken } });
    expect(refresh.status()).toBe(401);
    await context.close();
  });

  it('a guest opening a protected page goes to login; as a new user, profile setup ends on / (spec 2)', async () => {
    const { context, page } = await newPage();
    await page.goto(`${server.baseUrl}/mypage`);
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/auth/login');
    fakes.kakao.setAccount({ id: '900000002', name: 'Returning', email: 'returning@e2e.test', emailVerified: true });
    await page.getByRole('button', { name: '카카오로 계속하기' }).click();
    await page.waitForURL((url) => url.origin === fakes.kakao.origin, { timeout: 15_000 });
    await page.getByRole('button', { name: '계속' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/profile-setup');
    await page.getByLabel('닉네임', { exact: true }).fill('돌아온유저');
    await expect.poll(() => page.getByText('사용 가능한 닉네임입니다.').count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('button', { name: '시작하기', exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/');
    await context.close();
  });
});
