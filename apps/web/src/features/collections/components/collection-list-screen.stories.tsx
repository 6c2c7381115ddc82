import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { collectionMessages, commonMessages } from '@gameshelf/contracts';
import { collectionHandlers } from '@gameshelf/mocks';
import { withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { CollectionListScreen } from './collection-list-screen.tsx';

const meta = {
  title: 'Screens/Collections/List',
  component: CollectionListScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession(),
  parameters: { layout: 'fullscreen', route: { path: '/collection' }, msw: { handlers: { collections: collectionHandlers.loaded } } },
} satisfies Meta<typeof CollectionListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = async (canvasElement: HTMLElement) =>
  Array.from((await within(canvasElement).findByRole('list', { name: '내 컬렉션 목록' }, { timeout: 5000 })).children).map(
    (item) => within(item as HTMLElement).getByRole('link').textContent ?? '',
  );

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const shown = await names(canvasElement);
    await expect(shown).toHaveLength(3);
    await expect(within(canvasElement).getByRole('link', { name: '새 컬렉션' })).toHaveAttribute('href', '/collection/new');
  },
};

export const SortByGameCount: Story = {
  name: 'Interaction: sort by game count',
  play: async ({ canvasElement }) => {
    await names(canvasElement);
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: '정렬' }), '게임 많은순');
    await waitFor(async () => expect((await names(canvasElement))[0]).toContain('인생 게임'));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { collections: collectionHandlers.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 컬렉션이 없어요')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { collections: collectionHandlers.error } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(collectionMessages.listLoadFailed);
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: { collections: collectionHandlers.loading } } } };

export const Dark: Story = { ...Loaded, globals: { theme: 'dark' } };
