import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { commonMessages, gameDisplayName, reviewMessages } from '@gameshelf/contracts';
import { fixtureMyMonthReviews, reviewHandlers } from '@gameshelf/mocks';
import { withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { ReviewsOnDayScreen } from './reviews-on-day-screen.tsx';

const route = (date: string) => ({ path: '/review-calendar/:date?', initialEntry: `/review-calendar/${date}` });

const meta = {
  title: 'Screens/Reviews/By date',
  component: ReviewsOnDayScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession(),
  parameters: {
    layout: 'fullscreen',
    route: route('2026-03-27'),
    msw: { handlers: { reviews: reviewHandlers.myMonth } },
  },
} satisfies Meta<typeof ReviewsOnDayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '2026년 3월 27일 (금)' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: '2026년 3월 27일 (금)의 리뷰' }, { timeout: 5000 });
    await expect(list.children).toHaveLength(3);
    // Each card links its game (cover or name) and its writer; newest first (23:50 in Korea).
    const newest = fixtureMyMonthReviews[3]!;
    const first = within(list.children[0] as HTMLElement);
    const name = gameDisplayName({ name: newest.gameName, nameKo: newest.gameNameKo });
    await expect(first.getByRole('link', { name })).toHaveAttribute('href', `/game/${newest.gameId}`);
    await expect(first.getByRole('link', { name: /플레이어원/ })).toHaveAttribute('href', '/user/player_one');
    await expect(first.getByText('오후 11:50')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: route('2026-03-05') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('이 날 쓴 리뷰가 없어요')).toBeVisible();
  },
};

export const BadDate: Story = {
  parameters: { route: route('2026-02-30') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(reviewMessages.dateInvalid);
  },
};

export const MissingDate: Story = {
  parameters: { route: route('') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(reviewMessages.dateMissing);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { reviews: [...reviewHandlers.byDateFails, ...reviewHandlers.myMonth] } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(reviewMessages.loadFailed);
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
  },
};

export const Dark: Story = { ...Loaded, name: 'Loaded (dark)', globals: { theme: 'dark' } };
