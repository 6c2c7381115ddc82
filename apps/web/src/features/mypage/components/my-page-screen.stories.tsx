import type { Meta, StoryObj } from '@storybook/react-vite';
import { commonMessages, pushMessages, steamMessages, toUserInfo } from '@gameshelf/contracts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  dataExportHandlers,
  fixtureProfiles,
  fixtureSupportContacts,
  makeUserProfile,
  myReviewsHandlers,
  ownProfileHandlersFor,
  playerOneWorld,
  supportHandlers,
  usersHandlers,
} from '@gameshelf/mocks';
import { getStoryHistoryAction, getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { STORE_COMING_SOON } from './account-linking-section.tsx';
import { EXPORT_SAVED } from './data-export-section.tsx';
import { COPIED, COPY_FAILED } from './feedback-dialog.tsx';
import { MyPageScreen } from './my-page-screen.tsx';

const profile = fixtureProfiles.complete;
const linkedProfile = makeUserProfile({ steamId: '76561197960287930', gogUserId: '48628349957132247' });

const meta = {
  title: 'Screens/MyPage',
  component: MyPageScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession({ user: toUserInfo(profile) }),
  parameters: {
    layout: 'fullscreen',
    route: { path: '/mypage' },
    msw: {
      handlers: {
        profile: usersHandlers.profileOk,
        settings: usersHandlers.settingsOk,
        logout: usersHandlers.logoutOk,
        myReviews: myReviewsHandlers.loaded,
        supportContacts: supportHandlers.loaded,
        dataExport: dataExportHandlers.ok,
      },
    },
  },
} satisfies Meta<typeof MyPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const section = (canvasElement: HTMLElement, name: string | RegExp) => within(within(canvasElement).getByRole('region', { name }));

/** The page is complete once the latest reviews (or their empty or error state) are in. */
async function loaded(canvasElement: HTMLElement) {
  const reviews = section(canvasElement, /최근 리뷰/);
  await waitFor(() => expect(reviews.queryByRole('status')).toBeNull());
  return reviews;
}

/** Keeps a toast on screen for the screenshot (the countdown pauses under the pointer). */
async function holdToast(message: string) {
  const toast = await body().findByText(message, undefined, { timeout: 3000 });
  await userEvent.hover(toast);
  return toast;
}

export const SignedIn: Story = {
  name: 'Signed in: stores not linked, with reviews',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reviews = await loaded(canvasElement);
    const card = section(canvasElement, '내 프로필');
    const profileLink = card.getByRole('link', { name: new RegExp(profile.displayName!) });
    await expect(profileLink).toHaveAttribute('href', `/user/${profile.username}`);
    await expect(profileLink).toHaveTextContent(`@${profile.username}`);
    await expect(profileLink).toHaveTextContent(profile.bio);
    await expect(card.getByRole('link', { name: '프로필 수정' })).toHaveAttribute('href', '/profile-edit');
    await expect(section(canvasElement, '활동').getByRole('link', { name: /리뷰 캘린더/ })).toHaveAttribute('href', '/review-calendar');
    const linking = section(canvasElement, '계정 연동');
    await expect(linking.getByRole('link', { name: /Steam/ })).toHaveAttribute('href', '/steam/connect');
    await expect(linking.getByRole('link', { name: /GOG/ })).toHaveAttribute('href', '/gog/connect');
    await expect(linking.getByRole('button', { name: /Xbox/ })).toHaveTextContent('준비 중');
    await expect(section(canvasElement, '고객 지원').getByRole('link', { name: /공지사항/ })).toHaveAttribute('href', '/notices');
    // The latest reviews, newest first, each with its game.
    const items = reviews.getAllByRole('listitem');
    await expect(items).toHaveLength(playerOneWorld.reviews.length);
    await expect(items[0]).toHaveTextContent(playerOneWorld.reviews[0]!.content);
    await expect(reviews.getByRole('link', { name: '캘린더에서 모두 보기' })).toHaveAttribute('href', '/review-calendar');
    // On /mypage the header has the settings button instead of the dark-mode toggle (spec 1 §2).
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByRole('button', { name: '설정' })).toBeVisible();
    await expect(header.queryByRole('button', { name: '다크 모드' })).toBeNull();
    const nav = within(canvas.getByRole('navigation', { name: '주 메뉴' }));
    await expect(nav.getByRole('link', { name: '마이페이지' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Dark: Story = { ...SignedIn, name: 'Signed in (dark)', globals: { theme: 'dark' } };

export const LinkedStores: Story = {
  name: 'Stores linked',
  parameters: { msw: { handlers: { profile: ownProfileHandlersFor(linkedProfile) } } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const linking = section(canvasElement, '계정 연동');
    await waitFor(() => expect(linking.getByRole('link', { name: /Steam/ })).toHaveAttribute('href', '/steam/library'));
    await expect(linking.getByRole('link', { name: /GOG/ })).toHaveAttribute('href', '/gog/library');
    await expect(linking.getByRole('link', { name: /Steam/ })).toHaveTextContent('연결됨');
  },
};

export const NoReviews: Story = {
  name: 'No reviews yet',
  parameters: { msw: { handlers: { myReviews: myReviewsHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const reviews = await loaded(canvasElement);
    await expect(reviews.getByText('아직 작성한 리뷰가 없어요')).toBeVisible();
    await expect(reviews.getByRole('link', { name: '게임 둘러보기' })).toHaveAttribute('href', '/games');
  },
};

export const ReviewsError: Story = {
  name: 'Reviews fail to load',
  parameters: { msw: { handlers: { myReviews: myReviewsHandlers.error } } },
  play: async ({ canvasElement }) => {
    const reviews = await loaded(canvasElement);
    await expect(await reviews.findByText(commonMessages.internalError)).toBeVisible();
    await expect(reviews.getByRole('button', { name: '다시 시도' })).toBeVisible();
  },
};

export const NoPhotoOrBio: Story = {
  name: 'Signed in: no photo or bio',
  beforeEach: signedInSession({ user: toUserInfo(fixtureProfiles.noPhoto) }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const card = section(canvasElement, '내 프로필');
    const link = card.getByRole('link', { name: new RegExp(fixtureProfiles.noPhoto.displayName!) });
    await expect(link).toHaveAttribute('href', `/user/${fixtureProfiles.noPhoto.username}`);
    await expect(link.querySelector('[data-slot="avatar"]')).toHaveAttribute('data-state', 'placeholder');
  },
};

export const ComingSoon: Story = {
  name: 'Coming soon: consoles',
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(section(canvasElement, '계정 연동').getByRole('button', { name: /PlayStation/ }));
    await holdToast(STORE_COMING_SOON);
  },
};

export const TermsAndPrivacy: Story = {
  name: 'Support: the terms and the privacy policy open their notices',
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const support = section(canvasElement, '고객 지원');
    await expect(support.getByRole('link', { name: /이용약관/ })).toHaveAttribute('href', '/notices/1');
    await expect(support.getByRole('link', { name: /개인정보처리방침/ })).toHaveAttribute('href', '/notices/2');
    await expect(support.queryByRole('button', { name: /이용약관/ })).toBeNull();
    await userEvent.click(support.getByRole('link', { name: /이용약관/ }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/notices/1'));
  },
};

/** Replaces the clipboard for one story: `writeText` records what it got, or refuses. */
const withClipboard =
  (copied: string[], refuse = false) =>
  () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
          copied.push(text);
        },
      },
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: Clipboard }).clipboard;
    };
  };

