import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages } from '@gameshelf/contracts';
import { collectionHandlers, gamesHandlers, genresHandlers, homeHandlers, noticeHandlers, notificationHandlers } from '@gameshelf/mocks';
import { withStoryProviders } from '../../testing/story-providers.tsx';
import { signedInSession } from '../../testing/story-session.ts';
import { loadBannerCarousel } from '../../features/home/components/home-banners.tsx';
import { HomeScreen, loadBelowTheFold } from '../../features/home/components/home-screen.tsx';
import { NotFoundScreen } from '../../features/not-found/not-found-screen.tsx';
import { GUEST_THEME_STORAGE_KEY } from '../../lib/storage-keys.ts';
import { setDarkMode } from '../../lib/theme/theme.ts';

const shellHandlers = {
  games: gamesHandlers.loaded,
  genres: genresHandlers.loaded,
  home: homeHandlers.loaded,
  notices: noticeHandlers.noneImportant,
  collections: collectionHandlers.loaded,
};

/** The shell is the story decorator's layout; each story mounts a real screen inside it. */
const meta = {
  title: 'Screens/Shell',
  component: HomeScreen,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/' },
    msw: { handlers: shellHandlers },
  },
  args: { bannerAutoPlay: false },
  // Home's on-demand chunks are in before it renders, so screenshots never catch their placeholders.
  beforeEach: async () => {
    await Promise.all([loadBannerCarousel(), loadBelowTheFold()]);
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: '주 메뉴' });
    const tabs = within(nav).getAllByRole('link');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['홈', '위시리스트', '전체게임', '컬렉션', '로그인']);
    await expect(within(nav).getByRole('link', { name: '컬렉션' })).toHaveAttribute('href', '/auth/login');
    await expect(within(nav).getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '알림' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /전체보기/ })).toHaveAttribute('href', '/games');
  },
};

export const UnreadBadge: Story = {
  name: 'Signed in: the bell counts unread, 9+ above nine',
  beforeEach: signedInSession(),
  parameters: {
    msw: { handlers: { ...shellHandlers, notifications: notificationHandlers.twelveUnread } },
  },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: /^알림/ });
    await waitFor(() => expect(bell).toHaveTextContent('9+'), { timeout: 5000 });
    await expect(bell).toHaveAccessibleName(/^알림 9\+ ?개$/);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass('dark');
    await expect(within(canvasElement).getByRole('button', { name: '다크 모드' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ToggleDarkMode: Story = {
  name: 'Interaction: dark-mode toggle is remembered',
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: '다크 모드' });
    try {
      await userEvent.click(toggle);
      await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
      await expect(JSON.parse(localStorage.getItem(GUEST_THEME_STORAGE_KEY) ?? 'null')).toEqual({
        state: { isDarkMode: true },
        version: 0,
      });
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    } finally {
      setDarkMode(false);
      localStorage.removeItem(GUEST_THEME_STORAGE_KEY);
    }
  },
};

export const HeaderHidden: Story = {
  name: 'Header hidden (auth route)',
  render: () => <NotFoundScreen />,
  parameters: { route: { path: '/auth/login' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '주 메뉴' })).toBeNull();
  },
};

export const UnknownPath: Story = {
  name: 'Not found (unknown path)',
  render: () => <NotFoundScreen />,
  parameters: { route: { path: '/no-such-page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: commonMessages.pageNotFound })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
  },
};
