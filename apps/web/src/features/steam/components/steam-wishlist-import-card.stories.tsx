import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STEAM_WISHLIST_PRIVATE, steamMessages, type SteamWishlistImport } from '@gameshelf/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { SteamWishlistImportCard } from './steam-wishlist-import-card.tsx';

const counts = (imported: number, alreadyInWishlist: number, notInCatalog: number, overLimit = 0): SteamWishlistImport => {
  const c = { steamItems: imported + alreadyInWishlist + notInCatalog + overLimit, imported, alreadyInWishlist, notInCatalog, overLimit };
  return { ...c, message: steamMessages.wishlistImported(c) };
};

const meta = {
  title: 'Screens/Steam/Wishlist import',
  component: SteamWishlistImportCard,
  args: { state: { kind: 'idle' }, onImport: fn() },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SteamWishlistImportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('button', { name });

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Steam 찜 목록' })).toBeVisible();
    await expect(within(canvasElement).getByText(steamMessages.wishlistImportHint)).toBeVisible();
    await userEvent.click(button(canvasElement, steamMessages.wishlistImportButton));
    await expect(args.onImport).toHaveBeenCalledOnce();
  },
};

export const Importing: Story = {
  args: { state: { kind: 'importing' } },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, steamMessages.wishlistImporting)).toBeDisabled();
  },
};

export const Imported: Story = {
  args: { state: { kind: 'imported', result: counts(12, 3, 2) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Steam 찜 목록에서 12개 게임을 위시리스트에 추가했습니다. (이미 있던 3개, 게임셸프에 없는 2개는 건너뛰었습니다.)',
      ),
    ).toBeVisible();
    await expect(button(canvasElement, steamMessages.wishlistImportButton)).toBeEnabled();
  },
};

export const ImportedDark: Story = { ...Imported, name: 'Imported (dark)', globals: { theme: 'dark' } };

export const NothingNew: Story = {
  name: 'Nothing new',
  args: { state: { kind: 'imported', result: counts(0, 15, 2) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('새로 추가할 게임이 없습니다. (이미 있던 15개, 게임셸프에 없는 2개)')).toBeVisible();
  },
};

export const OverLimit: Story = {
  name: 'Over the limit',
  args: { state: { kind: 'imported', result: counts(1_990, 0, 10, 340) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/한도를 넘은 340개/)).toBeVisible();
  },
};

export const EmptyOnSteam: Story = {
  name: 'Empty on Steam',
  args: { state: { kind: 'imported', result: counts(0, 0, 0) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Steam 찜 목록이 비어 있습니다.')).toBeVisible();
  },
};

export const PrivateWishlist: Story = {
  name: 'Private wishlist',
  args: { state: { kind: 'error', error: new ApiError(403, steamMessages.wishlistPrivate, undefined, STEAM_WISHLIST_PRIVATE) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(steamMessages.wishlistPrivate)).toBeVisible();
  },
};

export const SteamDown: Story = {
  name: 'Steam out of reach',
  args: { state: { kind: 'error', error: new ApiError(503, steamMessages.steamUnavailable) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(steamMessages.steamUnavailable)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: { kind: 'error', error: new ApiError(500, '서버 오류') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(steamMessages.wishlistImportFailed)).toBeVisible();
  },
};
