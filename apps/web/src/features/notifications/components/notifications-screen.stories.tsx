import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { commonMessages, notificationMessages } from '@gameshelf/contracts';
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
  parameters: { msw: { handlers: { notifications: notificationHandlers.twelveUnread } } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '알림 목록' });
    await expect(list.children).toHaveLength(12);
    await expect(within(list.children[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/notices/3');
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
