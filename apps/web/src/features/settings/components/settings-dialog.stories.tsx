import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { overlayGone } from '../../../testing/overlay-gone.ts';
import { NOTIFICATION_KIND_LABELS, accountMessages, notificationMessages, pushMessages, toUserInfo } from '@gameshelf/contracts';
import { authHandlers, fixtureProfiles, makeUserProfile, notificationHandlers, usersHandlers } from '@gameshelf/mocks';
import { Button } from '@gameshelf/ui';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import { GUEST_THEME_STORAGE_KEY } from '../../../lib/storage-keys.ts';
import { setDarkMode } from '../../../lib/theme/theme.ts';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { guestSession, signedInSession } from '../../../testing/story-session.ts';
import { useSettingsDialog } from '../../../lib/settings-dialog.tsx';

/** Any page can open the dialog with useSettingsDialog().open(); this one only has the button. */
function OpenSettingsPage() {
  const settings = useSettingsDialog();
  return (
    <div className="flex flex-col items-start gap-3 px-gutter py-5">
      <h1 className="text-lg font-bold">설정 열기 예시</h1>
      <Button variant="outline" onClick={settings.open}>
        설정 열기
      </Button>
    </div>
  );
}

/** Every story leaves the theme as it found it: light, nothing stored for the guest. */
const resetTheme = () => {
  setDarkMode(false);
  localStorage.removeItem(GUEST_THEME_STORAGE_KEY);
};

const withTheme = (session: () => () => void) => () => {
  resetTheme();
  const endSession = session();
  return () => {
    endSession();
    resetTheme();
  };
};

const signedInUser = toUserInfo(fixtureProfiles.complete);
const signedIn = withTheme(signedInSession({ user: signedInUser }));
const guest = withTheme(guestSession);

const meta = {
  title: 'Screens/Settings/Dialog',
  component: OpenSettingsPage,
  decorators: [withStoryProviders],
  beforeEach: signedIn,
  parameters: {
    layout: 'fullscreen',
    route: { path: '/' },
    msw: { handlers: { profile: usersHandlers.profileOk, settings: usersHandlers.settingsOk, logout: usersHandlers.logoutOk } },
  },
} satisfies Meta<typeof OpenSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Opens the dialog the way the app does (the shell's dialog state) and answers it. */
async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: '설정 열기' }));
  const dialog = await body().findByRole('dialog', { name: '설정' });
  // Signed in, the visibility switch joins once the own profile has loaded: wait, so screenshots agree.
  if (useAuthStore.getState().isAuthenticated) {
    await within(dialog).findByRole('switch', { name: '프로필 공개' });
    // So does the push switch once the service worker (MSW's, in stories) is ready.
    await within(dialog).findByRole('switch', { name: pushMessages.label });
  }
  // And the kinds' switches under '알림' while it is on.
  if (useAuthStore.getState().user?.notificationEnabled)
    await within(dialog).findByRole('group', { name: notificationMessages.preferencesTitle });
  return dialog;
}

/** Keeps a toast on screen for the screenshot (the countdown pauses under the pointer). */
async function holdToast(message: string) {
  const toast = await body().findByText(message, undefined, { timeout: 3000 });
  await userEvent.hover(toast);
  return toast;
}

const storedUser = () => useAuthStore.getState().user;

export const Guest: Story = {
  beforeEach: guest,
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement));
    await expect(dialog.getByRole('switch', { name: '다크 모드' })).not.toBeChecked();
    // Notifications, profile edit and logout need an account.
    await expect(dialog.queryByRole('switch', { name: '알림' })).toBeNull();
    await expect(dialog.queryByRole('link', { name: '프로필 수정' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: '로그아웃' })).toBeNull();
  },
};

export const GuestDarkMode: Story = {
  name: 'Guest: dark mode is stored locally',
  beforeEach: guest,
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement));
    await userEvent.click(dialog.getByRole('switch', { name: '다크 모드' }));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    await expect(dialog.getByRole('switch', { name: '다크 모드' })).toBeChecked();
    await expect(JSON.parse(localStorage.getItem(GUEST_THEME_STORAGE_KEY) ?? 'null')).toEqual({
      state: { isDarkMode: true },
      version: 0,
    });
  },
};

export const SignedIn: Story = {
  name: 'Signed in',
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement));
    await expect(dialog.getByRole('switch', { name: '다크 모드' })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: '알림' })).toBeChecked();
    // Visibility comes from the own profile: shown once it has loaded.
    await expect(await dialog.findByRole('switch', { name: '프로필 공개' })).toBeChecked();
    await expect(dialog.getByRole('link', { name: '프로필 수정' })).toHaveAttribute('href', '/profile-edit');
    await expect(dialog.getByRole('button', { name: '로그아웃' })).toBeEnabled();
  },
};

