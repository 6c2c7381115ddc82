import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import type { PushPayload } from '@gameshelf/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { startBuiltServer, type RunningServer } from './server.ts';

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

describe('a push message on the production build', () => {
  it("is shown by the app's service worker as a notification with its title, body, tag and link", async () => {
    const { baseUrl } = server;
    const context = await browser.newContext();
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    const page = await context.newPage();
    // The registration id Chromium gives the worker, told over the DevTools protocol.
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await page.goto(baseUrl);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null), {
        timeout: 30_000,
      })
      .toBe(`${baseUrl}/sw.js`);
    await expect.poll(() => registrations.get(`${baseUrl}/`) ?? null, { timeout: 10_000 }).not.toBeNull();

    // The worker running (Chromium starts a stopped one for a push, but a message sent while it starts
    // can be missed by the DevTools session): Playwright sees it once it runs.
    await expect.poll(() => context.serviceWorkers().length, { timeout: 15_000 }).toBeGreaterThan(0);
    await context.serviceWorkers()[0]!.evaluate(() => 1);
    // What the server sends for a price alert (modules/push/service.ts pushPayloadOf), as the push
    // service hands it to the browser (no push service is reachable here: the server side is proven
    // against the local push service in apps/api/test/push).
    const payload: PushPayload = {
      title: '위시리스트 게임이 할인 중이에요',
      body: '하데스: Steam에서 50% 할인한 ₩10,750이에요.',
      url: '/game/7',
      tag: 'notification-42',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId: registrations.get(`${baseUrl}/`)!,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const notifications = (await registration?.getNotifications()) ?? [];
        return notifications.map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data as unknown }));
      });
    await expect.poll(shown, { timeout: 15_000 }).toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        icon: `${baseUrl}/icons/icon-192.png`,
        data: { url: `${baseUrl}/game/7` },
      },
    ]);

    // The same tag again replaces it (a re-sent notification is not shown twice).
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId: registrations.get(`${baseUrl}/`)!,
      data: JSON.stringify({ ...payload, body: '다시 보낸 알림' }),
    });
    await expect.poll(async () => (await shown()).map((n) => n.body), { timeout: 15_000 }).toEqual(['다시 보낸 알림']);
    await context.close();
  });
});
