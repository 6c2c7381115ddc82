import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages, profileMessages, toUserInfo } from '@gameshelf/contracts';
import { busyGenres, fixtureProfiles, indieFanWorld, playerOneWorld, profileHandlers } from '@gameshelf/mocks';
import { getStoryLocation, navigateStory, withStoryProviders } from '../../../testing/story-providers.tsx';
import { guestSession, signedInSession } from '../../../testing/story-session.ts';
import { UserProfileScreen } from './user-profile-screen.tsx';

const meta = {
  title: 'Screens/UserProfile',
  component: UserProfileScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession({ user: toUserInfo(fixtureProfiles.complete) }),
  parameters: {
    layout: 'fullscreen',
    route: { path: '/user/:username', initialEntry: '/user/player_one' },
    msw: { handlers: { profiles: profileHandlers.loaded } },
  },
} satisfies Meta<typeof UserProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the profile and, on a tab, for its panel to finish loading. */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: '프로필' });
  await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  return canvas;
}

async function openTab(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name }));
  return loaded(canvasElement);
}

/** The figure under `label` in the four stats. */
const stat = (canvasElement: HTMLElement, label: string) =>
  [...within(canvasElement).getByRole('group', { name: '통계 요약' }).querySelectorAll('[data-slot="stat-tile"]')].find(
    (tile) => tile.querySelector('[data-slot="stat-tile-label"]')?.textContent === label,
  );

export const Owner: Story = {
  name: 'Owner: statistics',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '플레이어원' })).toBeVisible();
    await expect(canvas.getByText('@player_one')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '프로필 수정' })).toHaveAttribute('href', '/profile-edit');
    // All of the owner's collections count, the private one too: 6 distinct games, 2 cleared, 3 shelves.
    await expect(stat(canvasElement, '보유 게임')).toHaveTextContent('6개');
    await expect(stat(canvasElement, '클리어')).toHaveTextContent('2개');
    await expect(stat(canvasElement, '플레이 시간')).toHaveTextContent('267시간');
    await expect(stat(canvasElement, '컬렉션')).toHaveTextContent('3개');
    await expect(canvas.getByRole('tab', { name: '통계' })).toHaveAttribute('aria-selected', 'true');
    const genres = within(canvas.getByRole('list', { name: '선호 장르' }));
    await expect(genres.getAllByRole('button').map((b) => b.textContent)).toEqual(
      playerOneWorld.genres.map((g) => `${g.genreNameKo}${g.percentage.toFixed(1)}%, ${g.gameCount}개`),
    );
    const platforms = within(canvas.getByRole('list', { name: '많이 플레이한 플랫폼' }));
    await expect(platforms.getAllByRole('listitem')[0]).toHaveTextContent('1위, 57.1%Switch4개');
  },
};

export const OwnerDark: Story = { ...Owner, name: 'Owner (dark)', globals: { theme: 'dark' } };

export const BusyGenres: Story = {
  name: 'Busy genre bar: colours cycle, focus highlights',
  parameters: { msw: { handlers: { profiles: profileHandlers.busyGenres } } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const items = within(canvas.getByRole('list', { name: '선호 장르' })).getAllByRole('button');
    await expect(items).toHaveLength(busyGenres.length);
    // The eleventh genre takes the first colour again.
    const swatch = (i: number) => items[i]!.querySelector('span')!.className;
    await expect(swatch(10)).toBe(swatch(0));
    await expect(swatch(1)).not.toBe(swatch(0));
    const total = busyGenres.reduce((sum, g) => sum + g.percentage, 0);
    await expect(Math.round(total * 10)).toBe(1000);
    // Focus brings one genre forward; a tap pins it.
    items[2]!.focus();
    await waitFor(() => expect(items[2]).toHaveAttribute('data-active'));
    await expect(items[0]!.querySelector('span')).toHaveClass('opacity-30');
    await userEvent.click(items[2]!);
    await expect(items[2]).toHaveAttribute('aria-pressed', 'true');
  },
};

export const OwnerCollections: Story = {
  name: 'Owner: collections tab with visibility',
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = await openTab(canvasElement, '컬렉션');
    const list = within(canvas.getByRole('list', { name: '컬렉션' }));
    const cards = list.getAllByRole('link');
    await expect(cards).toHaveLength(3);
    await expect(list.getByText('비공개')).toBeVisible();
    await expect(cards[0]).toHaveAttribute('href', '/collection/11?from=user-profile&username=player_one&originalFrom=collection');
  },
};

