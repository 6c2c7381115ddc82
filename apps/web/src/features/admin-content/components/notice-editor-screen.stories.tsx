import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noticeMessages } from '@gameshelf/contracts';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { NoticeEditorScreen } from './notice-editor-screen.tsx';
import { asOperator, body, contentGroup, holdToast } from '../testing/story-helpers.ts';

const meta = {
  title: 'Screens/Admin/Notice editor',
  component: NoticeEditorScreen,
  decorators: [withStoryProviders],
  beforeEach: asOperator,
  parameters: { layout: 'fullscreen', route: { path: '/admin/notices/new' }, ...contentGroup('loaded') },
} satisfies Meta<typeof NoticeEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const editRoute = (id: number | string) => ({
  route: { path: '/admin/notices/:noticeId/edit', initialEntry: `/admin/notices/${id}/edit` },
});

export const NewWithPreview: Story = {
  name: 'New notice: markdown with a live preview',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('제목'), '12월 점검 안내');
    await userEvent.type(
      canvas.getByLabelText('내용 (마크다운)'),
      '# 점검 시간{enter}{enter}- **12월 3일** 새벽 2시{enter}{enter}[[전체 게임 보기](/games)',
    );
    await userEvent.click(canvas.getByRole('tab', { name: '미리보기' }));
    // The same renderer as /notices: a heading one level under the page title, bold, app links through the router.
    const preview = within(canvasElement.querySelector<HTMLElement>('[data-slot="notice-markdown"]')!);
    await expect(preview.getByRole('heading', { level: 2, name: '점검 시간' })).toBeVisible();
    await expect(preview.getByText('12월 3일', { selector: 'strong' })).toBeVisible();
    await expect(preview.getByRole('link', { name: '전체 게임 보기' })).toHaveAttribute('href', '/games');
  },
};

export const ImportantSaved: Story = {
  name: 'Important flag, saved',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('제목'), '서비스 약관 변경');
    await userEvent.type(canvas.getByLabelText('내용 (마크다운)'), '약관이 바뀌었습니다.');
    const important = canvas.getByRole('switch', { name: '중요 공지' });
    await userEvent.click(important);
    await expect(important).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await holdToast(noticeMessages.created);
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/admin/notices'));
  },
};

export const ValidationError: Story = {
  name: 'Validation: the contract messages at the fields',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '미리보기' }));
    await expect(canvas.getByText('미리 볼 내용이 없어요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));
    await expect(await canvas.findByText(noticeMessages.titleRequired)).toBeVisible();
    // The empty body's message brings the writing tab back.
    await expect(await canvas.findByText(noticeMessages.contentRequired)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '작성' })).toHaveAttribute('aria-selected', 'true');
    await expect(getStoryLocation().pathname).toBe('/admin/notices/new');
  },
};

export const EditAndDelete: Story = {
  name: 'Edit an existing notice, delete after confirming',
  parameters: editRoute(3),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('서비스 점검 안내')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: '중요 공지' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '삭제' }));
    const dialog = within(await body().findByRole('alertdialog', { name: '공지사항을 삭제할까요?' }));
    await userEvent.click(dialog.getByRole('button', { name: '삭제' }));
    await holdToast(noticeMessages.deleted);
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/admin/notices'));
  },
};

export const Missing: Story = {
  name: 'A notice that does not exist',
  parameters: editRoute(424242),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(noticeMessages.notFound)).toBeVisible();
  },
};
