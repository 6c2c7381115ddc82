import { describe, expect, it } from 'vitest';
import {
  webPaths,
  type Collection,
  type GamePage,
  type Review,
  listMyCollections,
  createReview,
  getOwnProfile,
  listGames,
} from '@gameshelf/contracts';
import type { Page } from 'playwright-core';
import { useDevSession } from './dev-session.ts';
import { apiRequest, phoneContext, signUp } from './users.ts';

const session = useDevSession();

/** A review written to attack its readers: script, event handlers, a javascript: link, markdown around them. */
const HOSTILE_REVIEW = [
  '<script>window.__pwned = "script"</script>',
  '<img src=x onerror="window.__pwned = \'img\'">',
  '<svg onload="alert(\'svg\')"></svg>',
  '<a href="javascript:alert(\'link\')">공략 보기</a>',
  '[마크다운 링크](javascript:alert(1))',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '"><script>alert(2)</script>',
  '전투가 정말 재미있어요.',
].join('\n');
/** The profile bio holds 30 characters, a collection name 10. */
const HOSTILE_BIO = '<img src=x onerror=alert(1)>';
const HOSTILE_NAME = '<b>굵게</b>';

/** Elements no user-written text may turn into. */
const INJECTED = 'main :is(script, iframe, svg[onload], img[onerror], a[href^="javascript:"], b)';

/**
 * Issue 21's XSS check in real Chromium: hostile review text, a bio and a collection name, written
 * through the API, are shown to another reader as the text they are on every screen that shows them,
 * with no element, handler or script of theirs in the page.
 */
describe('text users write, shown to others on the production build', () => {
  it('stays text on the game page, the profile and the public collection', async () => {
    const base = session.server.baseUrl;
    const [game] = ((await (await fetch(`${base}${listGames.path}?size=1`)).json()) as GamePage).content;
    const writer = await signUp(session.browser, base, 'xss_writer', '작성자');
    const bio = await apiRequest(writer, 'PUT', getOwnProfile.path, { displayName: '작성자', bio: HOSTILE_BIO });
    expect(bio.status).toBe(200);
    const review = await apiRequest<Review>(writer, 'POST', createReview.path, { gameId: game!.id, rating: 4, content: HOSTILE_REVIEW });
    expect(review.status).toBe(201);
    const collection = await apiRequest<Collection>(writer, 'POST', listMyCollections.path, { name: HOSTILE_NAME, isPublic: true });
    expect(collection.status).toBe(201);

    const reader = await phoneContext(session.browser);
    const page = await reader.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    /** Opens `path`, waits for `text` to show literally, and checks that nothing ran or was injected. */
    const showsInert = async (path: string, text: string, open?: (page: Page) => Promise<void>) => {
      await page.goto(`${base}${path}`);
      await open?.(page);
      await expect.poll(() => page.getByText(text, { exact: false }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(await page.locator(INJECTED).count(), path).toBe(0);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned), path).toBeUndefined();
      expect(dialogs, path).toEqual([]);
    };

    await showsInert(`${webPaths.game(game!.id)}?tab=reviews`, '<img src=x onerror=');
    expect(await page.getByText('<script>window.__pwned = "script"</script>').count()).toBeGreaterThan(0);
    await page.getByText('공략 보기', { exact: false }).first().click();
    await page.getByText('마크다운 링크', { exact: false }).first().click();
    expect(dialogs).toEqual([]);

    await showsInert(webPaths.user('xss_writer'), HOSTILE_BIO);
    await showsInert(webPaths.publicCollection(collection.body.id), HOSTILE_NAME);
    await showsInert(`${webPaths.publicCollections}?q=${encodeURIComponent('<b>')}`, HOSTILE_NAME);
    await reader.close();
  });
});
