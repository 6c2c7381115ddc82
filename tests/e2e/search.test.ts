import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogSession, gameCards as cardsOf, type CatalogSession } from './catalog-page.ts';
import { openLive } from './users.ts';

let session: CatalogSession;
let page: CatalogSession['page'];
let server: CatalogSession['server'];

beforeAll(async () => {
  session = await openCatalogSession();
  ({ page, server } = session);
  await openLive(page, `${server.baseUrl}/games`);
});

afterAll(async () => {
  await session?.close();
});

const gameCards = () => cardsOf(page);
const searchBox = () => page.getByRole('searchbox', { name: '게임 검색' });

/** Types a keyword into the /games search box and waits until the first card is the expected game. */
async function expectFirstResult(keyword: string, title: string): Promise<void> {
  await searchBox().fill(keyword);
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword'), { timeout: 10_000 }).toBe(keyword);
  await expect.poll(async () => (await gameCards().first().textContent()) ?? '', { timeout: 10_000 }).toContain(title);
}

describe('Korean-first search on the production build (seed catalog)', () => {
  it('finds a game by its Korean name with or without spaces, and by 초성', async () => {
    await expectFirstResult('엘든 링', '엘든 링');
    await expectFirstResult('엘든링', '엘든 링');
    await expectFirstResult('ㅇㄷㄹ', '엘든 링');
  });

  it('finds English names across spacing, articles and numerals', async () => {
    await expectFirstResult('witcher3', 'The Witcher 3: Wild Hunt');
    await expectFirstResult('final fantasy 16', 'Final Fantasy XVI');
    await expectFirstResult('legend of zelda tears', '젤다의 전설 티어스 오브 더 킹덤');
  });

  it('shows the Korean support badge on a card', async () => {
    await expectFirstResult('portal 2', 'Portal 2');
    await expect.poll(async () => (await gameCards().first().textContent()) ?? '').toContain('한국어 지원');
  });

  it('shows both hints when nothing matches', async () => {
    await searchBox().fill('ㅋㅋㅋㅋㅋㅋㅋㅋ');
    await expect.poll(() => page.getByText('검색 결과가 없습니다.').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByText('한글 제목이나 초성으로도 찾을 수 있어요. 예: 젤다, ㅇㄷㄹ').count()).toBe(1);
  });
});
