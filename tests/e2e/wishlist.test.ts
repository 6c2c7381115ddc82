import { describe, expect, it } from 'vitest';
import { suggestionMessages, wishlistMessages, type GamePage, listGames, listMyInfoSuggestions, pathOf } from '@gameshelf/contracts';
import { useDevSession } from './dev-session.ts';
import { signUp, openLive } from './users.ts';

const session = useDevSession();

describe('wishlist and corrections on the production build', () => {
  it('keeps a wishlist through the game pages and /wishlist, and stops corrections at 3 a day', async () => {
    const page = await signUp(session.browser, session.server.baseUrl, 'wish_e2e', '위시유저');

    // Two games on different platforms, from the catalog the session.server seeded.
    const pageOf = async (code: string) =>
      ((await (await fetch(`${session.server.baseUrl}${listGames.path}?size=100&platformCodes=${code}`)).json()) as GamePage).content;
    const switchGame = (await pageOf('SWITCH')).find((g) => !g.platformCodes.includes('PC'))!;
    const pcGame = (await pageOf('PC')).find((g) => !g.platformCodes.includes('SWITCH'))!;
    expect(switchGame && pcGame).toBeTruthy();
    const titleOf = (game: typeof switchGame) => game.nameKo ?? game.name;

    for (const game of [switchGame, pcGame]) {
      await openLive(page, `${session.server.baseUrl}/game/${game.id}`);
      const toggle = page.getByRole('group', { name: '게임 관리' }).getByRole('button', { name: /위시리스트/ });
      await expect.poll(() => toggle.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('false');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.getByText(wishlistMessages.added).count()).toBeGreaterThan(0);
    }
    // The flag comes from the session.server on a fresh load too.
    await page.reload();
    const toggle = page.getByRole('group', { name: '게임 관리' }).getByRole('button', { name: /위시리스트/ });
    await expect.poll(() => toggle.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');

    await openLive(page, `${session.server.baseUrl}/wishlist`);
    const items = page.getByRole('list', { name: '위시리스트 게임 목록' }).locator(':scope > li');
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(2);
    // Newest first, then by name when asked.
    await expect.poll(() => items.first().getByRole('link').getAttribute('href')).toBe(`/game/${pcGame.id}`);
    await page.getByRole('combobox', { name: '정렬' }).selectOption('name');
    const byName = [switchGame, pcGame].sort((a, b) => (titleOf(a).toLowerCase() < titleOf(b).toLowerCase() ? -1 : 1));
    await expect.poll(() => items.first().getByRole('link').getAttribute('href')).toBe(`/game/${byName[0]!.id}`);
    // Filtered by the session.server.
    await page.getByRole('group', { name: '플랫폼' }).getByRole('button', { name: 'Switch' }).click();
    await expect.poll(() => items.count()).toBe(1);
    await expect.poll(() => page.getByText('1개 게임').count()).toBe(1);
    await page.getByRole('group', { name: '플랫폼' }).getByRole('button', { name: 'Switch' }).click();
    await expect.poll(() => items.count()).toBe(2);
    // Removed, and still removed after a reload.
    await page.getByRole('button', { name: `${titleOf(switchGame)} 위시리스트에서 제거` }).click();
    await expect.poll(() => items.count()).toBe(1);
    await expect.poll(() => page.getByText(wishlistMessages.removed).count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => items.first().getByRole('link').getAttribute('href')).toBe(`/game/${pcGame.id}`);

    // Corrections: three a day for one game, the fourth is refused with the spec's message.
    await openLive(page, `${session.server.baseUrl}/game/${pcGame.id}`);
    for (let i = 1; i <= 4; i++) {
      await page.getByRole('group', { name: '게임 관리' }).getByRole('button', { name: '정보 수정 제안' }).click();
      const dialog = page.getByRole('dialog', { name: suggestionMessages.title });
      await dialog.getByLabel('수정할 내용').fill(`출시일 정보가 달라요 (${i}번째)`);
      await dialog.getByRole('button', { name: suggestionMessages.submit }).click();
      if (i <= 3) {
        await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
      } else {
        await expect.poll(() => dialog.getByRole('alert').textContent(), { timeout: 10_000 }).toBe(suggestionMessages.dailyLimit);
      }
    }
    const mine = await page.evaluate(
      async (url) => {
        const stored = JSON.parse(localStorage.getItem('auth-storage')!) as { state: { accessToken: string } };
        const response = await fetch(url, { headers: { Authorization: `Bearer ${stored.state.accessToken}` } });
        return (await response.json()) as unknown[];
      },
      `${session.server.baseUrl}${pathOf(listMyInfoSuggestions.path, { id: pcGame.id })}`,
    );
    expect(mine).toHaveLength(3);
    await page.context().close();
  });
});
