import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { collectionMessages, commonMessages } from '@gameshelf/contracts';
import { collectionHandlers, collectionHandlersFor } from '@gameshelf/mocks';
import { getStorySearchParams, withStoryProviders } from '../../../testing/story-providers.tsx';
import { PublicCollectionsScreen } from './public-collections-screen.tsx';

const meta = {
  title: 'Screens/Collections/Explore',
  component: PublicCollectionsScreen,
  decorators: [withStoryProviders],
  args: { title: '컬렉션 탐색' },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/explore' },
    msw: { handlers: { collections: collectionHandlers.loaded } },
  },
} satisfies Meta<typeof PublicCollectionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = async (canvasElement: HTMLElement) =>
  Array.from((await within(canvasElement).findByRole('list', { name: '컬렉션 목록' }, { timeout: 5000 })).children) as HTMLElement[];

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const items = await cards(canvasElement);
    // Public ones only: '인생 게임', '빈 선반' and '인디 명작'; never the private shelves.
    await expect(items).toHaveLength(3);
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('비밀 목록')).toBeNull();
    await expect(canvas.getByRole('link', { name: /인디 명작/ })).toHaveAttribute('href', '/collection/public/21');
    await expect(canvas.getByText('인디팬')).toBeVisible();
  },
};

export const Search: Story = {
  name: 'Interaction: search by name',
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: '컬렉션 검색' }), '인디');
    await waitFor(() => expect(getStorySearchParams().get('q')).toBe('인디'));
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(1));
  },
};

export const NoResults: Story = {
  parameters: { route: { path: '/explore', initialEntry: '/explore?q=없는컬렉션' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('검색 결과가 없습니다.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { collections: collectionHandlersFor([]) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 공개된 컬렉션이 없어요')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { collections: collectionHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(commonMessages.loading);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { collections: collectionHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(collectionMessages.listLoadFailed);
  },
};

export const Dark: Story = { ...Loaded, globals: { theme: 'dark' } };
