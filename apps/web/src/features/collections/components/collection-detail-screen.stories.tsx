import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { collectionMessages } from '@gameshelf/contracts';
import { collectionHandlers, makeUserInfo } from '@gameshelf/mocks';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { guestSession, signedInSession } from '../../../testing/story-session.ts';
import { truncatedControlLabels } from '../../../testing/truncation.ts';
import { narrowestViewport } from '../../../testing/viewports.ts';
import { CollectionDetailScreen } from './collection-detail-screen.tsx';

const route = (id: number | string) => ({ path: '/collection/:collectionId', initialEntry: `/collection/${id}` });
const otherUser = signedInSession({ user: makeUserInfo({ id: 2, username: 'indie_fan', displayName: '인디팬' }) });
const thirdUser = signedInSession({ user: makeUserInfo({ id: 3, username: 'visitor', displayName: '방문자' }) });

const meta = {
  title: 'Screens/Collections/Detail',
  component: CollectionDetailScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession(),
  parameters: { layout: 'fullscreen', route: route(11), msw: { handlers: { collections: collectionHandlers.loaded } } },
} satisfies Meta<typeof CollectionDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvasElement: HTMLElement) =>
  Array.from((await within(canvasElement).findByRole('list', { name: '컬렉션 게임 목록' }, { timeout: 5000 })).children) as HTMLElement[];

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rows(canvasElement)).toHaveLength(5);
    await expect(canvas.getByText('구매 금액')).toBeVisible();
    await expect(canvas.getByText('12.5만원')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /좋아요/ })).toBeNull();
    await expect(canvas.getByRole('progressbar', { name: '클리어 진행률' })).toHaveAttribute('aria-valuenow', '40');
  },
};

export const NonOwner: Story = {
  beforeEach: thirdUser,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await expect(canvas.getByText('총 게임')).toBeVisible();
    await expect(canvas.queryByText('구매 금액')).toBeNull();
    await expect(canvas.getByRole('link', { name: /플레이어원/ })).toHaveAttribute('href', '/user/player_one?from=collection-detail');
  },
};

export const Like: Story = {
  name: 'Interaction: like, then unlike',
  beforeEach: thirdUser,
  parameters: { msw: { handlers: { collections: collectionHandlers.loaded } } },
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const like = within(canvasElement).getByRole('button', { name: /좋아요/ });
    await expect(like).toHaveTextContent('12');
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(like).toHaveTextContent('13'));
    // The first like is still on its way a moment after the optimistic count: a press then is ignored.
    await waitFor(() => expect(like).not.toHaveAttribute('aria-busy'));
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveTextContent('12'));
  },
};

export const LikeFails: Story = {
  name: 'Interaction: a failed like is put back',
  beforeEach: thirdUser,
  parameters: { msw: { handlers: { collections: [...collectionHandlers.likeFails, ...collectionHandlers.loaded] } } },
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const like = within(canvasElement).getByRole('button', { name: /좋아요/ });
    await userEvent.click(like);
    await expect(await within(document.body).findByText(collectionMessages.likeFailed)).toBeVisible();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    await expect(like).toHaveTextContent('12');
  },
};

export const Guest: Story = {
  beforeEach: guestSession,
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /좋아요/ }));
    await expect(await within(document.body).findByText('로그인이 필요합니다.')).toBeVisible();
  },
};

export const FilterAndSort: Story = {
  name: 'Interaction: status filter and sort',
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '클리어' }));
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(2));
    await userEvent.click(canvas.getByRole('radio', { name: '전체' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '정렬' }), '플레이 시간순');
    await waitFor(async () => expect((await rows(canvasElement))[0]).toHaveTextContent('120시간'));
  },
};

export const Narrowest: Story = {
  name: 'At 320 px: every status filter reads in full',
  globals: narrowestViewport,
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const filters = within(canvasElement).getByRole('radiogroup', { name: '플레이 상태' });
    const labels = within(filters)
      .getAllByRole('radio')
      .map((radio) => radio.textContent);
    await expect(labels).toEqual(['전체', '플레이 전', '플레이 중', '클리어']);
    await expect(truncatedControlLabels(filters)).toEqual([]);
    // The whole group is on screen, so no label hides past the edge either.
    await expect(filters.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(truncatedControlLabels(canvasElement)).toEqual([]);
  },
};

export const DeleteConfirm: Story = {
  name: 'Interaction: delete after confirming',
  // Its own copy of the collections: the deletion must not reach the other stories.
  parameters: { msw: { handlers: { collections: collectionHandlers.loaded } } },
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '컬렉션 메뉴' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: '삭제' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: collectionMessages.deleteConfirmTitle });
    await expect(dialog).toHaveTextContent(collectionMessages.deleteConfirmDescription);
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/collection'));
  },
};

export const PublicVariant: Story = {
  beforeEach: thirdUser,
  args: { publicVariant: true },
  parameters: { route: { path: '/collection/public/:collectionId', initialEntry: '/collection/public/21' } },
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await expect(within(canvasElement).queryByText('공개')).toBeNull();
  },
};

export const PrivateAsOther: Story = {
  name: 'Private: another user',
  beforeEach: otherUser,
  parameters: { route: route(12) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('비공개 컬렉션입니다')).toBeVisible();
    await expect(within(canvasElement).queryByText('비밀 목록')).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: '로그인' })).toBeNull();
  },
};

export const PrivateAsGuest: Story = {
  name: 'Private: a guest',
  beforeEach: guestSession,
  parameters: { route: route(12) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('컬렉션 주인이신가요?')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '로그인' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: route(999) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(collectionMessages.notFound)).toBeVisible();
  },
};

export const NotFoundGuest: Story = {
  beforeEach: guestSession,
  parameters: { route: route(999) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: '컬렉션 둘러보기' })).toHaveAttribute('href', '/explore');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { collections: collectionHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(collectionMessages.loadFailed);
  },
};

export const Loading: Story = { parameters: { msw: { handlers: { collections: collectionHandlers.loading } } } };

export const Dark: Story = { ...Owner, globals: { theme: 'dark' } };
