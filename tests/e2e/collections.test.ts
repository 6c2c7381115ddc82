import { describe, expect, it } from 'vitest';
import { collectionMessages, type GamePage, listGames } from '@gameshelf/contracts';
import { useDevSession } from './dev-session.ts';
import { pathOf, signUp, openLive } from './users.ts';

const session = useDevSession();

const newUser = (username: string, nickname: string) => signUp(session.browser, session.server.baseUrl, username, nickname);

describe('collections on the production build', () => {
  it('builds a shelf, keeps it private from others, and takes likes from a second user', async () => {
    const owner = await newUser('shelf_e2e', '선반주인');
    const catalog = (await (await fetch(`${session.server.baseUrl}${listGames.path}?size=2`)).json()) as GamePage;
    const [first, second] = catalog.content;

    // Create.
    await openLive(owner, `${session.server.baseUrl}/collection/new`);
    await owner.getByLabel('컬렉션 이름').fill('인생 게임');
    await owner.getByRole('button', { name: '만들기' }).click();
    await expect.poll(() => pathOf(owner), { timeout: 15_000 }).toBe('/collection');
    const card = owner.getByRole('list', { name: '내 컬렉션 목록' }).getByRole('link', { name: /인생 게임/ });
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
    const collectionPath = (await card.getAttribute('href'))!;
    const collectionId = Number(collectionPath.split('/').pop());

    // Add two games from their pages.
    for (const game of [first!, second!]) {
      await openLive(owner, `${session.server.baseUrl}/game/${game.id}`);
      await owner.getByRole('group', { name: '게임 관리' }).getByRole('button', { name: '컬렉션에 추가' }).click();
      const sheet = owner.getByRole('dialog', { name: '컬렉션에 추가' });
      await sheet.getByRole('button', { name: /^인생 게임\s?에 추가/ }).click();
      await expect.poll(() => owner.getByText(collectionMessages.gameAdded).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    }

    // Set the first COMPLETED with a price.
    await openLive(owner, `${session.server.baseUrl}/collection/${collectionId}/game/${first!.id}/edit`);
    await owner.getByRole('radio', { name: '클리어' }).click();
    await owner.getByLabel('플레이 시간 (시간)').fill('30');
    await owner.getByLabel('구매 가격 (원)').fill('64800');
    await expect.poll(() => owner.getByLabel('구매 가격 (원)').inputValue()).toBe('64,800');
    await owner.getByRole('button', { name: '저장' }).click();
    await expect.poll(() => pathOf(owner), { timeout: 15_000 }).toBe(`/collection/${collectionId}`);

    // Tiles and progress (the owner sees likes, playtime and what was spent).
    const stats = owner.getByRole('group', { name: '컬렉션 통계' });
    await expect.poll(() => stats.textContent(), { timeout: 10_000 }).toContain('30시간');
    await expect.poll(() => stats.textContent()).toContain('6.5만원');
    await expect.poll(() => owner.getByRole('progressbar', { name: '클리어 진행률' }).getAttribute('aria-valuenow')).toBe('50');

    // A second user likes it while public, and is refused once it is private.
    const visitor = await newUser('visitor_e2e', '방문자');
    await openLive(visitor, `${session.server.baseUrl}/collection/public/${collectionId}`);
    const like = visitor.getByRole('button', { name: /좋아요/ });
    await expect.poll(() => like.textContent(), { timeout: 15_000 }).toContain('0');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => like.textContent()).toContain('1');
    await owner.reload();
    await expect.poll(() => owner.getByRole('group', { name: '컬렉션 통계' }).textContent(), { timeout: 10_000 }).toContain('1개');

    await openLive(owner, `${session.server.baseUrl}/collection/${collectionId}/edit`);
    await expect.poll(() => owner.getByLabel('컬렉션 이름').inputValue(), { timeout: 10_000 }).toBe('인생 게임');
    await owner.getByRole('radio', { name: '비공개' }).click();
    await owner.getByRole('button', { name: '저장' }).click();
    await expect.poll(() => pathOf(owner), { timeout: 15_000 }).toBe(`/collection/${collectionId}`);

    await openLive(visitor, `${session.server.baseUrl}/collection/public/${collectionId}`);
    await expect.poll(() => visitor.getByText('비공개 컬렉션입니다').count(), { timeout: 15_000 }).toBe(1);
    expect(await visitor.getByText('인생 게임').count()).toBe(0);
    const refused = await visitor.evaluate(async (url) => {
      const stored = JSON.parse(localStorage.getItem('auth-storage')!) as { state: { accessToken: string } };
      const response = await fetch(url, { headers: { Authorization: `Bearer ${stored.state.accessToken}` } });
      return { status: response.status, body: (await response.json()) as { code?: string } };
    }, `${session.server.baseUrl}/api/collections/${collectionId}`);
    expect(refused).toMatchObject({ status: 403, body: { code: 'PRIVATE_COLLECTION' } });
  });
});
