import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { RANDOM_NICKNAME_PATTERN, accountMessages, uploadMessages, toUserInfo } from '@gameshelf/contracts';
import { fixtureProfiles, uploadedProfileImageUrl, usersHandlers } from '@gameshelf/mocks';
import { REDIRECT_PATH_KEY } from '../../../lib/storage-keys.ts';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { chooseFile, makeLargeImageFile, makePngFile, makeTextFile } from '../testing/story-files.ts';
import { ProfileSetupScreen, RANDOM_NICKNAME_RETRY_MS } from './profile-setup-screen.tsx';

const newcomer = toUserInfo(fixtureProfiles.newcomer);

const meta = {
  title: 'Screens/Profile/Setup',
  component: ProfileSetupScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession({ user: newcomer }),
  parameters: {
    layout: 'fullscreen',
    route: { path: '/profile-setup' },
    msw: {
      handlers: {
        profile: usersHandlers.profileOk,
        displayNameCheck: usersHandlers.displayNameAvailable,
        profileImage: usersHandlers.uploadOk,
      },
    },
  },
} satisfies Meta<typeof ProfileSetupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const nicknameInput = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: '닉네임' });
const submitButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: '시작하기' });
const body = () => within(document.body);

/** Types a nickname and waits for the server's availability answer. */
async function typeAvailableNickname(canvasElement: HTMLElement, nickname: string) {
  await userEvent.type(nicknameInput(canvasElement), nickname);
  await within(canvasElement).findByText(accountMessages.displayNameAvailable, undefined, { timeout: 3000 });
}

/** Keeps an error toast on screen for the screenshot (the countdown pauses under the pointer). */
async function holdToast(message: string) {
  const toast = await body().findByText(message, undefined, { timeout: 3000 });
  await userEvent.hover(toast);
  return toast;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '프로필 설정' })).toBeVisible();
    await expect(nicknameInput(canvasElement)).toHaveValue('');
    await expect(canvas.getByText('0/20')).toBeVisible();
    await expect(canvas.getByText(uploadMessages.imageHint)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '사진 선택' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: '사진 삭제' })).toBeNull();
    await expect(submitButton(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '랜덤 닉네임으로 시작하기' })).toBeEnabled();
    // Setup is a full-screen page: no header or bottom navigation.
    await expect(canvas.queryByRole('navigation', { name: '주 메뉴' })).toBeNull();
  },
};

export const NicknameTooShort: Story = {
  name: 'Validation: too short',
  play: async ({ canvasElement }) => {
    await userEvent.type(nicknameInput(canvasElement), '가');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(accountMessages.displayNameTooShort);
    await expect(nicknameInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(submitButton(canvasElement)).toBeDisabled();
  },
};

export const NicknameBadCharacters: Story = {
  name: 'Validation: bad characters',
  play: async ({ canvasElement }) => {
    await userEvent.type(nicknameInput(canvasElement), '닉네임!!');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(accountMessages.displayNameCharacters);
    await expect(submitButton(canvasElement)).toBeDisabled();
  },
};

export const NicknameTooLong: Story = {
  name: 'Validation: too long',
  play: async ({ canvasElement }) => {
    await userEvent.type(nicknameInput(canvasElement), 'abcdefghijklmnopqrstu');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(accountMessages.displayNameTooLong);
    await expect(within(canvasElement).getByText('21/20')).toBeVisible();
    await expect(submitButton(canvasElement)).toBeDisabled();
  },
};

export const NicknameAvailable: Story = {
  name: 'Check: nickname available',
  play: async ({ canvasElement }) => {
    await typeAvailableNickname(canvasElement, '새로운게이머');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(submitButton(canvasElement)).toBeEnabled());
  },
};

export const NicknameTaken: Story = {
  name: 'Check: nickname taken',
  play: async ({ canvasElement }) => {
    await userEvent.type(nicknameInput(canvasElement), '게임왕');
    const alert = await within(canvasElement).findByRole('alert', undefined, { timeout: 3000 });
    await expect(alert).toHaveTextContent(accountMessages.displayNameTaken);
    await expect(submitButton(canvasElement)).toBeDisabled();
  },
};

