import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages, gameDisplayName, homeMessages } from '@gameshelf/contracts';
import { collectionHandlers, fixtureHomeData, homeHandlers, noticeHandlers } from '@gameshelf/mocks';
import { CLOSED_NOTICES_KEY } from '../../../lib/storage-keys.ts';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { FALLBACK_POPULAR_GAMES } from '../lib/fallback-games.ts';
import { loadBannerCarousel } from './home-banners.tsx';
import { HomeScreen, loadBelowTheFold } from './home-screen.tsx';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/' },
    msw: { handlers: { home: homeHandlers.loaded, notices: noticeHandlers.loaded, collections: collectionHandlers.loaded } },
  },
  // The banners stand still for screenshots.
  args: { bannerAutoPlay: false },
  beforeEach: async () => {
    localStorage.removeItem(CLOSED_NOTICES_KEY);
    // The on-demand chunks are in before the screen renders, so screenshots never catch their placeholders.
    await Promise.all([loadBannerCarousel(), loadBelowTheFold()]);
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const section = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }, { timeout: 5000 }));

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first story of the file: its data may take longer than the default second on a busy machine.
    const strip = await canvas.findByRole('complementary', { name: '중요 공지' }, { timeout: 5000 });
    await expect(within(strip).getByRole('link')).toHaveAttribute('href', '/notices/3');
    await expect(within(strip).getByRole('link')).toHaveTextContent('게임셸프에 오신 것을 환영합니다! 처음이라면 사용법을 확인해보세요.');
    await expect(await canvas.findByRole('region', { name: '이벤트 배너' })).toBeVisible();
    const games = await section(canvasElement, '인기 게임');
    await expect(games.getByRole('list', { name: '인기 게임 목록' }).children).toHaveLength(10);
    await expect(games.getByRole('link', { name: /전체보기/ })).toHaveAttribute('href', '/games');
    const first = fixtureHomeData.popularGames[0]!;
    await expect(games.getAllByRole('link', { name: new RegExp(gameDisplayName(first)) })[0]).toHaveAttribute('href', `/game/${first.id}`);
    const collections = await section(canvasElement, '인기 컬렉션');
    await expect(collections.getByRole('list', { name: '인기 컬렉션 목록' }).children.length).toBeGreaterThan(0);
    const reviews = await section(canvasElement, '인기 리뷰');
    const cards = reviews.getByRole('list', { name: '인기 리뷰 목록' }).children;
    await expect(cards).toHaveLength(2);
    const review = fixtureHomeData.recentReviews[0]!;
    const card = within(cards[0] as HTMLElement);
    await expect(card.getByRole('link', { name: gameDisplayName({ name: review.gameName, nameKo: review.gameNameKo }) })).toHaveAttribute(
      'href',
      `/game/${review.gameId}`,
    );
    await expect(card.getByRole('link', { name: /인디팬/ })).toHaveAttribute('href', `/user/${review.username}`);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { home: homeHandlers.loading, notices: noticeHandlers.loaded, collections: collectionHandlers.loaded } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(homeMessages.loading)).toBeVisible();
  },
};

export const BannersFail: Story = {
  name: 'Banners fail: the built-in two',
  parameters: {
    msw: { handlers: { home: homeHandlers.bannersFail, notices: noticeHandlers.loaded, collections: collectionHandlers.loaded } },
  },
  play: async ({ canvasElement }) => {
    const banners = within(await within(canvasElement).findByRole('region', { name: '이벤트 배너' }));
    await expect(await banners.findByText('모든 플랫폼의 게임을 한곳에')).toBeInTheDocument();
    await expect(banners.getByText('나만의 게임 컬렉션 만들기')).toBeInTheDocument();
  },
};

export const InternalBanner: Story = {
  name: 'Interaction: an app banner opens its page',
  parameters: {
    msw: { handlers: { home: homeHandlers.loaded, notices: noticeHandlers.noneImportant, collections: collectionHandlers.loaded } },
  },
  play: async ({ canvasElement }) => {
    const banners = within(await within(canvasElement).findByRole('region', { name: '이벤트 배너' }));
    await userEvent.click(banners.getAllByRole('link', { name: /모든 플랫폼의 게임을 한곳에/ })[0]!);
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/landing'));
    await expect(getStoryLocation().search).toBe('?from=banner');
  },
};

export const NoPopularCollections: Story = {
  parameters: { msw: { handlers: { home: homeHandlers.loaded, notices: noticeHandlers.loaded, collections: collectionHandlers.error } } },
  play: async ({ canvasElement }) => {
    await section(canvasElement, '인기 리뷰');
    await expect(within(canvasElement).queryByRole('region', { name: '인기 컬렉션' })).toBeNull();
  },
};

export const NothingYet: Story = {
  name: 'A new store: no games, collections or reviews yet',
  parameters: {
    msw: { handlers: { home: homeHandlers.empty, notices: noticeHandlers.noneImportant, collections: collectionHandlers.empty } },
  },
  play: async ({ canvasElement }) => {
    const games = await section(canvasElement, '인기 게임');
    await expect(games.getByText(homeMessages.popularGamesUnavailable)).toBeVisible();
    // No banners either: the built-in ones.
    await expect(await within(canvasElement).findAllByText('모든 플랫폼의 게임을 한곳에')).not.toHaveLength(0);
    await expect(within(canvasElement).queryByRole('complementary', { name: '중요 공지' })).toBeNull();
  },
};

export const HomeFailsWithFallback: Story = {
  name: 'Home fails: the built-in popular games',
  parameters: {
    msw: { handlers: { home: homeHandlers.homeFails, notices: noticeHandlers.loaded, collections: collectionHandlers.loaded } },
  },
  play: async ({ canvasElement }) => {
    const games = await section(canvasElement, '인기 게임');
    await expect(games.getByRole('list', { name: '인기 게임 목록' }).children).toHaveLength(FALLBACK_POPULAR_GAMES.length);
    await expect(games.getByText('엘든 링')).toBeVisible();
    // No invented reviews.
    await expect((await section(canvasElement, '인기 리뷰')).queryByRole('list')).toBeNull();
  },
};

export const HomeFailsWithoutFallback: Story = {
  name: 'Home fails with no games at all: the error page',
  args: { fallbackGames: [], bannerAutoPlay: false },
  parameters: { msw: { handlers: { home: homeHandlers.allFail, notices: noticeHandlers.error, collections: collectionHandlers.error } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(homeMessages.loadFailedTitle);
    await expect(alert).toHaveTextContent(homeMessages.loadFailed);
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
  },
};

export const NoticeClosed: Story = {
  name: 'Interaction: the notice strip closes for good',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = await canvas.findByRole('complementary', { name: '중요 공지' });
    await userEvent.click(within(strip).getByRole('button', { name: '공지 닫기' }));
    await expect(canvas.queryByRole('complementary', { name: '중요 공지' })).toBeNull();
    await expect(localStorage.getItem(CLOSED_NOTICES_KEY)).toBe('[3]');
  },
};

export const NoticeStaysClosed: Story = {
  name: 'A notice closed before stays hidden',
  beforeEach: () => {
    localStorage.setItem(CLOSED_NOTICES_KEY, '[3]');
  },
  play: async ({ canvasElement }) => {
    await section(canvasElement, '인기 게임');
    await expect(within(canvasElement).queryByRole('complementary', { name: '중요 공지' })).toBeNull();
    await expect(body().queryByText(/처음이라면 사용법/)).toBeNull();
  },
};

export const Dark: Story = { ...Loaded, globals: { theme: 'dark' } };