async function openFeedback(canvasElement: HTMLElement) {
  await loaded(canvasElement);
  await userEvent.click(section(canvasElement, '고객 지원').getByRole('button', { name: /의견 보내기/ }));
  return within(await body().findByRole('dialog', { name: '의견 보내기' }));
}

const copiedTexts: string[] = [];
const [messenger, social, email] = fixtureSupportContacts.contacts;

export const Feedback: Story = {
  name: 'Feedback dialog: copy a channel',
  beforeEach: () => {
    copiedTexts.length = 0;
    return withClipboard(copiedTexts)();
  },
  play: async ({ canvasElement }) => {
    const dialog = await openFeedback(canvasElement);
    await expect(await dialog.findByRole('link', { name: messenger!.value })).toHaveAttribute('href', messenger!.url!);
    await expect(dialog.getByRole('link', { name: social!.value })).toHaveAttribute('href', social!.url!);
    await expect(dialog.getByRole('link', { name: email!.value })).toHaveAttribute('href', `mailto:${email!.value}`);
    await userEvent.click(dialog.getByRole('button', { name: `${email!.label} 복사` }));
    await holdToast(COPIED);
    await expect(copiedTexts).toEqual([email!.value]);
  },
};

export const FeedbackCopyFails: Story = {
  name: 'Feedback dialog: the browser refuses to copy',
  beforeEach: withClipboard([], true),
  play: async ({ canvasElement }) => {
    const dialog = await openFeedback(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: `${messenger!.label} 복사` }));
    await holdToast(COPY_FAILED);
  },
};

