import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages, commonMessages, homeMessages, uploadMessages } from '@gameshelf/contracts';
import { withStoryProviders } from '../../../testing/story-providers.tsx';
import { BannersScreen } from './banners-screen.tsx';
import { asOperator, asUser, body, contentGroup, holdToast } from '../testing/story-helpers.ts';

const meta = {
  title: 'Screens/Admin/Banners',
  component: BannersScreen,
  decorators: [withStoryProviders],
  beforeEach: asOperator,
  parameters: { layout: 'fullscreen', route: { path: '/admin/banners' }, ...contentGroup('loaded') },
} satisfies Meta<typeof BannersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const bannerList = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: '배너 목록' }));
const titles = (list: { getAllByRole: (role: 'listitem') => HTMLElement[] }) =>
  list.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));

export const Loaded: Story = {
  name: 'Banners in display order',
  play: async ({ canvasElement }) => {
    const list = await bannerList(canvasElement);
    await expect(titles(list)).toEqual([
      '1번째 배너: 모든 플랫폼의 게임을 한곳에',
      '2번째 배너: 나만의 게임 컬렉션 만들기',
      '3번째 배너: 겨울 할인 모아보기',
    ]);
    await expect(list.getByText('숨김')).toBeVisible();
    await expect(list.getByText('외부 주소 · https://www.igdb.com')).toBeVisible();
    await expect(list.getByRole('switch', { name: '겨울 할인 모아보기 홈에 노출' })).toHaveAttribute('aria-checked', 'false');
    // The admin menu links every tool and the user activity page.
    const nav = within(within(canvasElement).getByRole('navigation', { name: '관리자 메뉴' }));
    await expect(nav.getByRole('link', { name: '배너' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: '사용자 활동' })).toHaveAttribute('href', '/admin/user-activity');
  },
};

export const CreateWithImage: Story = {
  name: 'Create a banner with an uploaded image',
  play: async ({ canvasElement }) => {
    await bannerList(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '배너 추가' }));
    const dialog = within(await body().findByRole('dialog', { name: '배너 추가' }));
    // Saving without a title or image shows the contract's messages at the fields.
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await expect(await dialog.findByText(homeMessages.bannerTitleRequired)).toBeVisible();
    await expect(dialog.getByText(homeMessages.bannerImageInvalid)).toBeVisible();
    await userEvent.upload(dialog.getByLabelText('이미지 선택'), new File(['png'], 'spring.png', { type: 'image/png' }));
    await expect(await dialog.findByRole('img', { name: '선택한 배너 이미지 미리보기' })).toBeVisible();
    await userEvent.type(dialog.getByLabelText('제목'), '봄맞이 할인');
    await userEvent.click(dialog.getByRole('radio', { name: '앱 안 페이지' }));
    await userEvent.type(dialog.getByLabelText('링크 주소'), '/games');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await holdToast(homeMessages.bannerCreated);
    const list = await bannerList(canvasElement);
    await waitFor(() => expect(titles(list)).toContain('4번째 배너: 봄맞이 할인'));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const Edit: Story = {
  name: 'Edit a banner',
  play: async ({ canvasElement }) => {
    const list = await bannerList(canvasElement);
    const row = within(list.getByRole('listitem', { name: '1번째 배너: 모든 플랫폼의 게임을 한곳에' }));
    await userEvent.click(row.getByRole('button', { name: '수정' }));
    const dialog = within(await body().findByRole('dialog', { name: '배너 수정' }));
    const title = dialog.getByLabelText('제목');
    await expect(title).toHaveValue('모든 플랫폼의 게임을 한곳에');
    await expect(dialog.getByLabelText('링크 주소')).toHaveValue('/landing?from=banner');
    await userEvent.clear(title);
    await userEvent.type(title, '모든 게임을 한곳에');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await holdToast(homeMessages.bannerUpdated);
    await waitFor(() => expect(titles(list)[0]).toBe('1번째 배너: 모든 게임을 한곳에'));
  },
};

