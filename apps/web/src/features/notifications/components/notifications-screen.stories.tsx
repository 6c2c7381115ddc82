import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages, countUnreadNotifications, notificationMessages } from '@gameshelf/contracts';
import { notificationHandlers } from '@gameshelf/mocks';
import { withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { NotificationsScreen } from './notifications-screen.tsx';

const meta = {
  title: 'Screens/Notifications',
  component: NotificationsScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession(),
  parameters: {
    layout: 'fullscreen',
    route: { path: '/notifications' },
    msw: { handlers: { notifications: notificationHandlers.empty } },
  },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(notificationMessages.empty)).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { name: '알림' })).toBeVisible();
  },
};

export const WithNotifications: Story = {
  name: 'With notifications of every kind',
  parameters: { msw: { handlers: { notifications: notificationHandlers.everyKind } } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '알림 목록' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    // Newest first; the unread ones say so to screen readers too, with the spec's relative times.
    await expect(items[0]).toHaveTextContent(`${notificationMessages.unread}, 내 리뷰가 도움이 됐어요`);
    await expect(items[0]).toHaveTextContent('방금 전');
    await expect(items[1]).toHaveTextContent('5분 전');
    await expect(items[2]).not.toHaveTextContent(notificationMessages.unread);
    await expect(items[2]).toHaveTextContent('3시간 전');
    await expect(items[3]).toHaveTextContent('2일 전');
    await expect(items[4]).toHaveTextContent('1개월 전');
    await expect(within(items[2]!).getByRole('link')).toHaveAttribute('href', '/collection/3');
    await expect(within(items[4]!).getByRole('link')).toHaveAttribute('href', '/steam/library');
  },
};

export const MarksReadOnOpen: Story = {
  name: 'Opening marks read what it shows',
  parameters: { msw: { handlers: { notifications: notificationHandlers.twelveUnread } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: '알림 목록' });
    // The screen told the server what it showed: nothing unread is left (the bell takes that answer).
    const unreadNow = async () => ((await (await fetch(countUnreadNotifications.path)).json()) as { count: number }).count;
    await waitFor(async () => expect(await unreadNow()).toBe(0));
    // What this visit shows still tells the new ones apart.
    await expect(within(canvasElement).getAllByText(`${notificationMessages.unread},`, { exact: false })).toHaveLength(12);
  },
};

export const MorePages: Story = {
  name: "Paging with '더 보기'",
  parameters: { msw: { handlers: { notifications: notificationHandlers.twoPages } } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '알림 목록' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(within(canvasElement).getByRole('button', { name: notificationMessages.more }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    await expect(within(canvasElement).queryByRole('button', { name: notificationMessages.more })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { notifications: notificationHandlers.error } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(notificationMessages.loadFailed);
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
  },
};

export const Dark: Story = { ...Empty, globals: { theme: 'dark' } };

export const DarkWithNotifications: Story = {
  ...WithNotifications,
  name: 'Dark, with notifications',
  // Handlers of its own: the mock keeps what was marked read.
  parameters: { msw: { handlers: { notifications: notificationHandlers.everyKind } } },
  globals: { theme: 'dark' },
};