export const SignedInDarkSaved: Story = {
  name: 'Signed in: saved dark mode applies',
  beforeEach: withTheme(signedInSession({ user: toUserInfo(makeUserProfile({ darkModeEnabled: true })) })),
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    // The user's server-side flag drives the page, not the guest's stored one (spec 1 §4).
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    await expect(localStorage.getItem(GUEST_THEME_STORAGE_KEY)).toBeNull();
    const dialog = within(await openDialog(canvasElement));
    await expect(dialog.getByRole('switch', { name: '다크 모드' })).toBeChecked();
  },
};

export const DarkModeSaved: Story = {
  name: 'Dark mode: saved to the server',
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement));
    await userEvent.click(dialog.getByRole('switch', { name: '다크 모드' }));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    await expect(dialog.getByRole('switch', { name: '다크 모드' })).toBeChecked();
    await expect(storedUser()?.darkModeEnabled).toBe(true);
    // A signed-in user's choice is not the guest's.
    await expect(localStorage.getItem(GUEST_THEME_STORAGE_KEY)).toBeNull();
  },
};

export const DarkModeFails: Story = {
  name: 'Dark mode: failure reverts with a toast',
  parameters: { msw: { handlers: { settings: usersHandlers.settingsFails } } },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement));
    await userEvent.click(dialog.getByRole('switch', { name: '다크 모드' }));
    await holdToast(accountMessages.darkModeSaveFailed);
    await waitFor(() => expect(dialog.getByRole('switch', { name: '다크 모드' })).not.toBeChecked());
    await expect(document.documentElement).not.toHaveClass('dark');
    await expect(storedUser()?.darkModeEnabled).toBe(false);
  },
};

export const HeaderToggleSaves: Story = {
  name: 'Dark mode: header toggle saves for a signed-in user',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '다크 모드' }));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    await waitFor(() => expect(storedUser()?.darkModeEnabled).toBe(true));
    await expect(localStorage.getItem(GUEST_THEME_STORAGE_KEY)).toBeNull();
  },
};

export const NotificationsSaved: Story = {
  name: 'Notifications: saved',
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement));
    await userEvent.click(dialog.getByRole('switch', { name: '알림' }));
    await expect(dialog.getByRole('switch', { name: '알림' })).not.toBeChecked();
    await waitFor(() => expect(storedUser()?.notificationEnabled).toBe(false));
    // With every notification off, the kinds' switches go away.
    await expect(dialog.queryByRole('group', { name: notificationMessages.preferencesTitle })).toBeNull();
  },
};

export const NotificationKinds: Story = {
  name: 'Notifications: a switch per kind',
  parameters: { msw: { handlers: { notifications: notificationHandlers.someKindsOff } } },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement));
    const kinds = within(dialog.getByRole('group', { name: notificationMessages.preferencesTitle }));
    await expect(kinds.getAllByRole('switch')).toHaveLength(5);
    await expect(kinds.getByRole('switch', { name: NOTIFICATION_KIND_LABELS.price_drop })).toBeChecked();
    await expect(kinds.getByRole('switch', { name: NOTIFICATION_KIND_LABELS.game_released })).not.toBeChecked();
    await userEvent.click(kinds.getByRole('switch', { name: NOTIFICATION_KIND_LABELS.review_helpful }));
    await waitFor(() => expect(kinds.getByRole('switch', { name: NOTIFICATION_KIND_LABELS.review_helpful })).not.toBeChecked());
  },
};

export const NotificationKindFails: Story = {
  name: 'Notifications: a kind that fails to save reverts with a toast',
  parameters: { msw: { handlers: { notifications: notificationHandlers.kindSaveFails } } },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement));
    const kind = dialog.getByRole('switch', { name: NOTIFICATION_KIND_LABELS.collection_liked });
    await userEvent.click(kind);
    await holdToast(notificationMessages.preferencesSaveFailed);
    await waitFor(() => expect(kind).toBeChecked());
  },
};

export const NotificationsOffHidesKinds: Story = {
  name: 'Notifications: off, no kinds shown',
  beforeEach: withTheme(signedInSession({ user: toUserInfo(makeUserProfile({ notificationEnabled: false })) })),
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement));
    await expect(dialog.getByRole('switch', { name: '알림' })).not.toBeChecked();
    await expect(dialog.queryByRole('group', { name: notificationMessages.preferencesTitle })).toBeNull();
  },
};

