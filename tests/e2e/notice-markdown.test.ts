import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { chromium, type Browser } from 'playwright-core';
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { startBuiltServer, type RunningServer } from './server.ts';

/** What an author might write to attack readers, beside what a notice legitimately holds. */
const HOSTILE_MARKDOWN = [
  '# 점검 안내',
  '',
  '<script>window.__pwned = "script"</script>',
  '',
  '<img src=x onerror="window.__pwned = \'onerror\'">',
  '',
  "[눌러보세요](javascript:window.__pwned='link')",
  '',
  '<iframe src="javascript:window.top.__pwned=\'iframe\'"></iframe>',
  '',
  '| 항목 | 시간 |',
  '| --- | --- |',
  '| 서버 점검 | 02:00-04:00 |',
  '',
  '```sh',
  'echo "점검 중"',
  '```',
  '',
  '[IGDB](https://www.igdb.com)',
].join('\n');

let server: RunningServer;
let browser: Browser;
const NOTICE_ID = 500;

beforeAll(async () => {
  server = await startBuiltServer({
    // The notice is written before the server starts (the admin screens come with the admin work).
    prepare: async (dataDir) => {
      const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
      await database.migrate();
      await database.db.execute(sql`INSERT INTO notices (id, title, content) VALUES (${NOTICE_ID}, '점검 안내', ${HOSTILE_MARKDOWN})`);
      await database.close();
    },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a notice on the production build', () => {
  it('renders hostile markdown inert while its table, code block and external link work', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'ko-KR' });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 404, body: '' }));
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${server.baseUrl}/notices/${NOTICE_ID}`);
    const article = page.getByRole('article');
    await expect.poll(() => article.getByRole('table').count(), { timeout: 15_000 }).toBe(1);

    expect(await article.getByRole('cell', { name: '02:00-04:00' }).count()).toBe(1);
    expect(await article.locator('pre code').textContent()).toContain('echo "점검 중"');
    const external = article.getByRole('link', { name: /IGDB/ });
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');

    // Nothing hostile made it into the page.
    expect(await page.locator('[data-slot="notice-markdown"] :is(script, iframe, img[onerror])').count()).toBe(0);
    const inert = article.getByText('눌러보세요');
    expect(await inert.evaluate((el) => el.closest('a'))).toBeNull();
    await inert.click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe(`/notices/${NOTICE_ID}`);
    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
