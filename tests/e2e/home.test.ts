import { describe, expect, it } from 'vitest';
import { type HomeData, type LoginData, createReview, getHomeData, devSignIn } from '@gameshelf/contracts';
import { useDevSession } from './dev-session.ts';
import { pathOf, openLive } from './users.ts';

const session = useDevSession();

const post = async <T>(path: string, body: object, token?: string): Promise<T> => {
  const res = await fetch(`${session.server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

describe('home on the production build', () => {
  it('lets a guest swipe the banners, close the notice for good, and open a popular game and a review’s author', async () => {
    // A player's review, so 인기 리뷰 has one.
    const writer = await post<LoginData>(devSignIn.path, { username: 'home_writer' });
    const before = (await (await fetch(`${session.server.baseUrl}${getHomeData.path}`)).json()) as HomeData;
    const game = before.popularGames[0]!;
    await post(
      createReview.path,
      { gameId: game.id, rating: 5, content: '처음부터 끝까지 손을 놓을 수 없었던 게임이에요. 강력 추천!' },
      writer.accessToken,
    );

    // Reduced motion holds auto-play, so only the drag can move the banners.
    const context = await session.browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'ko-KR', reducedMotion: 'reduce' });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 404, body: '' }));
    const page = await context.newPage();
    await openLive(page, session.server.baseUrl);

    // The seeded welcome notice, closed for good.
    const strip = page.getByRole('complementary', { name: '중요 공지' });
    await expect.poll(() => strip.count(), { timeout: 15_000 }).toBe(1);
    await strip.getByRole('button', { name: '공지 닫기' }).click();
    await expect.poll(() => strip.count()).toBe(0);

    // A drag over 50 px moves the banners to the next slide.
    const carousel = page.getByRole('region', { name: '이벤트 배너' });
    await expect.poll(() => carousel.getAttribute('data-index'), { timeout: 15_000 }).toBe('0');
    const box = (await carousel.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => carousel.getAttribute('data-index'), { timeout: 5_000 }).toBe('1');
    // The drag did not count as a click on the banner.
    expect(pathOf(page)).toBe('/');

    await page.reload();
    await expect.poll(() => page.getByRole('region', { name: '인기 게임' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await strip.count()).toBe(0);

    // A popular game opens its page.
    const games = page.getByRole('list', { name: '인기 게임 목록' });
    await games.getByRole('link').first().click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(`/game/${game.id}`);

    // A popular review's author opens their profile.
    await page.goBack();
    const review = page.getByRole('list', { name: '인기 리뷰 목록' }).locator('[data-slot="review-card"]').first();
    await expect.poll(() => review.count(), { timeout: 15_000 }).toBe(1);
    await review.getByRole('link', { name: /home_writer/ }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/user/home_writer');
    await context.close();
  });
});
