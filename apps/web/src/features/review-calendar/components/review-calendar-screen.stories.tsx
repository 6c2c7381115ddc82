import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages, reviewMessages } from '@gameshelf/contracts';
import { CALENDAR_MONTH, CALENDAR_TODAY, reviewCalendarHandlers } from '@gameshelf/mocks';
import { getStoryHistoryAction, getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { ReviewCalendarScreen } from './review-calendar-screen.tsx';

const route = (query = `?month=${CALENDAR_MONTH}`) => ({ path: '/review-calendar', initialEntry: `/review-calendar${query}` });

/** The calendar on a fixed day (24 November 2026 in Korea) and month, whatever the real date. */
const meta = {
  title: 'Screens/Reviews/Calendar',
  component: ReviewCalendarScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession(),
  args: { today: CALENDAR_TODAY },
  parameters: {
    layout: 'fullscreen',
    route: route(),
    msw: { handlers: { reviewCalendar: reviewCalendarHandlers.busyMonth } },
  },
} satisfies Meta<typeof ReviewCalendarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** 11 reviews over 7 Korean days: covers, a count on busy days, today marked. */
export const BusyMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '리뷰 캘린더' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: '2026년 11월' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('td button')).toHaveLength(42);
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('이 달에 쓴 리뷰 11개'));
    await expect(document.title).toBe('리뷰 캘린더 | 게임셸프');
    // Four on the 20th: the newest cover and a badge.
    const busy = canvas.getByRole('button', { name: '2026년 11월 20일 금요일, 리뷰 4개' });
    await expect(busy.querySelector('img')).not.toBeNull();
    await expect(busy.querySelector('[data-slot="month-calendar-count"]')).toHaveTextContent('4');
    // 00:10 on 1 November in Korea is still October in UTC: it counts for November.
    await expect(canvas.getByRole('button', { name: '2026년 11월 1일 일요일, 리뷰 1개' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '2026년 11월 24일 화요일, 리뷰 1개' })).toHaveAttribute('aria-current', 'date');
    await expect(canvas.getByRole('button', { name: '2026년 11월 5일 목요일' })).not.toHaveAttribute('data-marked');
    await expect(canvasElement.querySelectorAll('td img')).toHaveLength(7);
  },
};

export const EmptyMonth: Story = {
  parameters: { msw: { handlers: { reviewCalendar: reviewCalendarHandlers.emptyMonth } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('이 달에 쓴 리뷰가 없어요.'));
    await expect(canvasElement.querySelectorAll('td img, [data-marked]')).toHaveLength(0);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^2026년 11월 24일/ })).toHaveAttribute('aria-current', 'date');
  },
};

export const Dark: Story = { ...BusyMonth, name: 'Busy month (dark)', globals: { theme: 'dark' } };

export const MonthNavigation: Story = {
  name: 'Interaction: months move, the URL follows',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('11개'));
    await userEvent.click(canvas.getByRole('button', { name: '다음 달' }));
    await expect(canvas.getByRole('heading', { name: '2026년 12월' })).toBeVisible();
    await waitFor(() => expect(getStoryLocation().search).toBe('?month=2026-12'));
    // The month replaces the entry: back leaves the calendar instead of stepping through months.
    await expect(getStoryHistoryAction()).toBe('REPLACE');
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('이 달에 쓴 리뷰 1개'));
    await expect(canvas.getByRole('button', { name: '2026년 12월 2일 수요일, 리뷰 1개' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '이전 달' }));
    await userEvent.click(canvas.getByRole('button', { name: '이전 달' }));
    await expect(canvas.getByRole('heading', { name: '2026년 10월' })).toBeVisible();
    await waitFor(() => expect(getStoryLocation().search).toBe('?month=2026-10'));
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('이 달에 쓴 리뷰 1개'));
  },
};

export const DayOpens: Story = {
  name: 'Interaction: a day opens its reviews',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '2026년 11월 20일 금요일, 리뷰 4개' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/review-calendar/2026-11-20'));
  },
};

export const ThisMonthByDefault: Story = {
  name: 'Without a month: this month in Korea',
  parameters: { route: route('') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '2026년 11월' })).toBeVisible();
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('이 달에 쓴 리뷰 11개'));
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { reviewCalendar: reviewCalendarHandlers.error } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(reviewMessages.loadFailed);
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
    // The grid stays usable: months and days still work without the summary.
    await expect(within(canvasElement).getByRole('grid', { name: '2026년 11월' })).toBeVisible();
  },
};

export const RetryRecovers: Story = {
  name: 'Interaction: retry after a failure',
  parameters: { msw: { handlers: { reviewCalendar: reviewCalendarHandlers.failsOnce } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: commonMessages.retry }));
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('이 달에 쓴 리뷰 11개'));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: '2026년 11월 20일 금요일, 리뷰 4개' })).toBeVisible();
  },
};
