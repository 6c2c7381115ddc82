import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogMessages, collectionMessages } from '@gameshelf/contracts';
import { collectionHandlers, fixtureCollections } from '@gameshelf/mocks';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { CollectedGameEditScreen } from './collected-game-edit-screen.tsx';

const shelf = fixtureCollections[0];
const playing = shelf.games[1];
const route = (collectionId: number | string, gameId: number | string) => ({
  path: '/collection/:collectionId/game/:gameId/edit',
  initialEntry: `/collection/${collectionId}/game/${gameId}/edit`,
});

const meta = {
  title: 'Screens/Collections/Game edit',
  component: CollectedGameEditScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession(),
  parameters: {
    layout: 'fullscreen',
    route: route(shelf.summary.id, playing.gameId),
    msw: { handlers: { collections: collectionHandlers.loaded } },
  },
} satisfies Meta<typeof CollectedGameEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('radiogroup', { name: '플레이 상태' }, { timeout: 5000 });
  return canvas;
};

export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('radio', { name: '플레이 중' })).toBeChecked();
    await expect(canvas.getByLabelText('플레이 시간 (시간)')).toHaveValue(String(playing.playtimeHours));
    await expect(canvas.getByRole('slider', { name: '진행률' })).toHaveValue(String(playing.completionPercentage));
    await expect(canvas.getByLabelText('구매 가격 (원)')).toHaveValue('59,800');
  },
};

export const StatusRules: Story = {
  name: 'Interaction: status rules',
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '플레이 전' }));
    await expect(canvas.queryByLabelText('플레이 시간 (시간)')).toBeNull();
    await expect(canvas.queryByRole('slider')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: '클리어' }));
    await expect(canvas.getByLabelText('플레이 시간 (시간)')).toHaveValue('0');
    await expect(canvas.queryByRole('slider')).toBeNull();
  },
};

export const PriceWithCommas: Story = {
  name: 'Interaction: price typed with thousands commas',
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const price = canvas.getByLabelText('구매 가격 (원)');
    await userEvent.clear(price);
    await userEvent.type(price, '1234567');
    await expect(price).toHaveValue('1,234,567');
  },
};

export const Saved: Story = {
  name: 'Interaction: saved, back to the collection',
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.type(canvas.getByLabelText('메모'), '재밌다');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(await within(document.body).findByText(collectionMessages.gameUpdated)).toBeVisible();
    await waitFor(() => expect(getStoryLocation().pathname).toBe(`/collection/${shelf.summary.id}`));
  },
};

export const MemoTooLong: Story = {
  name: 'Validation: a memo over 20 characters',
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.type(canvas.getByLabelText('메모'), '가'.repeat(21));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(collectionMessages.notesTooLong);
    await expect(canvas.getByRole('button', { name: '저장' })).toBeDisabled();
  },
};

export const PlaytimeEmptied: Story = {
  name: 'Validation: playtime emptied',
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const playtime = canvas.getByLabelText('플레이 시간 (시간)');
    await userEvent.clear(playtime);
    // Nothing is said about an emptied field, but it cannot be saved until it has a number again.
    await waitFor(() => expect(canvas.getByRole('button', { name: '저장' })).toBeDisabled());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(playtime, '3');
    await waitFor(() => expect(canvas.getByRole('button', { name: '저장' })).toBeEnabled());
    await userEvent.clear(playtime);
  },
};

export const NotFound: Story = {
  parameters: { route: route(shelf.summary.id, 999999) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(catalogMessages.gameNotFound)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { collections: collectionHandlers.error } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(collectionMessages.collectedGameLoadFailed);
  },
};

export const MissingParams: Story = {
  parameters: { route: route('abc', 'x') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(collectionMessages.requiredParamsMissing)).toBeVisible();
  },
};

export const Dark: Story = { ...Playing, globals: { theme: 'dark' } };
