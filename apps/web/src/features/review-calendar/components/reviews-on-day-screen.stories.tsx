import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages, gameDisplayName, reviewMessages, pageMyReviewsOnDate, pathOf } from '@gameshelf/contracts';
import { CALENDAR_TODAY, fixtureCalendarReviews, reviewCalendarHandlers, watchedReviewCalendar } from '@gameshelf/mocks';
import { withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { ReviewsOnDayScreen } from './reviews-on-day-screen.tsx';

const route = (date: string) => ({ path: '/review-calendar/:date?', initialEntry: `/review-calendar/${date}` });

/** Each keeps the requests its story made. */
const loaded = watchedReviewCalendar();
const badDate = watchedReviewCalendar();
const missingDate = watchedReviewCalendar();

const meta = {
  title: 'Screens/Reviews/By date',
  component: ReviewsOnDayScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession(),
  parameters: {
    layout: 'fullscreen',
    route: route('2026-11-20'),
    msw: { handlers: { reviewCalendar: loaded.handlers } },
  },
} satisfies Meta<typeof ReviewsOnDayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const reviewList = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('list', { name: `${name}의 리뷰` }, { timeout: 5000 });

/** Nothing is asked of the server: give a request that would have gone out time to arrive, then look. */
async function expectNoRequests(requests: string[]) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(requests).toEqual([]);
}

/** Four reviews of 20 November in Korea, newest first, with the time of day. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '2026년 11월 20일 (금)' })).toBeVisible();
    const list = await reviewList(canvasElement, '2026년 11월 20일 (금)');
    await expect(list.children).toHaveLength(4);
    await expect(canvas.getByText('리뷰 4개')).toBeVisible();
    await expect(document.title).toBe('2026년 11월 20일 (금)의 리뷰 | 게임셸프');
    // One request for the first page of 50.
    await expect(loaded.requests).toContain(`${pathOf(pageMyReviewsOnDate.path, { date: '2026-11-20' })}?page=0&size=50`);
    // Each card links its game and its writer; the newest (23:50 in Korea) comes first.
    const newest = fixtureCalendarReviews.find((r) => r.createdAt === '2026-11-20T14:50:00.000Z')!;
    const first = within(list.children[0] as HTMLElement);
    const name = gameDisplayName({ name: newest.gameName, nameKo: newest.gameNameKo });
    await expect(first.getByRole('link', { name })).toHaveAttribute('href', `/game/${newest.gameId}`);
    await expect(first.getByRole('link', { name: /플레이어원/ })).toHaveAttribute('href', '/user/player_one');
    await expect(first.getByText('오후 11:50')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '리뷰 더 보기' })).toBeNull();
  },
};

export const Dark: Story = { ...Loaded, name: 'Loaded (dark)', globals: { theme: 'dark' } };

/** 55 reviews on one day: 50, then the last 5 with '리뷰 더 보기'. */
export const MorePages: Story = {
  name: 'Interaction: more than 50 reviews',
  parameters: { route: route(CALENDAR_TODAY), msw: { handlers: { reviewCalendar: reviewCalendarHandlers.byDateManyPages } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await reviewList(canvasElement, '2026년 11월 24일 (화)');
    await expect(list.children).toHaveLength(50);
    await expect(canvas.getByText('리뷰 55개')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '리뷰 더 보기' }));
    await waitFor(() => expect(list.children).toHaveLength(55));
    await expect(canvas.queryByRole('button', { name: '리뷰 더 보기' })).toBeNull();
    // Back to the top, so the screenshot does not depend on where the click left the sticky header.
    window.scrollTo(0, 0);
  },
};

export const Empty: Story = {
  parameters: { route: route('2026-11-05') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('이 날 쓴 리뷰가 없어요')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '2026년 11월 5일 (목)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '리뷰 캘린더로' })).toBeVisible();
  },
};

export const BadDate: Story = {
  parameters: { route: route('2026-02-30'), msw: { handlers: { reviewCalendar: badDate.handlers } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(reviewMessages.dateInvalid);
    await expectNoRequests(badDate.requests);
  },
};

export const MissingDate: Story = {
  parameters: { route: route(''), msw: { handlers: { reviewCalendar: missingDate.handlers } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(reviewMessages.dateMissing);
    await expectNoRequests(missingDate.requests);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { reviewCalendar: reviewCalendarHandlers.byDateError } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(reviewMessages.loadFailed);
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
  },
};

export const RetryRecovers: Story = {
  name: 'Interaction: retry after a failure',
  parameters: { msw: { handlers: { reviewCalendar: reviewCalendarHandlers.byDateFailsOnce } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: commonMessages.retry }));
    const list = await reviewList(canvasElement, '2026년 11월 20일 (금)');
    await expect(list.children).toHaveLength(4);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