export const FeedbackError: Story = {
  name: 'Feedback dialog: contacts fail to load',
  parameters: { msw: { handlers: { supportContacts: supportHandlers.error } } },
  play: async ({ canvasElement }) => {
    const dialog = await openFeedback(canvasElement);
    await expect(await dialog.findByText(commonMessages.internalError)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '다시 시도' })).toBeVisible();
  },
};

/** Catches the download link the page clicks, so the story sees the file without the browser saving it. */
const downloads: { name: string; size: number }[] = [];
const catchDownloads = () => {
  downloads.length = 0;
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (!this.download) return click.call(this);
    const href = this.href;
    const name = this.download;
    void fetch(href)
      .then((response) => response.blob())
      .then((blob) => downloads.push({ name, size: blob.size }));
  };
  return () => {
    HTMLAnchorElement.prototype.click = click;
  };
};

export const ExportData: Story = {
  name: 'Export: CSV downloads',
  beforeEach: catchDownloads,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(section(canvasElement, '내 데이터 내보내기').getByRole('button', { name: /CSV/ }));
    await holdToast(EXPORT_SAVED);
    await waitFor(() => expect(downloads).toEqual([{ name: 'gameshelf-player_one-2026-11-24.zip', size: 4 }]));
  },
};

export const ExportLimited: Story = {
  name: 'Export: too many this hour',
  beforeEach: catchDownloads,
  parameters: { msw: { handlers: { dataExport: dataExportHandlers.limited } } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(section(canvasElement, '내 데이터 내보내기').getByRole('button', { name: /JSON/ }));
    await holdToast(commonMessages.tooManyRequests);
    await expect(downloads).toEqual([]);
  },
};

export const SettingsFromHeader: Story = {
  name: 'Settings: header button opens the dialog',
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const header = within(within(canvasElement).getByRole('banner'));
    await userEvent.click(header.getByRole('button', { name: '설정' }));
    const dialog = within(await body().findByRole('dialog', { name: '설정' }));
    await expect(dialog.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expect(await dialog.findByRole('switch', { name: '프로필 공개' })).toBeChecked();
    // The push switch joins once the service worker (MSW's, in stories) is ready: wait, so screenshots agree.
    await dialog.findByRole('switch', { name: pushMessages.label });
  },
};

export const SettingsFromPage: Story = {
  name: 'Settings: page entry opens the dialog',
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /앱 설정/ }));
    const dialog = within(await body().findByRole('dialog', { name: '설정' }));
    await expect(dialog.getByRole('switch', { name: '알림' })).toBeChecked();
    await expect(await dialog.findByRole('switch', { name: '프로필 공개' })).toBeChecked();
    // The push switch joins once the service worker (MSW's, in stories) is ready: wait, so screenshots agree.
    await dialog.findByRole('switch', { name: pushMessages.label });
  },
};

// The end of a store link (spec 3 §2.2): Steam sends the browser back here with its outcome.

export const ReturnSteamLinked: Story = {
  name: 'Return from Steam: linked, on to the library',
  parameters: { route: { path: '/mypage', initialEntry: '/mypage?steamConnected=true' } },
  play: async () => {
    await waitFor(() => expect(getStoryLocation()).toMatchObject({ pathname: '/steam/library', search: '?connected=true' }));
    await expect(getStoryHistoryAction()).toBe('REPLACE');
  },
};

export const ReturnGogLinked: Story = {
  name: 'Return from GOG: linked, on to the library',
  parameters: { route: { path: '/mypage', initialEntry: '/mypage?gogConnected=true' } },
  play: async () => {
    await waitFor(() => expect(getStoryLocation()).toMatchObject({ pathname: '/gog/library', search: '?connected=true' }));
    await expect(getStoryHistoryAction()).toBe('REPLACE');
  },
};

export const ReturnLinkFailed: Story = {
  name: 'Return from Steam: the account is linked elsewhere',
  parameters: { route: { path: '/mypage', initialEntry: '/mypage?error=account_in_use' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await holdToast(steamMessages.linkErrors.account_in_use);
    await waitFor(() => expect(getStoryLocation()).toMatchObject({ pathname: '/mypage', search: '' }));
    await expect(getStoryHistoryAction()).toBe('REPLACE');
  },
};

export const ReturnLinkFailedUnknown: Story = {
  name: 'Return from Steam: an unknown failure',
  parameters: { route: { path: '/mypage', initialEntry: '/mypage?error=cancelled' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await holdToast(steamMessages.linkFailedGeneric);
    await waitFor(() => expect(getStoryLocation().search).toBe(''));
  },
};
