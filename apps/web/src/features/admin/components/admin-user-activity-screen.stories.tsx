import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminHandlers, makeUserInfo } from '@gameshelf/mocks';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { AdminUserActivityScreen } from './admin-user-activity-screen.tsx';

const meta = {
  title: 'Screens/Admin/User activity',
  component: AdminUserActivityScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession({ user: makeUserInfo({ id: 2, username: 'admin', displayName: '운영자', role: 'admin' }) }),
  parameters: { layout: 'fullscreen', route: { path: '/admin/user-activity' } },
} satisfies Meta<typeof AdminUserActivityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (name: keyof typeof adminHandlers) => ({ msw: { handlers: { adminActivity: adminHandlers[name] } } });

const userList = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: '사용자 목록' }));

/** Chooses 플레이어원 (user 1, 26 activities) and waits for the first page. */
async function selectPlayerOne(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click((await userList(canvasElement)).getByRole('button', { name: /플레이어원/ }));
  await canvas.findByRole('list', { name: '활동 내역' });
  return canvas;
}

const timelineItems = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: '활동 내역' })).getAllByRole('listitem');

export const Loaded: Story = {
  name: 'Users listed, none selected',
  parameters: group('loaded'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '사용자 활동' })).toBeVisible();
    await expect((await userList(canvasElement)).getAllByRole('button')).toHaveLength(6);
    await expect(canvas.getByText('사용자를 선택하면 활동 내역을 볼 수 있습니다.')).toBeVisible();
    // No app header or tab bar on admin pages.
    await expect(canvas.queryByRole('navigation', { name: '주 메뉴' })).toBeNull();
  },
};

export const Back: Story = {
  name: 'Back goes home',
  parameters: group('loaded'),
  play: async ({ canvasElement }) => {
    await userList(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '홈으로' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/'));
  },
};

export const Empty: Story = {
  name: 'No users',
  parameters: group('empty'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('등록된 사용자가 없습니다.')).toBeVisible();
  },
};

export const Filtered: Story = {
  name: 'Filtered on this device',
  parameters: group('loaded'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await userList(canvasElement);
    const filter = canvas.getByRole('searchbox', { name: '사용자 검색' });
    await userEvent.type(filter, 'KING');
    await expect(list.getAllByRole('button')).toHaveLength(1);
    await expect(list.getByRole('button', { name: /게임왕/ })).toBeVisible();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'indie@');
    await expect(list.getByRole('button', { name: /인디러버/ })).toBeVisible();
    await userEvent.clear(filter);
    await userEvent.type(filter, '없는사람');
    await expect(canvas.getByText('조건에 맞는 사용자가 없습니다.')).toBeVisible();
  },
};

export const UserSelected: Story = {
  name: 'User selected: stats and timeline',
  parameters: group('loaded'),
  play: async ({ canvasElement }) => {
    const canvas = await selectPlayerOne(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: /플레이어원/ })).toBeVisible();
    const stat = (label: string) => canvas.getByText(label, { selector: '[data-slot="stat-tile-label"]' }).nextElementSibling;
    await expect(stat('리뷰')).toHaveTextContent('7');
    await expect(stat('컬렉션')).toHaveTextContent('6');
    await expect(stat('추가한 게임')).toHaveTextContent('7');
    await expect(stat('위시리스트')).toHaveTextContent('6');
    const items = timelineItems(canvasElement);
    await expect(items).toHaveLength(20);
    await expect(items[0]).toHaveTextContent('리뷰 작성');
    await expect(items[0]).toHaveTextContent('오늘 · 2026.11.30 12:00');
    await expect(items[0]).toHaveTextContent('평점 4.5');
    await expect(items[1]).toHaveTextContent('구매가');
    await expect(items[1]).toHaveTextContent('플레이 120시간');
    await expect(items[2]).toHaveTextContent('어제');
    await expect(items[6]).toHaveTextContent('1주 전');
    await expect(items[11]).toHaveTextContent('1개월 전');
    await expect(items[19]).toHaveTextContent('1년 전');
    await expect(canvas.getByText('1 / 2 페이지')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /플레이어원/, pressed: true })).toBeVisible();
  },
};

export const UserSelectedDark: Story = { ...UserSelected, name: 'User selected (dark)', globals: { theme: 'dark' } };

export const TimelinePages: Story = {
  name: 'Timeline: next and previous page',
  parameters: group('loaded'),
  play: async ({ canvasElement }) => {
    const canvas = await selectPlayerOne(canvasElement);
    await expect(canvas.getByRole('button', { name: '이전' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await expect(await canvas.findByText('2 / 2 페이지')).toBeVisible();
    await waitFor(() => expect(timelineItems(canvasElement)).toHaveLength(6));
    await expect(timelineItems(canvasElement).at(-1)).toHaveTextContent('3년 전');
    await expect(canvas.getByRole('button', { name: '다음' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '이전' }));
    await expect(await canvas.findByText('1 / 2 페이지')).toBeVisible();
    await waitFor(() => expect(timelineItems(canvasElement)).toHaveLength(20));
  },
};

export const FilterAndReset: Story = {
  name: 'Filter by type and dates, then reset',
  parameters: group('loaded'),
  play: async ({ canvasElement }) => {
    const canvas = await selectPlayerOne(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다음' }));
    await canvas.findByText('2 / 2 페이지');
    // A filter goes back to the first page.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '활동 유형' }), '리뷰 작성');
    await waitFor(() => expect(timelineItems(canvasElement)).toHaveLength(7));
    await expect(timelineItems(canvasElement).every((item) => item.textContent.includes('리뷰 작성'))).toBe(true);
    await expect(canvas.queryByText(/페이지$/)).toBeNull();
    await userEvent.type(canvas.getByLabelText('시작일'), '2026-11-01');
    await userEvent.type(canvas.getByLabelText('종료일'), '2026-11-29');
    // Reviews between 1 and 29 days ago: 3 and 14 days.
    await waitFor(() => expect(timelineItems(canvasElement)).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: '초기화' }));
    await expect(canvas.getByRole('combobox', { name: '활동 유형' })).toHaveValue('');
    await expect(canvas.getByLabelText('시작일')).toHaveValue('');
    await waitFor(() => expect(timelineItems(canvasElement)).toHaveLength(20));
    await expect(canvas.getByText('1 / 2 페이지')).toBeVisible();
  },
};

export const ManyUsers: Story = {
  name: 'Many users: the next page loads on request',
  parameters: group('manyUsers'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await userList(canvasElement)).getAllByRole('button')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: '사용자 더 보기' }));
    await waitFor(async () => expect((await userList(canvasElement)).getAllByRole('button')).toHaveLength(40));
  },
};

export const Forbidden: Story = {
  name: 'Server says not an admin (403): access denied',
  parameters: group('forbidden'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('관리자 권한이 필요합니다.')).toBeVisible();
    await expect(canvas.getByText('이 페이지는 관리자만 볼 수 있습니다.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
  },
};

export const UserNotFound: Story = {
  name: 'Selected user gone (404)',
  parameters: group('activitiesNotFound'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await userList(canvasElement)).getByRole('button', { name: /플레이어원/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('사용자를 찾을 수 없습니다.');
  },
};

export const ServerError: Story = {
  name: 'Server error',
  parameters: group('error'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('요청 처리 중 오류가 발생했습니다.');
  },
};

export const Loading: Story = {
  name: 'Loading',
  parameters: group('loading'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('사용자 목록을 불러오는 중...');
  },
};
