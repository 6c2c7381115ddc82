import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { maintenanceMessages } from '@gameshelf/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { startBuiltServer, type RunningServer } from './server.ts';
import { pathOf, signUp } from './users.ts';

const run = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../..');

let dataDir = '';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startBuiltServer({
    env: { NODE_ENV: 'development' },
    prepare: async (dir) => {
      dataDir = dir;
    },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** `npm run maintenance -- …` as an operator runs it, on the server's DATA_DIR. */
const maintenance = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/maintenance.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

/** `/maintenance.json` as the server answers it now. */
async function servedFile(baseUrl: string) {
  const res = await fetch(`${baseUrl}/maintenance.json?t=${Date.now()}`);
  expect(res.headers.get('cache-control')).toContain('no-cache');
  return (await res.json()) as { enabled: boolean; title: string };
}

describe('maintenance on the production build', () => {
  it('covers the app with the notice once maintenance starts, refuses writes, and gives the app back when it ends', async () => {
    const page = await signUp(browser, server.baseUrl, 'maint_e2e', '점검유저');
    const { baseUrl } = server;
    await page.goto(`${baseUrl}/collection/new`);
    await page.getByLabel('컬렉션 이름').fill('점검 중 서재');

    // The operator starts maintenance now, for an hour.
    const from = new Date(Date.now() - 60_000).toISOString();
    const to = new Date(Date.now() + 3_600_000).toISOString();
    await maintenance('on', '--from', from, '--to', to, '--title', '정기 점검', '--message', '서버를 옮기고 있어요.\n곧 돌아올게요.');
    // The server looks at the file at most once a second.
    const served = () => servedFile(baseUrl);
    await expect.poll(served, { timeout: 5_000 }).toMatchObject({ enabled: true, title: '정기 점검' });

    // The page still open tries a write: the API refuses it (503), and the notice covers the app at once.
    await page.getByRole('button', { name: '만들기' }).click();
    const notice = page.getByRole('dialog', { name: '정기 점검' });
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => notice.textContent()).toContain('서버를 옮기고 있어요.');
    await expect.poll(() => notice.textContent()).toContain(maintenanceMessages.autoReload);
    const refused = await page.evaluate(async () => {
      const res = await fetch('/api/collections', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      return { status: res.status, body: (await res.json()) as { code?: string; message: string } };
    });
    expect(refused).toMatchObject({ status: 503, body: { code: 'MAINTENANCE', message: maintenanceMessages.writesRefused } });

    // A new visit shows the notice from its first check.
    await page.goto(`${baseUrl}/games`);
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);

    // Maintenance ends: '점검 상태 확인' finds it over and the page reloads into the app.
    await maintenance('off');
    await expect.poll(served, { timeout: 5_000 }).toMatchObject({ enabled: false });
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await notice.getByRole('button', { name: maintenanceMessages.refresh }).click();
    await reloaded;
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(0);
    expect(pathOf(page)).toBe('/games');
    await expect.poll(() => page.getByRole('navigation', { name: '주 메뉴' }).count(), { timeout: 15_000 }).toBe(1);
  });

  it('decides before the first render: a new visit paints the notice, and nothing of the app is ever shown', async () => {
    const { baseUrl } = server;
    const from = new Date(Date.now() - 60_000).toISOString();
    const to = new Date(Date.now() + 3_600_000).toISOString();
    await maintenance('on', '--from', from, '--to', to, '--title', '서버 이전', '--message', '곧 돌아올게요.');
    try {
      await expect.poll(() => servedFile(baseUrl), { timeout: 5_000 }).toMatchObject({ enabled: true, title: '서버 이전' });

      // The HTML itself carries the state (a data block, not a script: the strict CSP stays), still
      // compressed and revalidated on every visit.
      const res = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-encoding')).toBe('br');
      const scriptSrc = res.headers.get('content-security-policy')?.match(/script-src ([^;]*)/)?.[1];
      // The pre-paint theme script's hash and the script loader's (index.html).
      expect(scriptSrc).toMatch(/^'self'( 'sha256-[^']+'){2}$/);
      const block = /<script type="application\/json" id="maintenance-state">([\s\S]*?)<\/script>/.exec(await res.text());
      expect(block, 'index.html carries the maintenance state').not.toBeNull();
      expect(JSON.parse(block![1]!)).toMatchObject({ enabled: true, title: '서버 이전', message: '곧 돌아올게요.' });

      // In the browser: a MutationObserver from before the first script records whether anything of the
      // app (a link, a button, a field, the main area) was ever in the page before the notice.
      for (const path of ['/', '/games', '/index.html']) {
        const context = await browser.newContext({ serviceWorkers: 'block' });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const seen = { notice: false, appBeforeNotice: '' };
          Object.assign(window, { __firstPaint: seen });
          new MutationObserver(() => {
            if (document.querySelector('[role="dialog"]')) seen.notice = true;
            const app = document.querySelector('#root a, #root button, #root input, #root main');
            if (app && !seen.notice && !seen.appBeforeNotice) seen.appBeforeNotice = app.outerHTML.slice(0, 120);
          }).observe(document, { childList: true, subtree: true });
        });
        await page.goto(`${baseUrl}${path}`);
        const notice = page.getByRole('dialog', { name: '서버 이전' });
        await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
        expect(await page.evaluate(() => (window as unknown as { __firstPaint: unknown }).__firstPaint), path).toEqual({
          notice: true,
          appBeforeNotice: '',
        });
        expect(await page.locator('#root main').count()).toBe(0);
        await context.close();
      }
    } finally {
      await maintenance('off');
    }
  });
});
