import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStoryProviders } from '../../../testing/story-providers.tsx';
import { AuditLogScreen } from './audit-log-screen.tsx';
import { asOperator, contentGroup } from '../testing/story-helpers.ts';

const meta = {
  title: 'Screens/Admin/Audit log',
  component: AuditLogScreen,
  decorators: [withStoryProviders],
  beforeEach: asOperator,
  parameters: { layout: 'fullscreen', route: { path: '/admin/audit-log' }, ...contentGroup('loaded') },
} satisfies Meta<typeof AuditLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  name: 'Newest first, Korean labels, Seoul time, details on demand',
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: '감사 로그' }));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const first = within(items[0]!);
    await expect(first.getByText('공지사항 등록')).toBeVisible();
    await expect(first.getByText('공지사항 #10')).toBeVisible();
    // 15:00 UTC on the 24th is 00:00 on the 25th in Seoul.
    await expect(first.getByText('2026.11.25 00:00')).toBeVisible();
    await expect(within(items[2]!).getByText(/명령줄/)).toBeVisible();
    await userEvent.click(first.getByText('자세히 보기'));
    await expect(first.getByText(/"path": "\/api\/notices"/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: contentGroup('empty'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('기록된 관리 작업이 없습니다.')).toBeVisible();
  },
};
