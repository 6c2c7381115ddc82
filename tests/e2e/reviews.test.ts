import { describe, expect, it } from 'vitest';
import {
  endpointPath,
  gameDisplayName,
  getGameReviewStats,
  reviewMessages,
  type GamePage,
  type ReviewStats,
  listGames,
} from '@gameshelf/contracts';
import { useDevSession } from './dev-session.ts';
import { pathOf, signUp, openLive } from './users.ts';

const session = useDevSession();

const koreanToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

describe('reviews on the production build', () => {
  it('writes, pins, edits, finds on the calendar, takes a helpful vote and deletes a review', async () => {
    const base = session.server.baseUrl;
    const [game] = ((await (await fetch(`${base}${listGames.path}?size=1`)).json()) as GamePage).content;
    const gamePath = `/game/${game!.id}`;
    const stats = async () => (await (await fetch(`${base}${endpointPath(getGameReviewStats, { id: game!.id })}`)).json()) as ReviewStats;

    // Write from the game page's info tab.
    const writer = await signUp(session.browser, base, 'critic_e2e', '리뷰어');
    await openLive(writer, `${base}${gamePath}`);
    const actions = writer.getByRole('group', { name: '게임 관리' });
    await actions.getByRole('button', { name: '리뷰 쓰기' }).click();
    await expect.poll(() => pathOf(writer), { timeout: 15_000 }).toBe(`/games/${game!.id}/review`);
    await writer.getByRole('radio', { name: '4점' }).click();
    await writer.getByLabel('리뷰', { exact: true }).fill('  끝까지 몰입해서 했어요. 전투가 특히 좋아요.  ');
    await writer.getByRole('radio', { name: '클리어' }).click();
    await writer.getByRole('button', { name: '리뷰 등록' }).click();
    await expect.poll(() => pathOf(writer), { timeout: 15_000 }).toBe(gamePath);
    await expect.poll(() => writer.getByText(reviewMessages.created).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => actions.getByRole('button', { name: '작성 완료' }).isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await stats()).toEqual({ reviewCount: 1, averageRating: 4 });

    // Pinned first and outlined on the reviews tab.
    await writer.getByRole('tab', { name: '리뷰' }).click();
    const ownCard = writer.locator('[data-slot="review-card"]').first();
    await expect.poll(() => ownCard.getAttribute('data-mine'), { timeout: 10_000 }).toBe('true');
    expect(await ownCard.textContent()).toContain('끝까지 몰입해서 했어요. 전투가 특히 좋아요.');

    // Edit it and come back to the reviews tab with the change.
    await ownCard.getByRole('link', { name: '수정' }).click();
    const text = writer.getByLabel('리뷰', { exact: true });
    await expect.poll(() => text.inputValue(), { timeout: 10_000 }).toBe('끝까지 몰입해서 했어요. 전투가 특히 좋아요.');
    await text.fill('두 번째 플레이에서 더 좋아졌어요.');
    await writer.getByRole('radio', { name: '5점' }).click();
    await writer.getByRole('button', { name: '수정 완료' }).click();
    await expect.poll(() => new URL(writer.url()).search, { timeout: 15_000 }).toBe('?tab=reviews');
    await expect.poll(() => ownCard.textContent(), { timeout: 10_000 }).toContain('두 번째 플레이에서 더 좋아졌어요.');
    expect(await stats()).toEqual({ reviewCount: 1, averageRating: 5 });

    // Today (in Korea) on the calendar, and that day's list.
    const today = koreanToday();
    await openLive(writer, `${base}/review-calendar`);
    const day = writer.locator(`button[data-date="${today}"]`);
    await expect.poll(() => day.getAttribute('aria-current'), { timeout: 15_000 }).toBe('date');
    await expect.poll(() => day.getAttribute('data-marked'), { timeout: 10_000 }).toBe('true');
    await day.click();
    await expect.poll(() => pathOf(writer), { timeout: 10_000 }).toBe(`/review-calendar/${today}`);
    const dayCard = writer.locator('[data-slot="review-card"]');
    await expect.poll(() => dayCard.count(), { timeout: 10_000 }).toBe(1);
    expect(await dayCard.getByRole('link', { name: gameDisplayName(game!) }).getAttribute('href')).toBe(gamePath);

    // Another player finds it helpful; the vote holds after a reload.
    const reader = await signUp(session.browser, base, 'reader_e2e', '독자');
    await openLive(reader, `${base}${gamePath}?tab=reviews`);
    const vote = reader
      .locator('[data-slot="review-card"]')
      .first()
      .getByRole('button', { name: /도움됨/ });
    await expect.poll(() => vote.textContent(), { timeout: 15_000 }).toContain('0');
    await vote.click();
    await expect.poll(() => vote.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => vote.textContent()).toContain('1');
    await reader.reload();
    await expect.poll(() => vote.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    expect(await vote.textContent()).toContain('1');

    // The writer deletes it after confirming; the button is free again.
    await openLive(writer, `${base}${gamePath}?tab=reviews`);
    await ownCard.getByRole('button', { name: '삭제' }).click();
    const dialog = writer.getByRole('alertdialog', { name: reviewMessages.deleteConfirm });
    await dialog.getByRole('button', { name: '삭제' }).click();
    await expect.poll(() => writer.getByText('아직 리뷰가 없어요').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => writer.getByRole('button', { name: '리뷰 쓰기' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await stats()).toEqual({ reviewCount: 0, averageRating: 0 });
  });
});
