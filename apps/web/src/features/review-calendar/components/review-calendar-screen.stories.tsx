import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages, reviewMessages } from '@gameshelf/contracts';
import { reviewHandlers } from '@gameshelf/mocks';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { ReviewCalendarScreen } from './review-calendar-screen.tsx';

const route = (query = '?month=2026-03') => ({ path: '/review-calendar', initialEntry: `/review-calendar${query}` });

const meta = {
  title: 'Screens/Reviews/Calendar',
  component: ReviewCalendarScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession(),
  args: { today: '2026-03-18' },
  parameters: {
    layout: 'fullscreen',
    route: route(),
    msw: { handlers: { reviews: reviewHandlers.myMonth } },
  },
} satisfies Meta<typeof ReviewCalendarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

export const BusyMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '2026년 3월' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('td button')).toHaveLength(42);
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('이 달에 쓴 리뷰 7개'));
    // Korean days: three on the 27th with a count; a review at 00:10 on 1 March in Korea is March's.
    const busy = canvas.getByRole('button', { name: '2026년 3월 27일 금요일, 리뷰 3개' });
    await expect(busy.querySelector('img')).not.toBeNull();
    await expect(busy).toHaveTextContent('3');
    await expect(canvas.getByRole('button', { name: '2026년 3월 1일 일요일, 리뷰 1개' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^2026년 3월 18일/ })).toHaveAttribute('aria-current', 'date');
  },
};

export const EmptyMonth: Story = {
  parameters: { route: route('?month=2026-05') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('이 달에 쓴 리뷰가 없어요.'));
    await expect(canvasElement.querySelectorAll('td img')).toHaveLength(0);
  },
};

export const MonthNavigation: Story = {
  name: 'Interaction: months move, the URL follows',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('7개'));
    await userEvent.click(canvas.getByRole('button', { name: '다음 달' }));
    await expect(canvas.getByRole('heading', { name: '2026년 4월' })).toBeVisible();
    await waitFor(() => expect(getStoryLocation().search).toBe('?month=2026-04'));
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('이 달에 쓴 리뷰 1개'));
    await userEvent.click(canvas.getByRole('button', { name: '이전 달' }));
    await userEvent.click(canvas.getByRole('button', { name: '이전 달' }));
    await waitFor(() => expect(getStoryLocation().search).toBe('?month=2026-02'));
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('이 달에 쓴 리뷰가 없어요.'));
  },
};

export const DayOpens: Story = {
  name: 'Interaction: a day opens its reviews',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '2026년 3월 12일 목요일, 리뷰 2개' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/review-calendar/2026-03-12'));
  },
};

export const ThisMonthByDefault: Story = {
  name: 'Without a month: this month in Korea',
  parameters: { route: route('') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '2026년 3월' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { reviews: [...reviewHandlers.calendarFails, ...reviewHandlers.myMonth] } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(reviewMessages.loadFailed);
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
  },
};

export const Dark: Story = { ...BusyMonth, name: 'Busy month (dark)', globals: { theme: 'dark' } };
