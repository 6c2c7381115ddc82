import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SERVER_STATE_ELEMENT_ID, commonMessages, endpointPath, getCollection, listMyCollections } from '@gameshelf/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { startBuiltServer, type RunningServer } from './server.ts';
import { apiGet, pathOf, signUp } from './users.ts';

/** A copy of the web build this test may change (a "new build" is a changed sw.js), with its server entry beside it. */
const builds = mkdtempSync(join(tmpdir(), 'gameshelf-pwa-'));
const webDist = join(builds, 'dist');
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  cpSync(resolve(import.meta.dirname, '../../apps/web/dist'), webDist, { recursive: true });
  cpSync(resolve(import.meta.dirname, '../../apps/web/dist-server'), join(builds, 'dist-server'), { recursive: true });
  server = await startBuiltServer({ env: { NODE_ENV: 'development', WEB_DIST_DIR: webDist } });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(builds, { recursive: true, force: true });
});

/** Deploys a new build of the service worker (its compressed copies too, which the server prefers). */
function deployNewServiceWorker() {
  const file = join(webDist, 'sw.js');
  const next = `${readFileSync(file, 'utf8')}\n// build ${Date.now()}\n`;
  writeFileSync(file, next);
  writeFileSync(`${file}.br`, brotliCompressSync(next));
  writeFileSync(`${file}.gz`, gzipSync(next));
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

describe('the installed app on the production build', () => {
  it('registers /sw.js, keeps the own collections readable offline, refuses offline writes and offers a new version', async () => {
    const page = await signUp(browser, server.baseUrl, 'pwa_e2e', '설치유저');
    const { baseUrl } = server;

    // A collection to read offline later.
    await page.goto(`${baseUrl}/collection/new`);
    await page.getByLabel('컬렉션 이름').fill('오프라인 서재');
    await page.getByRole('button', { name: '만들기' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/collection');

    // The worker installed from /sw.js at the first visit (its offline-ready toast is a story's subject).
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null), {
        timeout: 30_000,
      })
      .toBe(`${baseUrl}/sw.js`);
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as { name: string; icons: unknown[] };
    expect(manifest).toMatchObject({ name: '게임셸프' });
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);

    // One online visit under the worker: the list and the collection are read through it.
    await page.reload();
    await expect.poll(() => controlled(page), { timeout: 15_000 }).toBe(true);
    const card = page.getByRole('list', { name: '내 컬렉션 목록' }).getByRole('link', { name: /오프라인 서재/ });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    const collectionPath = (await card.getAttribute('href'))!;
    // The server renders the page as a guest sees it; once hydrated, the app reads it again with the
    // session, through the worker, which keeps that answer for offline.
    const collectionApi = endpointPath(getCollection, { id: collectionPath.split('/').pop()! });
    const reread = page.waitForResponse((response) => new URL(response.url()).pathname === collectionApi && response.ok(), {
      timeout: 30_000,
    });
    await page.goto(`${baseUrl}${collectionPath}`);
    await expect.poll(() => page.getByRole('heading', { name: '오프라인 서재' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await reread;
    // A public page under the worker comes from the server with its screen, not as the cached shell.
    const served = await page.goto(`${baseUrl}/notices`);
    expect(await served!.text()).toContain(`id="${SERVER_STATE_ELEMENT_ID}"`);

    // Offline: the shell and the cached collection still open, with the offline bar.
    await page.context().setOffline(true);
    await page.goto(`${baseUrl}/collection`);
    await expect.poll(() => page.getByText(commonMessages.offline).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    await card.click();
    await expect.poll(() => page.getByRole('heading', { name: '오프라인 서재' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // An offline write is refused out loud, and nothing reaches the server.
    await page.goto(`${baseUrl}/collection/new`);
    await page.getByLabel('컬렉션 이름').fill('오프라인 새 서재');
    await page.getByRole('button', { name: '만들기' }).click();
    await expect.poll(() => page.getByText(commonMessages.offlineWrite).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.context().setOffline(false);
    const names = (await apiGet<{ name: string }[]>(page, listMyCollections.path)).map((c) => c.name);
    expect(names).toEqual(['오프라인 서재']);

    // A new build: the next visit finds it waiting, says so and asks. No keeps the running version…
    deployNewServiceWorker();
    const answer = (accept: boolean) =>
      new Promise<string>((resolveAsked) => {
        page.once('dialog', (dialog) => {
          resolveAsked(dialog.message());
          void (accept ? dialog.accept() : dialog.dismiss());
        });
      });
    const declined = answer(false);
    await page.goto(`${baseUrl}/collection`);
    await expect(declined).resolves.toBe(commonMessages.updateConfirm);
    await expect.poll(() => page.getByText(commonMessages.updateAvailable).count(), { timeout: 10_000 }).toBe(1);
    const waiting = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null);
    expect(await waiting()).toBe(true);

    // …and the next visit asks again; yes lets the new worker take over and the page reloads into it.
    const accepted = answer(true);
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await page.reload();
    await expect(accepted).resolves.toBe(commonMessages.updateConfirm);
    await reloaded;
    await expect.poll(waiting, { timeout: 20_000 }).toBe(false);
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
  });
});
