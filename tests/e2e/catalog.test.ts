import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogSession, gameCards as cardsOf, type CatalogSession } from './catalog-page.ts';
import { openLive } from './users.ts';

let session: CatalogSession;
let page: CatalogSession['page'];
let server: CatalogSession['server'];

beforeAll(async () => {
  session = await openCatalogSession();
  ({ page, server } = session);
});

afterAll(async () => {
  await session?.close();
});

const gameCards = () => cardsOf(page);

describe('catalog browse on the production build', () => {
  it('opens /games with the seeded catalog and its count', async () => {
    await openLive(page, `${server.baseUrl}/games`);
    await expect.poll(() => gameCards().count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
    await expect.poll(() => page.getByText(/^[\d,]+개 게임$/).textContent()).toMatch(/^[1-9][\d,]*개 게임$/);
  });

  it('searches by a Korean keyword and writes it to the URL', async () => {
    await page.getByRole('searchbox', { name: '게임 검색' }).fill('젤다');
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword'), { timeout: 10_000 }).toBe('젤다');
    await expect.poll(async () => (await gameCards().allTextContents()).join('|')).toContain('젤다의 전설 티어스 오브 더 킹덤');
  });

  it('filters by platform through the chips', async () => {
    await page.getByRole('group', { name: '플랫폼' }).getByRole('button', { name: 'Switch', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('platformCodes')).toBe('SWITCH');
    await expect.poll(async () => (await gameCards().allTextContents()).join('|')).toContain('젤다의 전설 브레스 오브 더 와일드');
  });

  it('opens a game from its card', async () => {
    await gameCards().filter({ hasText: '젤다의 전설 브레스 오브 더 와일드' }).first().getByRole('link').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/game\/\d+$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
      .toContain('젤다의 전설 브레스 오브 더 와일드');
    await expect.poll(() => page.getByText('The Legend of Zelda: Breath of the Wild').count()).toBeGreaterThan(0);
  });

  it('shows the not-found page for an unknown game', async () => {
    await page.goto(`${server.baseUrl}/game/99999999`);
    await expect.poll(() => page.getByText('게임을 찾을 수 없습니다.').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  });
});
