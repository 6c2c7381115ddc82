import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages, wishlistMessages } from '@gameshelf/contracts';
import { games, genresHandlers, wishlistGameIds, wishlistHandlers } from '@gameshelf/mocks';
import { withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { WishlistScreen } from './wishlist-screen.tsx';

const meta = {
  title: 'Screens/Wishlist',
  component: WishlistScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession(),
  parameters: {
    layout: 'fullscreen',
    route: { path: '/wishlist' },
    msw: { handlers: { wishlist: wishlistHandlers.loaded, genres: genresHandlers.loaded } },
  },
} satisfies Meta<typeof WishlistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const wishlisted = wishlistGameIds.map((id) => games.find((g) => g.id === id)!);
const titleOf = (id: number) => {
  const game = games.find((g) => g.id === id)!;
  return game.nameKo ?? game.name;
};
/** The grid's items (not the platform lists inside each card). */
const listItems = async (canvasElement: HTMLElement) =>
  Array.from(
    (await within(canvasElement).findByRole('list', { name: '위시리스트 게임 목록' }, { timeout: 5000 })).children,
  ) as HTMLElement[];

export const Loading: Story = {
  parameters: { msw: { handlers: { wishlist: wishlistHandlers.loading, genres: genresHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(commonMessages.loading);
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const items = await listItems(canvasElement);
    await expect(items).toHaveLength(wishlisted.length);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${wishlisted.length}개 게임`)).toBeVisible();
    // Newest first: the fixture's first game was added last.
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', `/game/${wishlisted[0]!.id}`);
    await expect(canvas.getByRole('combobox', { name: '정렬' })).toHaveValue('recent');
  },
};

export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    await listItems(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('group', { name: '플랫폼' })).getByRole('button', { name: 'Switch' }));
    const switchGames = wishlisted.filter((g) => g.platformCodes.includes('SWITCH'));
    await waitFor(() => expect(canvas.getByText(`${switchGames.length}개 게임`)).toBeVisible());
    const items = await listItems(canvasElement);
    await expect(items).toHaveLength(switchGames.length);
  },
};

export const SortByName: Story = {
  name: 'Interaction: sort by name',
  play: async ({ canvasElement }) => {
    await listItems(canvasElement);
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: '정렬' }), '이름순');
    const sorted = [...wishlisted].map((g) => g.nameKo ?? g.name).sort((a, b) => a.localeCompare(b, 'ko'));
    await waitFor(async () => {
      const first = (await listItems(canvasElement))[0]!;
      await expect(within(first).getByRole('link')).toHaveAccessibleName(new RegExp(`^${sorted[0]}`));
    });
  },
};

export const RemoveWithUndo: Story = {
  name: 'Interaction: remove, then undo',
  play: async ({ canvasElement }) => {
    await listItems(canvasElement);
    const canvas = within(canvasElement);
    const first = titleOf(wishlisted[0]!.id);
    await userEvent.click(canvas.getByRole('button', { name: `${first} 위시리스트에서 제거` }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: `${first} 위시리스트에서 제거` })).toBeNull());
    const body = within(document.body);
    await expect(await body.findByText(wishlistMessages.removed)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: wishlistMessages.undo }));
    await expect(await canvas.findByRole('button', { name: `${first} 위시리스트에서 제거` }, { timeout: 5000 })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { wishlist: wishlistHandlers.empty, genres: genresHandlers.loaded } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(wishlistMessages.emptyTitle)).toBeVisible();
    await expect(canvas.getByRole('link', { name: wishlistMessages.browseGames })).toHaveAttribute('href', '/games');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { wishlist: wishlistHandlers.error, genres: genresHandlers.loaded } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(wishlistMessages.loadFailed);
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
  },
};

export const Dark: Story = { ...Loaded, globals: { theme: 'dark' } };
