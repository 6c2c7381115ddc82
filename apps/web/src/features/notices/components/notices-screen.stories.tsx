import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages, noticeMessages } from '@gameshelf/contracts';
import { fixtureNotices, noticeHandlers } from '@gameshelf/mocks';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { NoticesScreen } from './notices-screen.tsx';

const meta = {
  title: 'Screens/Notices/List',
  component: NoticesScreen,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/notices' },
    msw: { handlers: { notices: noticeHandlers.loaded } },
  },
} satisfies Meta<typeof NoticesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: '공지사항 목록' }, { timeout: 5000 });

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const items = (await list(canvasElement)).children;
    await expect(items).toHaveLength(fixtureNotices.length);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByText('중요')).toBeVisible();
    await expect(first.getByRole('link')).toHaveAttribute('href', '/notices/3');
    await expect(first.getByText('2026.11.20 · 조회 1,234')).toBeVisible();
  },
};

export const LoadMore: Story = {
  name: 'Interaction: 20 at a time, then more',
  parameters: { msw: { handlers: { notices: noticeHandlers.many } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await list(canvasElement)).children).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: '더 보기' }));
    await waitFor(async () => expect((await list(canvasElement)).children).toHaveLength(40));
    await userEvent.click(canvas.getByRole('button', { name: '더 보기' }));
    await waitFor(async () => expect((await list(canvasElement)).children).toHaveLength(45));
    await expect(canvas.queryByRole('button', { name: '더 보기' })).toBeNull();
  },
};

export const Opens: Story = {
  name: 'Interaction: a notice opens',
  play: async ({ canvasElement }) => {
    const items = (await list(canvasElement)).children;
    await userEvent.click(within(items[1] as HTMLElement).getByRole('link'));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/notices/10'));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { notices: noticeHandlers.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 공지사항이 없어요')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { notices: noticeHandlers.error } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(noticeMessages.loadFailed);
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
    // A toast says so too (spec 2 §8): the message shows twice.
    await waitFor(() => expect(within(document.body).getAllByText(noticeMessages.loadFailed)).toHaveLength(2));
  },
};

export const Dark: Story = { ...Loaded, globals: { theme: 'dark' } };
