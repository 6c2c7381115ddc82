import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { getApiDocument } from '@gameshelf/contracts';
import { apiDocsHandlers } from '@gameshelf/mocks';
import { withStoryProviders } from '../../../testing/story-providers.tsx';
import { ApiReferenceScreen } from './api-reference-screen.tsx';

const meta = {
  title: 'Screens/API reference',
  component: ApiReferenceScreen,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/developers/api' },
    msw: { handlers: { apiDocs: apiDocsHandlers.loaded } },
  },
} satisfies Meta<typeof ApiReferenceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /collections/ }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'OpenAPI 3.1 문서(JSON) 받기' })).toHaveAttribute('href', getApiDocument.path);
    const operation = canvas.getByText('/api/collections/{id}/likes/toggle');
    await userEvent.click(operation);
    const details = operation.closest('details')!;
    await expect(details).toHaveAttribute('open');
    await expect(within(details).getByText('Toggle collection like')).toBeVisible();
    await expect(within(details).getByText('로그인 필요')).toBeVisible();
    await expect(within(details).getByText('429')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { apiDocs: apiDocsHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('API 문서를 불러오지 못했어요', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { apiDocs: apiDocsHandlers.loading } } },
};