export const Visitor: Story = {
  name: 'Visitor: public parts only',
  parameters: { route: { path: '/user/:username', initialEntry: '/user/indie_fan?from=home' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: indieFanWorld.displayName! })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '프로필 수정' })).toBeNull();
    // Only the public collection counts for a visitor.
    await expect(stat(canvasElement, '보유 게임')).toHaveTextContent('2개');
    await expect(stat(canvasElement, '컬렉션')).toHaveTextContent('1개');
    await openTab(canvasElement, '컬렉션');
    const list = within(canvas.getByRole('list', { name: '컬렉션' }));
    await expect(list.getAllByRole('link')).toHaveLength(1);
    await expect(list.queryByText('공개')).toBeNull();
    await expect(list.getByRole('link')).toHaveAttribute('href', '/collection/21?from=user-profile&username=indie_fan&originalFrom=home');
  },
};

export const VisitorReviews: Story = {
  name: 'Visitor: reviews tab',
  parameters: { route: { path: '/user/:username', initialEntry: '/user/indie_fan' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = await openTab(canvasElement, '리뷰');
    const reviews = within(canvas.getByRole('list', { name: '리뷰' }));
    await expect(reviews.getAllByRole('listitem')).toHaveLength(indieFanWorld.reviews.length);
    await expect(reviews.getByText(indieFanWorld.reviews[0]!.content)).toBeVisible();
  },
};

export const InitialTabFromState: Story = {
  name: 'Initial tab from navigation state',
  parameters: { route: { path: '/user/:username', initialEntry: '/user/player_one', state: { activeTab: 'reviews' } } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('tab', { name: '리뷰' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('list', { name: '리뷰' })).getAllByRole('listitem')).toHaveLength(playerOneWorld.reviews.length);
  },
};

export const Activity: Story = {
  name: 'Activity tab: times',
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = await openTab(canvasElement, '활동');
    const items = within(canvas.getByRole('list', { name: '최근 활동' })).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual([
      '방금 전',
      '5시간 전',
      '3일 전',
      '2026년 10월 1일',
    ]);
    await expect(items[0]).toHaveTextContent('리뷰를 남겼어요');
    await expect(items[3]).toHaveTextContent('컬렉션을 만들었어요');
    await expect(within(items[3]!).getByRole('link')).toHaveAttribute(
      'href',
      '/collection/13?from=user-profile&username=player_one&originalFrom=collection',
    );
  },
};

export const PrivateProfile: Story = {
  name: 'Private profile seen by someone else',
  parameters: {
    route: { path: '/user/:username', initialEntry: '/user/indie_fan' },
    msw: { handlers: { profiles: profileHandlers.privateProfile } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: indieFanWorld.displayName! })).toBeVisible();
    await expect(canvas.getByText(profileMessages.privateProfileTitle)).toBeVisible();
    await expect(canvas.getByText(profileMessages.privateProfileDescription)).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.queryByText(indieFanWorld.bio)).toBeNull();
  },
};

export const GuestVisitor: Story = {
  name: 'Guest visitor',
  beforeEach: guestSession,
  parameters: { route: { path: '/user/:username', initialEntry: '/user/player_one' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.queryByRole('link', { name: '프로필 수정' })).toBeNull();
    await expect(stat(canvasElement, '컬렉션')).toHaveTextContent('2개');
  },
};

export const NoCollections: Story = {
  name: 'No collections yet',
  parameters: { route: { path: '/user/:username', initialEntry: '/user/new_player' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(stat(canvasElement, '보유 게임')).toHaveTextContent('0개');
    await expect(canvas.getByText('아직 통계가 없어요')).toBeVisible();
    await openTab(canvasElement, '컬렉션');
    await expect(canvas.getByText('공개된 컬렉션이 없어요')).toBeVisible();
  },
};

export const UnknownUser: Story = {
  name: 'Unknown user',
  parameters: { route: { path: '/user/:username', initialEntry: '/user/nobody_here' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(profileMessages.userNotFound)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { profiles: profileHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { profiles: profileHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(commonMessages.internalError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: commonMessages.retry })).toBeVisible();
  },
};

export const BackFromHome: Story = {
  name: 'Back: to home when opened from home',
  parameters: { route: { path: '/user/:username', initialEntry: '/user/indie_fan?from=home' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/'));
  },
};

export const BackOnePage: Story = {
  name: 'Back: one page otherwise',
  play: async ({ canvasElement }) => {
    await navigateStory('/user/indie_fan');
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: indieFanWorld.displayName! })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/user/player_one'));
  },
};
