import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { suggestionMessages } from '@gameshelf/contracts';
import { withStoryProviders } from '../../../testing/story-providers.tsx';
import { SuggestionsScreen } from './suggestions-screen.tsx';
import { asOperator, body, contentGroup, holdToast } from '../testing/story-helpers.ts';

const meta = {
  title: 'Screens/Admin/Info suggestions',
  component: SuggestionsScreen,
  decorators: [withStoryProviders],
  beforeEach: asOperator,
  parameters: { layout: 'fullscreen', route: { path: '/admin/suggestions' }, ...contentGroup('loaded') },
} satisfies Meta<typeof SuggestionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pendingList = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: '대기 중 수정 제안' }));

export const WithItems: Story = {
  name: 'Pending suggestions',
  play: async ({ canvasElement }) => {
    const list = await pendingList(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByText('젤다의 전설 티어스 오브 더 킹덤')).toBeVisible();
    await expect(list.getByText('(없음)')).toBeVisible();
    await expect(list.getByText('player_one · 2026.11.25 12:00')).toBeVisible();
  },
};

export const AcceptKoreanTitle: Story = {
  name: 'Accept a Korean title: the list updates, the toast says it is applied',
  play: async ({ canvasElement }) => {
    const list = await pendingList(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'The Legend of Zelda: Tears of the Kingdom 제안 반영' }));
    const dialog = within(await body().findByRole('alertdialog', { name: '이 제안을 반영할까요?' }));
    await expect(dialog.getByText(/검색에 바로 반영돼요/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '반영' }));
    await holdToast("'The Legend of Zelda: Tears of the Kingdom'의 한국어 제목을 '젤다의 전설 티어스 오브 더 킹덤'(으)로 바꿨습니다.");
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    // The accepted tab shows it with the title now set.
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '반영됨' }));
    const accepted = within(await within(canvasElement).findByRole('list', { name: '반영됨 수정 제안' }));
    await expect(accepted.getAllByText('젤다의 전설 티어스 오브 더 킹덤')).toHaveLength(2);
  },
};

export const Reject: Story = {
  name: 'Reject after confirming',
  play: async ({ canvasElement }) => {
    const list = await pendingList(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Hollow Knight 제안 반려' }));
    const dialog = within(await body().findByRole('alertdialog', { name: '이 제안을 반려할까요?' }));
    await userEvent.click(dialog.getByRole('button', { name: '반려' }));
    await holdToast(suggestionMessages.rejected);
    await waitFor(() => expect(within(canvasElement).queryByText('Hollow Knight')).toBeNull());
  },
};

export const Empty: Story = {
  name: 'Nothing pending',
  parameters: contentGroup('empty'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('처리할 수정 제안이 없습니다.')).toBeVisible();
  },
};
