import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountMessages, toUserInfo } from '@gameshelf/contracts';
import { fixtureProfiles, uploadedProfileImageUrl, usersHandlers } from '@gameshelf/mocks';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { chooseFile, makePngFile } from '../testing/story-files.ts';
import { PROFILE_UPDATED, ProfileEditScreen } from './profile-edit-screen.tsx';

const profile = fixtureProfiles.complete;

const meta = {
  title: 'Screens/Profile/Edit',
  component: ProfileEditScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession({ user: toUserInfo(profile) }),
  parameters: {
    layout: 'fullscreen',
    route: { path: '/profile-edit' },
    msw: {
      handlers: {
        profile: usersHandlers.profileOk,
        displayNameCheck: usersHandlers.displayNameAvailable,
        profileImage: usersHandlers.uploadOk,
      },
    },
  },
} satisfies Meta<typeof ProfileEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const finishButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: '완료' });

/** Waits for the loaded form and answers its nickname input. */
const loadedForm = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: '닉네임' }, { timeout: 3000 });

/** Keeps a toast on screen for the screenshot (the countdown pauses under the pointer). */
async function holdToast(message: string) {
  const toast = await body().findByText(message, undefined, { timeout: 3000 });
  await userEvent.hover(toast);
  return toast;
}

export const Loading: Story = {
  parameters: { msw: { handlers: { profile: usersHandlers.profileLoading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '프로필 수정' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '닉네임' })).toBeNull();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await loadedForm(canvasElement)).toHaveValue(profile.displayName);
    await expect(canvas.getByRole('textbox', { name: '자기소개' })).toHaveValue(profile.bio);
    await expect(canvas.getByText(`${profile.bio.length}/30`)).toBeVisible();
    await expect(canvas.getByRole('img', { name: '프로필 사진 미리보기' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '사진 삭제' })).toBeVisible();
    await waitFor(() => expect(finishButton(canvasElement)).toBeEnabled());
    // The user's own nickname is not checked with the server (no '사용 가능' message).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.queryByText(accountMessages.displayNameAvailable)).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Load error',
  parameters: { msw: { handlers: { profile: usersHandlers.profileFails } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, { timeout: 3000 });
    await expect(alert).toHaveTextContent(accountMessages.profileLoadFailed);
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeVisible();
  },
};

export const FinishDisabledWhileInvalid: Story = {
  name: 'Finish disabled while invalid',
  play: async ({ canvasElement }) => {
    const input = await loadedForm(canvasElement);
    await waitFor(() => expect(finishButton(canvasElement)).toBeEnabled());
    await userEvent.clear(input);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(accountMessages.displayNameRequired);
    await expect(finishButton(canvasElement)).toBeDisabled();
    await userEvent.type(input, '나_!');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(accountMessages.displayNameCharacters);
    await expect(finishButton(canvasElement)).toBeDisabled();
  },
};

export const SaveSuccess: Story = {
  name: 'Save: success returns to my page',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await loadedForm(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '새로운게이머');
    await canvas.findByText(accountMessages.displayNameAvailable, undefined, { timeout: 3000 });
    const bio = canvas.getByRole('textbox', { name: '자기소개' });
    await userEvent.clear(bio);
    await userEvent.type(bio, '요즘은 로그라이크에 빠져 있어요');
    chooseFile(canvasElement, await makePngFile());
    await waitFor(() => expect(canvas.getByRole('img', { name: '프로필 사진 미리보기' }).querySelector('img')?.src).toMatch(/^blob:/));
    await waitFor(() => expect(finishButton(canvasElement)).toBeEnabled());
    await userEvent.click(finishButton(canvasElement));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/mypage'), { timeout: 3000 });
    await expect(await body().findByText(PROFILE_UPDATED)).toBeVisible();
    await expect(useAuthStore.getState().user).toMatchObject({
      displayName: '새로운게이머',
      bio: '요즘은 로그라이크에 빠져 있어요',
      profileImageUrl: uploadedProfileImageUrl,
    });
    await holdToast(PROFILE_UPDATED);
  },
};

export const RemovePhoto: Story = {
  name: 'Save: photo removed',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '사진 삭제' }));
    await expect(canvas.queryByRole('img', { name: '프로필 사진 미리보기' })).toBeNull();
    await waitFor(() => expect(finishButton(canvasElement)).toBeEnabled());
    await userEvent.click(finishButton(canvasElement));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/mypage'), { timeout: 3000 });
    await expect(useAuthStore.getState().user?.profileImageUrl).toBeNull();
    await holdToast(PROFILE_UPDATED);
  },
};

export const SaveError: Story = {
  name: 'Save: error toast',
  parameters: { msw: { handlers: { profile: usersHandlers.profileSaveFails } } },
  play: async ({ canvasElement }) => {
    await loadedForm(canvasElement);
    await waitFor(() => expect(finishButton(canvasElement)).toBeEnabled());
    await userEvent.click(finishButton(canvasElement));
    await holdToast(accountMessages.profileUpdateFailed);
    await expect(getStoryLocation().pathname).toBe('/profile-edit');
    await expect(finishButton(canvasElement)).toBeEnabled();
    // Whether the button keeps a focus ring after it was disabled and enabled again varies: none in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SaveDuplicate: Story = {
  name: 'Save: server says duplicate',
  parameters: { msw: { handlers: { profile: usersHandlers.profileDuplicate } } },
  play: async ({ canvasElement }) => {
    const input = await loadedForm(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, '새로운게이머');
    await within(canvasElement).findByText(accountMessages.displayNameAvailable, undefined, { timeout: 3000 });
    await waitFor(() => expect(finishButton(canvasElement)).toBeEnabled());
    await userEvent.click(finishButton(canvasElement));
    const alert = await within(canvasElement).findByRole('alert', undefined, { timeout: 3000 });
    await expect(alert).toHaveTextContent(accountMessages.displayNameTaken);
    await expect(finishButton(canvasElement)).toBeDisabled();
    await expect(getStoryLocation().pathname).toBe('/profile-edit');
  },
};

export const Back: Story = {
  name: 'Back returns to my page',
  play: async ({ canvasElement }) => {
    await loadedForm(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/mypage'));
  },
};