export const Reorder: Story = {
  name: 'Reorder with the keyboard, saved in one call',
  play: async ({ canvasElement }) => {
    const list = await bannerList(canvasElement);
    const up = list.getByRole('button', { name: '겨울 할인 모아보기 위로 이동' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    // Focus stays with the moved banner, so it can keep moving.
    await waitFor(() => expect(document.activeElement).toBe(list.getByRole('button', { name: '겨울 할인 모아보기 위로 이동' })));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(titles(list)[0]).toBe('1번째 배너: 겨울 할인 모아보기'));
    // At the top the focus moves to the other arrow.
    await waitFor(() => expect(document.activeElement).toBe(list.getByRole('button', { name: '겨울 할인 모아보기 아래로 이동' })));
    await userEvent.click(within(canvasElement).getByRole('button', { name: '순서 저장' }));
    await holdToast('배너 순서를 저장했습니다.');
    await waitFor(() => expect(within(canvasElement).queryByRole('button', { name: '순서 저장' })).toBeNull());
    await expect(titles(list)).toEqual([
      '1번째 배너: 겨울 할인 모아보기',
      '2번째 배너: 모든 플랫폼의 게임을 한곳에',
      '3번째 배너: 나만의 게임 컬렉션 만들기',
    ]);
  },
};

export const ToggleActive: Story = {
  name: 'Show a hidden banner',
  play: async ({ canvasElement }) => {
    const list = await bannerList(canvasElement);
    await userEvent.click(list.getByRole('switch', { name: '겨울 할인 모아보기 홈에 노출' }));
    await holdToast('배너를 홈에 노출합니다.');
    await waitFor(() => expect(list.getByRole('switch', { name: '겨울 할인 모아보기 홈에 노출' })).toHaveAttribute('aria-checked', 'true'));
  },
};

export const DeleteConfirm: Story = {
  name: 'Delete after confirming',
  play: async ({ canvasElement }) => {
    const list = await bannerList(canvasElement);
    const row = within(list.getByRole('listitem', { name: '2번째 배너: 나만의 게임 컬렉션 만들기' }));
    await userEvent.click(row.getByRole('button', { name: '삭제' }));
    const dialog = within(await body().findByRole('alertdialog', { name: '배너를 삭제할까요?' }));
    await expect(dialog.getByText(/'나만의 게임 컬렉션 만들기' 배너가 홈에서 사라지고/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '삭제' }));
    await holdToast(homeMessages.bannerDeleted);
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(2));
  },
};

export const UploadRefused: Story = {
  name: 'Image upload refused: the message at the field',
  parameters: contentGroup('uploadRefused'),
  play: async ({ canvasElement }) => {
    await bannerList(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '배너 추가' }));
    const dialog = within(await body().findByRole('dialog', { name: '배너 추가' }));
    await userEvent.upload(dialog.getByLabelText('이미지 선택'), new File(['x'], 'notes.png', { type: 'image/png' }));
    await expect(await dialog.findByText(uploadMessages.imageTypeOnly)).toBeVisible();
    // The field stays usable for another try.
    await expect(dialog.getByLabelText('이미지 선택')).toBeEnabled();
  },
};

export const WriteFails: Story = {
  name: 'A write fails: the error toast, nothing changes',
  parameters: contentGroup('writesFail'),
  play: async ({ canvasElement }) => {
    const list = await bannerList(canvasElement);
    await userEvent.click(list.getByRole('switch', { name: '모든 플랫폼의 게임을 한곳에 홈에 노출' }));
    await holdToast(commonMessages.internalError);
    await expect(list.getByRole('switch', { name: '모든 플랫폼의 게임을 한곳에 홈에 노출' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const Empty: Story = {
  parameters: contentGroup('empty'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('등록된 배너가 없습니다.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: contentGroup('error'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('배너를 불러오지 못했습니다.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '다시 시도' })).toBeVisible();
  },
};

export const AccessDenied: Story = {
  name: 'Access denied for a non-admin',
  beforeEach: asUser,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(adminMessages.adminRequired)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '관리자 메뉴' })).toBeNull();
    await expect(canvas.getByRole('link', { name: adminMessages.goHome })).toHaveAttribute('href', '/');
  },
};

export const ServerForbids: Story = {
  name: "The server's 403 leads to access denied",
  parameters: contentGroup('forbidden'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(adminMessages.adminRequired)).toBeVisible();
  },
};

export const Dark: Story = { ...Loaded, name: 'Dark', globals: { theme: 'dark' } };
