import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { collectionMessages } from '@gameshelf/contracts';
import { collectionHandlers } from '@gameshelf/mocks';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { CollectionFormScreen } from './collection-form-screen.tsx';

const meta = {
  title: 'Screens/Collections/Form',
  component: CollectionFormScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession(),
  parameters: { layout: 'fullscreen', route: { path: '/collection/new' }, msw: { handlers: { collections: collectionHandlers.loaded } } },
} satisfies Meta<typeof CollectionFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameField = (canvasElement: HTMLElement) => within(canvasElement).findByLabelText('컬렉션 이름', {}, { timeout: 5000 });

export const New: Story = {
  play: async ({ canvasElement }) => {
    await expect(await nameField(canvasElement)).toHaveValue('');
    await expect(within(canvasElement).getByRole('radio', { name: '공개' })).toBeChecked();
    await expect(within(canvasElement).getByText('0/10')).toBeVisible();
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await nameField(canvasElement), '가');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(collectionMessages.nameTooShort);
  },
};

export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await nameField(canvasElement), '가나다라마바사아자차카');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(collectionMessages.nameTooLong);
  },
};

export const Created: Story = {
  name: 'Interaction: created, back to the list',
  play: async ({ canvasElement }) => {
    await userEvent.type(await nameField(canvasElement), '주말 게임');
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '비공개' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: '만들기' }));
    await expect(await within(document.body).findByText(collectionMessages.created)).toBeVisible();
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/collection'));
  },
};

export const Edit: Story = {
  parameters: { route: { path: '/collection/:collectionId/edit', initialEntry: '/collection/11/edit' } },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await nameField(canvasElement)).toHaveValue('인생 게임'));
  },
};

export const EditLoadFails: Story = {
  name: 'Edit: loading fails, back to the list',
  parameters: { route: { path: '/collection/:collectionId/edit', initialEntry: '/collection/999/edit' } },
  play: async () => {
    await expect(await within(document.body).findByText(collectionMessages.infoLoadFailed)).toBeVisible();
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/collection'));
  },
};
