import type { Meta, StoryObj } from '@storybook/react-vite';
import { toUserInfo } from '@gameshelf/contracts';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureProfiles, usersHandlers } from '@gameshelf/mocks';
import { withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { MyPageScreen } from './my-page-screen.tsx';

const profile = fixtureProfiles.complete;

const meta = {
  title: 'Screens/MyPage',
  component: MyPageScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession({ user: toUserInfo(profile) }),
  parameters: {
    layout: 'fullscreen',
    route: { path: '/mypage' },
    msw: { handlers: { settings: usersHandlers.settingsOk, logout: usersHandlers.logoutOk } },
  },
} satisfies Meta<typeof MyPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const SignedIn: Story = {
  name: 'Signed in',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('region', { name: '내 프로필' }));
    const profileLink = card.getByRole('link', { name: new RegExp(profile.displayName!) });
    await expect(profileLink).toHaveAttribute('href', `/user/${profile.username}`);
    await expect(profileLink).toHaveTextContent(`@${profile.username}`);
    await expect(profileLink).toHaveTextContent(profile.bio);
    await expect(card.getByRole('link', { name: '프로필 수정' })).toHaveAttribute('href', '/profile-edit');
    const activity = within(canvas.getByRole('region', { name: '활동' }));
    await expect(activity.getByRole('link', { name: /리뷰 캘린더/ })).toHaveAttribute('href', '/review-calendar');
    // On /mypage the header has the settings button instead of the dark-mode toggle (spec 1 §2).
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByRole('button', { name: '설정' })).toBeVisible();
    await expect(header.queryByRole('button', { name: '다크 모드' })).toBeNull();
    const nav = within(canvas.getByRole('navigation', { name: '주 메뉴' }));
    await expect(nav.getByRole('link', { name: '마이페이지' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NoPhotoOrBio: Story = {
  name: 'Signed in: no photo or bio',
  beforeEach: signedInSession({ user: toUserInfo(fixtureProfiles.noPhoto) }),
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: '내 프로필' }));
    const link = card.getByRole('link', { name: new RegExp(fixtureProfiles.noPhoto.displayName!) });
    await expect(link).toHaveAttribute('href', `/user/${fixtureProfiles.noPhoto.username}`);
    await expect(link.querySelector('[data-slot="avatar"]')).toHaveAttribute('data-state', 'placeholder');
  },
};

export const SettingsFromHeader: Story = {
  name: 'Settings: header button opens the dialog',
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    await userEvent.click(header.getByRole('button', { name: '설정' }));
    const dialog = await body().findByRole('dialog', { name: '설정' });
    await expect(within(dialog).getByRole('button', { name: '로그아웃' })).toBeVisible();
  },
};

export const SettingsFromPage: Story = {
  name: 'Settings: page entry opens the dialog',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /앱 설정/ }));
    const dialog = await body().findByRole('dialog', { name: '설정' });
    await expect(within(dialog).getByRole('switch', { name: '알림' })).toBeChecked();
  },
};
