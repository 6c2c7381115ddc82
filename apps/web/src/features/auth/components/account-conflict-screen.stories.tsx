import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OAUTH_PROVIDER_LABELS, accountMessages } from '@gameshelf/contracts';
import { authHandlers, mockProviderLoginUrl } from '@gameshelf/mocks';
import { withStoryProviders } from '../../../testing/story-providers.tsx';
import { guestSession } from '../../../testing/story-session.ts';
import { setExternalNavigator } from '../../../lib/external-navigation.ts';
import { AccountConflictScreen } from './account-conflict-screen.tsx';

/** Stands in for the browser leaving for the provider's page. */
const leaveForProvider = fn();

const conflictUrl = '/auth/account-conflict?provider=kakao&existingProvider=google';

const meta = {
  title: 'Screens/Auth/Account conflict',
  component: AccountConflictScreen,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/auth/account-conflict', initialEntry: conflictUrl },
    msw: { handlers: { loginUrl: authHandlers.loginUrlOk } },
  },
  beforeEach: () => {
    leaveForProvider.mockClear();
    const restoreNavigator = setExternalNavigator(leaveForProvider);
    const resetSession = guestSession();
    return () => {
      restoreNavigator();
      resetSession();
    };
  },
} satisfies Meta<typeof AccountConflictScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conflict: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '이미 가입된 이메일이에요' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('카카오 계정의 이메일은 이미 Google 계정으로 가입되어 있어요.');
    await expect(canvas.getByRole('button', { name: 'Google로 계속하기' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: '다른 방법으로 로그인' })).toHaveAttribute('href', '/auth/login');
    await expect(canvas.queryByRole('banner')).toBeNull();
  },
};

export const SignInWithExistingProvider: Story = {
  name: 'Interaction: sign in with the existing provider',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Google로 계속하기' }));
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith(mockProviderLoginUrl('google')));
  },
};

export const ExistingProviderUnavailable: Story = {
  name: 'Existing provider unavailable (503)',
  parameters: {
    route: { path: '/auth/account-conflict', initialEntry: '/auth/account-conflict?provider=google&existingProvider=discord' },
    msw: { handlers: { loginUrl: authHandlers.loginUrlDiscordUnavailable } },
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Discord로 계속하기' });
    await userEvent.click(button);
    const message = accountMessages.providerUnavailable(OAUTH_PROVIDER_LABELS.discord);
    await expect(await within(canvasElement).findByText(message)).toBeVisible();
    await waitFor(() => expect(button).toBeDisabled());
    await expect(leaveForProvider).not.toHaveBeenCalled();
  },
};

export const InvalidQuery: Story = {
  name: 'Invalid query',
  parameters: { route: { path: '/auth/account-conflict', initialEntry: '/auth/account-conflict?provider=naver' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('이 이메일은 이미 다른 로그인 방법으로 가입되어 있어요.');
    await expect(canvas.queryByRole('button', { name: /계속하기$/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: '로그인 화면으로' })).toHaveAttribute('href', '/auth/login');
  },
};
