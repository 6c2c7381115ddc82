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
    await expect(within(items[0]!).getAllByRole('link')[0]).toHaveAttribute('href', `/game/${wishlisted[0]!.id}`);
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
      await expect(within(first).getAllByRole('link')[0]).toHaveAccessibleName(new RegExp(`^${sorted[0]}`));
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

/** Each row's best price: a sale at the lowest ever, a sale above an older lowest, a full price, none known. */
export const Prices: Story = {
  play: async ({ canvasElement }) => {
    const items = await listItems(canvasElement);
    const row = (id: number) => items[wishlistGameIds.indexOf(id)]!;
    const [, eldenRing, , , hades, stardew] = wishlistGameIds;
    await expect(row(hades!)).toHaveTextContent('50% 할인, ');
    await expect(within(row(hades!)).getByText('역대 최저가')).toBeVisible();
    await expect(within(row(stardew!)).getByText('역대 최저 8,000원 · 2025.12.20')).toBeVisible();
    await expect(within(row(eldenRing!)).getByText('64,800원')).toBeVisible();
    await expect(within(row(wishlistGameIds[0]!)).getByText(wishlistMessages.noPrice)).toBeVisible();
  },
};

export const OnSale: Story = {
  name: 'Interaction: on sale only',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listItems(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: wishlistMessages.onSale }));
    await waitFor(() => expect(canvas.getByText('3개 게임')).toBeVisible());
    for (const item of await listItems(canvasElement)) await expect(item).toHaveTextContent('% 할인');
  },
};

export const SortByPrice: Story = {
  name: 'Interaction: sort by price',
  play: async ({ canvasElement }) => {
    await listItems(canvasElement);
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: '정렬' }), '낮은 가격순');
    await waitFor(async () => {
      const prices = (await listItems(canvasElement)).slice(0, 5).map((item) => /([\d,]+)원/.exec(item.textContent ?? '')?.[1]);
      await expect(prices).toEqual(['9,600', '10,750', '16,500', '52,800', '64,800']);
    });
  },
};

const baldursGate = titleOf(wishlistGameIds[3]!);

/** Each sheet story has a wishlist of its own, so what one saves never shows in another. */
const ownWishlist = () => ({ msw: { handlers: { wishlist: wishlistHandlers.loaded, genres: genresHandlers.loaded } } });

export const SetTargetPrice: Story = {
  name: 'Interaction: set a target price',
  parameters: ownWishlist(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await listItems(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${baldursGate} ${wishlistMessages.alertSettings}` }));
    const dialog = await body.findByRole('dialog', { name: wishlistMessages.alertSettings });
    const field = within(dialog).getByRole('textbox', { name: /목표 가격/ });
    await userEvent.clear(field);
    await userEvent.type(field, '5000');
    await expect(field).toHaveValue('5,000');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await expect(await body.findByText(wishlistMessages.alertSaved)).toBeVisible();
    await expect(await canvas.findByText('목표 가격 5,000원')).toBeVisible();
    // The screenshot waits for the sheet and the toast to be gone (it would catch either mid-way).
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(body.queryByText(wishlistMessages.alertSaved)).toBeNull(), { timeout: 6000 });
  },
};

export const TargetPriceTooLow: Story = {
  name: 'Interaction: a target price out of range',
  parameters: ownWishlist(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await listItems(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: `${baldursGate} ${wishlistMessages.alertSettings}` }));
    const dialog = await body.findByRole('dialog', { name: wishlistMessages.alertSettings });
    const field = within(dialog).getByRole('textbox', { name: /목표 가격/ });
    await userEvent.clear(field);
    await userEvent.type(field, '50');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(wishlistMessages.targetPriceRange);
  },
};
