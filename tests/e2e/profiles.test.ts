import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { unzipSync } from 'fflate';
import {
  accountMessages,
  profileMessages,
  type CollectionSummary,
  type DataExport,
  type GamePage,
  createReview,
  pageUserCollections,
  endpointPath,
  listGames,
  addCollectionGame,
  createCollection,
} from '@gameshelf/contracts';
import { useDevSession } from './dev-session.ts';
import { pathOf, signUp, openLive } from './users.ts';

const session = useDevSession();

/** Calls the API from inside the page with its signed-in user's token (setting things up fast). */
async function apiAs<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const stored = JSON.parse(localStorage.getItem('auth-storage')!) as { state: { accessToken: string } };
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${stored.state.accessToken}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { url: `${session.server.baseUrl}${path}`, method, body },
  );
}

/** The figure under `label` in the profile's four stats. */
const stat = (page: Page, label: string) =>
  page
    .getByRole('group', { name: '통계 요약' })
    .locator('[data-slot="stat-tile"]', { hasText: label })
    .locator('[data-slot="stat-tile-value"]');

describe('profiles on the production build', () => {
  it('shows stats to the owner, public parts to others, hides a private profile, and exports the data', async () => {
    const base = session.server.baseUrl;
    const [first, second, third] = ((await (await fetch(`${base}${listGames.path}?size=3`)).json()) as GamePage).content;

    // Two collections (one private), three games, one cleared with playtime, and a review.
    const owner = await signUp(session.browser, base, 'profile_e2e', '프로필주인');
    const shelf = (await apiAs<CollectionSummary>(owner, 'POST', createCollection.path, { name: '공개 선반', isPublic: true })).body;
    const secret = (await apiAs<CollectionSummary>(owner, 'POST', createCollection.path, { name: '비밀 선반', isPublic: false })).body;
    for (const [collection, game, extra] of [
      [shelf, first!, { playStatus: 'COMPLETED', playtimeHours: 42, completionPercentage: 100 }],
      [shelf, second!, { playStatus: 'PLAYING', playtimeHours: 8 }],
      [secret, third!, { playStatus: 'PLAYING', playtimeHours: 5 }],
    ] as const) {
      const added = await apiAs(owner, 'POST', endpointPath(addCollectionGame, { id: collection.id }), { gameId: game.id, ...extra });
      expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    }
    const review = await apiAs(owner, 'POST', createReview.path, {
      gameId: first!.id,
      rating: 5,
      content: '프로필에서 보이는 리뷰예요.',
      completionStatus: 'COMPLETED',
    });
    expect(review.status, JSON.stringify(review.body)).toBeLessThan(300);

    // The owner: my page's card leads to the profile, with everything counted.
    await openLive(owner, `${base}/mypage`);
    await owner
      .getByRole('region', { name: '내 프로필' })
      .getByRole('link', { name: /프로필주인/ })
      .click();
    await expect.poll(() => pathOf(owner), { timeout: 15_000 }).toBe('/user/profile_e2e');
    await expect.poll(() => stat(owner, '보유 게임').textContent(), { timeout: 15_000 }).toBe('3개');
    expect(await stat(owner, '클리어').textContent()).toBe('1개');
    expect(await stat(owner, '플레이 시간').textContent()).toBe('55시간');
    expect(await stat(owner, '컬렉션').textContent()).toBe('2개');
    await owner.getByRole('tab', { name: '컬렉션' }).click();
    const ownCollections = owner.getByRole('list', { name: '컬렉션' });
    await expect.poll(() => ownCollections.getByRole('link').count(), { timeout: 10_000 }).toBe(2);
    expect(await ownCollections.getByText('비공개').count()).toBe(1);

    // Another player sees only the public shelf, and the review.
    const visitor = await signUp(session.browser, base, 'profile_visitor_e2e', '구경꾼');
    await openLive(visitor, `${base}/user/profile_e2e`);
    await expect.poll(() => stat(visitor, '보유 게임').textContent(), { timeout: 15_000 }).toBe('2개');
    expect(await stat(visitor, '플레이 시간').textContent()).toBe('50시간');
    expect(await stat(visitor, '컬렉션').textContent()).toBe('1개');
    await visitor.getByRole('tab', { name: '컬렉션' }).click();
    const seen = visitor.getByRole('list', { name: '컬렉션' });
    await expect.poll(() => seen.getByRole('link').count(), { timeout: 10_000 }).toBe(1);
    expect(await seen.textContent()).toContain('공개 선반');
    expect(await seen.textContent()).not.toContain('비밀 선반');
    await visitor.getByRole('tab', { name: '리뷰' }).click();
    await expect.poll(() => visitor.getByText('프로필에서 보이는 리뷰예요.').count(), { timeout: 10_000 }).toBe(1);

    // The owner makes the profile private from the settings dialog.
    await openLive(owner, `${base}/mypage`);
    await owner.getByRole('banner').getByRole('button', { name: '설정' }).click();
    const visibility = owner.getByRole('dialog', { name: '설정' }).getByRole('switch', { name: '프로필 공개' });
    await expect.poll(() => visibility.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
    await visibility.click();
    await expect.poll(() => owner.getByText(accountMessages.profileNowPrivate).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await owner.keyboard.press('Escape');

    await visitor.reload();
    await expect.poll(() => visitor.getByText(profileMessages.privateProfileTitle).count(), { timeout: 15_000 }).toBe(1);
    expect(await visitor.getByRole('tab').count()).toBe(0);
    expect(await visitor.getByText('프로필에서 보이는 리뷰예요.').count()).toBe(0);
    const refused = await apiAs<{ code?: string }>(visitor, 'GET', endpointPath(pageUserCollections, { username: 'profile_e2e' }));
    expect(refused).toMatchObject({ status: 403, body: { code: 'PRIVATE_PROFILE' } });

    // The export: a JSON file with the user's data, and a zip of CSV files spreadsheets open in Korean.
    const exportSection = owner.getByRole('region', { name: '내 데이터 내보내기' });
    const [jsonDownload] = await Promise.all([owner.waitForEvent('download'), exportSection.getByRole('button', { name: /JSON/ }).click()]);
    expect(jsonDownload.suggestedFilename()).toMatch(/^gameshelf-profile_e2e-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await jsonDownload.path(), 'utf8')) as DataExport;
    expect(data.profile.username).toBe('profile_e2e');
    expect(data.collections.map((c) => [c.name, c.isPublic, c.games.length]).sort()).toEqual([
      ['공개 선반', true, 2],
      ['비밀 선반', false, 1],
    ]);
    expect(data.reviews.map((r) => r.content)).toEqual(['프로필에서 보이는 리뷰예요.']);

    const [csvDownload] = await Promise.all([owner.waitForEvent('download'), exportSection.getByRole('button', { name: /CSV/ }).click()]);
    expect(csvDownload.suggestedFilename()).toMatch(/\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await csvDownload.path())));
    const collectionsCsv = Object.entries(files).find(([name]) => name.includes('collection'))?.[1];
    expect(collectionsCsv).toBeDefined();
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(collectionsCsv);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('비밀 선반');
  });
});
