import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { AdminNoticesScreen } from './admin-notices-screen.tsx';
import { asOperator, contentGroup } from '../testing/story-helpers.ts';

const meta = {
  title: 'Screens/Admin/Notices',
  component: AdminNoticesScreen,
  decorators: [withStoryProviders],
  beforeEach: asOperator,
  parameters: { layout: 'fullscreen', route: { path: '/admin/notices' }, ...contentGroup('loaded') },
} satisfies Meta<typeof AdminNoticesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  name: 'Notices, newest first',
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: '공지사항 목록' }));
    const links = list.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('11월 업데이트 안내'),
      expect.stringContaining('[중요]서비스 점검 안내'),
      expect.stringContaining('개인정보 처리방침'),
    ]);
    await userEvent.click(within(canvasElement).getByRole('link', { name: '새 공지 작성' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/admin/notices/new'));
  },
};

export const Empty: Story = {
  parameters: contentGroup('empty'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('등록된 공지사항이 없습니다.')).toBeVisible();
  },
};