export const PhotoPreview: Story = {
  name: 'Photo: preview',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    chooseFile(canvasElement, await makePngFile());
    const preview = await canvas.findByRole('img', { name: '프로필 사진 미리보기' });
    await expect(preview.querySelector('img')?.src).toMatch(/^blob:/);
    await expect(canvas.getByRole('button', { name: '사진 변경' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '사진 삭제' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const PhotoRemoved: Story = {
  name: 'Photo: removed',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const revoke = spyOn(URL, 'revokeObjectURL');
    try {
      chooseFile(canvasElement, await makePngFile());
      const preview = await canvas.findByRole('img', { name: '프로필 사진 미리보기' });
      const src = preview.querySelector('img')!.src;
      await userEvent.click(canvas.getByRole('button', { name: '사진 삭제' }));
      await expect(canvas.queryByRole('img', { name: '프로필 사진 미리보기' })).toBeNull();
      await expect(canvas.getByRole('button', { name: '사진 선택' })).toBeVisible();
      // The preview's object URL is released with it.
      await expect(revoke).toHaveBeenCalledWith(src);
    } finally {
      revoke.mockRestore();
    }
  },
};

export const PhotoTooLarge: Story = {
  name: 'Photo: 6 MB refused',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    chooseFile(canvasElement, makeLargeImageFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(uploadMessages.imageTooLarge);
    await expect(canvas.queryByRole('img', { name: '프로필 사진 미리보기' })).toBeNull();
  },
};

export const PhotoNotAnImage: Story = {
  name: 'Photo: text file refused',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    chooseFile(canvasElement, makeTextFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(uploadMessages.imageTypeOnly);
    await expect(canvas.queryByRole('img', { name: '프로필 사진 미리보기' })).toBeNull();
  },
};

export const SubmitSuccess: Story = {
  name: 'Submit: success goes home',
  play: async ({ canvasElement }) => {
    chooseFile(canvasElement, await makePngFile());
    await within(canvasElement).findByRole('img', { name: '프로필 사진 미리보기' });
    await typeAvailableNickname(canvasElement, '새로운게이머');
    await waitFor(() => expect(submitButton(canvasElement)).toBeEnabled());
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/'), { timeout: 3000 });
    await expect(useAuthStore.getState().user).toMatchObject({
      displayName: '새로운게이머',
      profileCompleted: true,
      profileImageUrl: uploadedProfileImageUrl,
    });
  },
};

export const SubmitWithRedirectPathGoesHome: Story = {
  name: 'Submit: success goes home even with a remembered page (spec 2)',
  beforeEach: signedInSession({ user: newcomer, redirectPath: '/games?sortBy=name' }),
  play: async ({ canvasElement }) => {
    await typeAvailableNickname(canvasElement, '새로운게이머');
    await waitFor(() => expect(submitButton(canvasElement)).toBeEnabled());
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/'), { timeout: 3000 });
    await expect(getStoryLocation().search).toBe('');
    // Forgotten, so no later sign-in goes there either.
    await expect(localStorage.getItem(REDIRECT_PATH_KEY)).toBeNull();
  },
};

export const ServerDuplicate: Story = {
  name: 'Submit: server says duplicate',
  parameters: { msw: { handlers: { profile: usersHandlers.profileDuplicate } } },
  play: async ({ canvasElement }) => {
    await typeAvailableNickname(canvasElement, '새로운게이머');
    await waitFor(() => expect(submitButton(canvasElement)).toBeEnabled());
    await userEvent.click(submitButton(canvasElement));
    const alert = await within(canvasElement).findByRole('alert', undefined, { timeout: 3000 });
    await expect(alert).toHaveTextContent(accountMessages.displayNameTaken);
    await expect(nicknameInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(submitButton(canvasElement)).toBeDisabled();
    await expect(getStoryLocation().pathname).toBe('/profile-setup');
    await expect(useAuthStore.getState().user?.profileCompleted).toBe(false);
  },
};

export const RandomNicknameRetried: Story = {
  name: 'Random nickname: retried after a duplicate',
  parameters: { msw: { handlers: { profile: usersHandlers.profileDuplicateOnce } } },
  play: async ({ canvasElement }) => {
    const startedAt = performance.now();
    await userEvent.click(within(canvasElement).getByRole('button', { name: '랜덤 닉네임으로 시작하기' }));
    // The first random nickname is refused; a new one goes out a second later and is saved.
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/'), { timeout: 5000 });
    await expect(performance.now() - startedAt).toBeGreaterThanOrEqual(RANDOM_NICKNAME_RETRY_MS);
    const user = useAuthStore.getState().user;
    await expect(user?.displayName).toMatch(RANDOM_NICKNAME_PATTERN);
    await expect(user?.profileCompleted).toBe(true);
  },
};

export const ServerError: Story = {
  name: 'Submit: server error toast',
  parameters: { msw: { handlers: { profile: usersHandlers.profileFails } } },
  play: async ({ canvasElement }) => {
    await typeAvailableNickname(canvasElement, '새로운게이머');
    await waitFor(() => expect(submitButton(canvasElement)).toBeEnabled());
    await userEvent.click(submitButton(canvasElement));
    await holdToast(accountMessages.profileSetupFailed);
    await expect(getStoryLocation().pathname).toBe('/profile-setup');
    await expect(submitButton(canvasElement)).toBeEnabled();
    // Whether the button keeps a focus ring after it was disabled and enabled again varies: none in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const UploadFails: Story = {
  name: 'Submit: photo upload fails',
  parameters: { msw: { handlers: { profileImage: usersHandlers.uploadFails } } },
  play: async ({ canvasElement }) => {
    chooseFile(canvasElement, await makePngFile());
    await within(canvasElement).findByRole('img', { name: '프로필 사진 미리보기' });
    await typeAvailableNickname(canvasElement, '새로운게이머');
    await waitFor(() => expect(submitButton(canvasElement)).toBeEnabled());
    await userEvent.click(submitButton(canvasElement));
    await holdToast(uploadMessages.imageUploadFailed);
    await expect(getStoryLocation().pathname).toBe('/profile-setup');
    await expect(submitButton(canvasElement)).toBeEnabled();
    // As in ServerError: the focus ring after disabled-then-enabled varies, so none in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