export const NotificationsFail: Story = {
  name: 'Notifications: failure reverts with a toast',
  parameters: { msw: { handlers: { settings: usersHandlers.settingsFails } } },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement));
    await userEvent.click(dialog.getByRole('switch', { name: '알림' }));
    await holdToast(accountMessages.notificationSaveFailed);
    await waitFor(() => expect(dialog.getByRole('switch', { name: '알림' })).toBeChecked());
    await expect(storedUser()?.notificationEnabled).toBe(true);
  },
};

/** Turns the visibility switch off once the own profile has loaded. */
async function makeProfilePrivate(canvasElement: HTMLElement) {
  const dialog = within(await openDialog(canvasElement));
  const visibility = await dialog.findByRole('switch', { name: '프로필 공개' });
  await userEvent.click(visibility);
  return visibility;
}

export const ProfileVisibilitySaved: Story = {
  name: 'Profile visibility: made private',
  play: async ({ canvasElement }) => {
    const visibility = await makeProfilePrivate(canvasElement);
    await holdToast(accountMessages.profileNowPrivate);
    await expect(visibility).not.toBeChecked();
  },
};

export const ProfileVisibilityFails: Story = {
  name: 'Profile visibility: failure reverts with a toast',
  parameters: { msw: { handlers: { settings: usersHandlers.settingsFails } } },
  play: async ({ canvasElement }) => {
    const visibility = await makeProfilePrivate(canvasElement);
    await holdToast(accountMessages.profileVisibilitySaveFailed);
    await waitFor(() => expect(visibility).toBeChecked());
  },
};

export const ProfileEditLink: Story = {
  name: 'Profile edit link closes the dialog',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('link', { name: '프로필 수정' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/profile-edit'));
    await overlayGone();
  },
};

/** Opens the dialog and presses 로그아웃. */
async function pressLogout(canvasElement: HTMLElement) {
  const dialog = within(await openDialog(canvasElement));
  await userEvent.click(dialog.getByRole('button', { name: '로그아웃' }));
  return dialog;
}

/** Logged out: home, signed out, the dialog closed and '로그아웃되었습니다.' shown. */
async function expectLoggedOut() {
  await waitFor(() => expect(getStoryLocation().pathname).toBe('/'));
  await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
  await expect(storedUser()).toBeNull();
  await overlayGone();
  await holdToast(accountMessages.loggedOut);
}

export const Logout: Story = {
  parameters: { route: { path: '/mypage' } },
  play: async ({ canvasElement }) => {
    await pressLogout(canvasElement);
    await expectLoggedOut();
  },
};

export const LogoutServerFails: Story = {
  name: 'Logout: the server fails, still signed in with an error',
  parameters: { route: { path: '/mypage' }, msw: { handlers: { logout: usersHandlers.logoutFails } } },
  play: async ({ canvasElement }) => {
    const dialog = await pressLogout(canvasElement);
    await holdToast(accountMessages.logoutFailed);
    // The session may still be live on the server: nothing is dropped here, and the dialog stays for a retry.
    await expect(useAuthStore.getState().isAuthenticated).toBe(true);
    await expect(storedUser()).toEqual(signedInUser);
    await expect(getStoryLocation().pathname).toBe('/mypage');
    await expect(body().getByRole('dialog', { name: '설정' })).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: '로그아웃' })).not.toHaveAttribute('aria-disabled'));
    await expect(dialog.getByRole('button', { name: '로그아웃' })).toHaveFocus();
    await expect(body().queryByText(accountMessages.loggedOut)).toBeNull();
  },
};

export const LogoutRetried: Story = {
  name: 'Logout: retried after a failure',
  parameters: { route: { path: '/mypage' }, msw: { handlers: { logout: usersHandlers.logoutFailsOnce } } },
  play: async ({ canvasElement }) => {
    const dialog = await pressLogout(canvasElement);
    await body().findByText(accountMessages.logoutFailed);
    const retry = dialog.getByRole('button', { name: '로그아웃' });
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(retry);
    await expectLoggedOut();
  },
};

export const LogoutSessionAlreadyOver: Story = {
  name: 'Logout: a session already over is signed out by the client',
  parameters: {
    route: { path: '/mypage' },
    msw: { handlers: { logout: usersHandlers.logoutUnauthorized, refresh: authHandlers.refreshFails } },
  },
  play: async ({ canvasElement }) => {
    await pressLogout(canvasElement);
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    await overlayGone();
    // The client's own message (session expiry) is the one shown, not a logout failure.
    await expect(body().queryByText(accountMessages.logoutFailed)).toBeNull();
  },
};
