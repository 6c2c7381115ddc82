import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { OAUTH_PROVIDER_LABELS, OAUTH_PROVIDERS, accountMessages, type UserInfo, devSignIn } from '@gameshelf/contracts';
import { authHandlers, mockProviderLoginUrl } from '@gameshelf/mocks';
import { getStoryHistoryAction, getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { guestSession, guestWithRedirectPath, signedInSession } from '../../../testing/story-session.ts';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import { setExternalNavigator } from '../../../lib/external-navigation.ts';
import { REDIRECT_PATH_KEY } from '../../../lib/storage-keys.ts';
import { DEV_LOGIN_SUBMIT_LABEL, DEV_USERNAME_LABEL } from './dev-login-form.tsx';
import { LoginScreen } from './login-screen.tsx';

/** Stands in for the browser leaving for the provider's page. */
const leaveForProvider = fn();

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/auth/login' },
    msw: { handlers: { providers: authHandlers.providersAll, loginUrl: authHandlers.loginUrlOk, devLogin: authHandlers.devLoginNewUser } },
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
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const providerButton = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: `${label}로 계속하기` });

const unavailableMessage = (provider: keyof typeof OAUTH_PROVIDER_LABELS) =>
  accountMessages.providerUnavailable(OAUTH_PROVIDER_LABELS[provider]);

/** The server has said which providers it offers (or failed to): the buttons no longer wait. */
const providersAnswered = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-slot="provider-logins"]')).not.toHaveAttribute('aria-busy'));

const devLoginForm = (canvasElement: HTMLElement) => within(canvasElement).findByRole('form', { name: '개발용 로그인' });

/** Types a username into the dev login form and submits it. */
async function submitDevLogin(canvasElement: HTMLElement, username: string) {
  const form = within(await devLoginForm(canvasElement));
  const input = form.getByLabelText(DEV_USERNAME_LABEL);
  await userEvent.clear(input);
  await userEvent.type(input, username);
  await userEvent.click(form.getByRole('button', { name: DEV_LOGIN_SUBMIT_LABEL }));
  return form;
}

/** Signed in as `user` and moved on to `to`, the login entry replaced (as after the OAuth callback). */
async function expectSignedInAt(to: { pathname: string; search?: string }, user: Partial<UserInfo>) {
  await waitFor(() => expect(getStoryLocation()).toMatchObject(to));
  await expect(getStoryHistoryAction()).toBe('REPLACE');
  await expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user });
}

/** Keeps a toast on screen for the screenshot (the countdown pauses under the pointer). */
async function holdToast(message: string) {
  await userEvent.hover(await within(document.body).findByText(message));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await providersAnswered(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'GameShelf' })).toBeVisible();
    // Header and bottom navigation are hidden on /auth/* (spec 3 §2.1).
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '주 메뉴' })).toBeNull();
    for (const label of Object.values(OAUTH_PROVIDER_LABELS)) {
      await expect(providerButton(canvasElement, label)).toBeEnabled();
    }
    await expect(canvas.getByRole('button', { name: 'Google로 계속하기' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '카카오로 계속하기' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '이용약관' })).toHaveAttribute('href', '/notices/1');
    await expect(canvas.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/notices/2');
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Outside development the server never offers the dev login.
    await expect(canvas.queryByRole('form', { name: '개발용 로그인' })).toBeNull();
  },
};

export const ProvidersLoading: Story = {
  name: 'Loading: buttons wait for the providers answer',
  parameters: { msw: { handlers: { providers: authHandlers.providersPending } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="provider-logins"]')).toHaveAttribute('aria-busy', 'true');
    // Nothing is offered as usable, nor marked unavailable, before the server has said.
    for (const label of Object.values(OAUTH_PROVIDER_LABELS)) {
      await expect(providerButton(canvasElement, label)).toBeDisabled();
    }
    await expect(canvasElement.querySelector('[data-slot="provider-login-unavailable"]')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: '닫기' })).toBeEnabled();
  },
};

export const SomeProvidersUnavailable: Story = {
  name: 'Some providers unavailable from the start',
  parameters: {
    msw: { handlers: { providers: authHandlers.providersDiscordUnavailable, loginUrl: authHandlers.loginUrlDiscordUnavailable } },
  },
  play: async ({ canvasElement }) => {
    await providersAnswered(canvasElement);
    // Disabled with its note as soon as the buttons stop waiting: never offered, never tapped.
    const discord = providerButton(canvasElement, 'Discord');
    await expect(discord).toBeDisabled();
    await expect(discord).toHaveAccessibleDescription(unavailableMessage('discord'));
    await expect(providerButton(canvasElement, 'Google')).toBeEnabled();
    await expect(providerButton(canvasElement, '카카오')).toBeEnabled();
    await expect(within(canvasElement).getAllByText(/로그인은 현재 사용할 수 없습니다/)).toHaveLength(1);
  },
};

export const NoProviderAvailable: Story = {
  name: 'No provider configured',
  parameters: { msw: { handlers: { providers: authHandlers.providersNone, loginUrl: authHandlers.loginUrlUnavailable } } },
  play: async ({ canvasElement }) => {
    await providersAnswered(canvasElement);
    for (const provider of OAUTH_PROVIDERS) {
      const button = providerButton(canvasElement, OAUTH_PROVIDER_LABELS[provider]);
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(unavailableMessage(provider));
    }
    await expect(within(canvasElement).queryByRole('form', { name: '개발용 로그인' })).toBeNull();
  },
};

export const ProvidersCallFails: Story = {
  name: 'Providers call fails: every provider offered, the 503 still handled',
  parameters: { msw: { handlers: { providers: authHandlers.providersFails, loginUrl: authHandlers.loginUrlDiscordUnavailable } } },
  play: async ({ canvasElement }) => {
    await providersAnswered(canvasElement);
    for (const label of Object.values(OAUTH_PROVIDER_LABELS)) {
      await expect(providerButton(canvasElement, label)).toBeEnabled();
    }
    await expect(within(canvasElement).queryByRole('form', { name: '개발용 로그인' })).toBeNull();
    // As before the providers call existed: the tap meets the 503 and the button is marked.
    const discord = providerButton(canvasElement, 'Discord');
    await userEvent.click(discord);
    await expect(await within(canvasElement).findByText(unavailableMessage('discord'))).toBeVisible();
    await waitFor(() => expect(discord).toBeDisabled());
    await expect(discord).toHaveAccessibleDescription(unavailableMessage('discord'));
    await expect(leaveForProvider).not.toHaveBeenCalled();
  },
};

export const ErrorAuthenticationFailed: Story = {
  name: 'Error: authentication_failed',
  parameters: { route: { path: '/auth/login', initialEntry: '/auth/login?error=authentication_failed' } },
  play: async ({ canvasElement }) => {
    await providersAnswered(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(accountMessages.loginErrorAuthenticationFailed);
  },
};

export const ErrorOauth2Failure: Story = {
  name: 'Error: oauth2_failure',
  parameters: { route: { path: '/auth/login', initialEntry: '/auth/login?error=oauth2_failure' } },
  play: async ({ canvasElement }) => {
    await providersAnswered(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(accountMessages.loginErrorOauth2Failure);
  },
};

export const ErrorOther: Story = {
  name: 'Error: any other value',
  parameters: { route: { path: '/auth/login', initialEntry: '/auth/login?error=access_denied' } },
  play: async ({ canvasElement }) => {
    await providersAnswered(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(accountMessages.loginErrorGeneric);
  },
};

export const ProviderUnavailable: Story = {
  name: 'Provider unavailable (503)',
  parameters: { msw: { handlers: { loginUrl: authHandlers.loginUrlDiscordUnavailable } } },
  play: async ({ canvasElement }) => {
    await providersAnswered(canvasElement);
    const discord = providerButton(canvasElement, 'Discord');
    await userEvent.click(discord);
    const message = accountMessages.providerUnavailable(OAUTH_PROVIDER_LABELS.discord);
    await expect(await within(canvasElement).findByText(message)).toBeVisible();
    await waitFor(() => expect(discord).toBeDisabled());
    await expect(discord).toHaveAccessibleDescription(message);
    // The other providers still work, and nothing left the page.
    await expect(providerButton(canvasElement, 'Google')).toBeEnabled();
    await expect(providerButton(canvasElement, '카카오')).toBeEnabled();
    await expect(leaveForProvider).not.toHaveBeenCalled();
  },
};

export const StartsProviderLogin: Story = {
  name: 'Interaction: a provider button leaves for its login page',
  play: async ({ canvasElement }) => {
    await providersAnswered(canvasElement);
    await userEvent.click(providerButton(canvasElement, '카카오'));
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith(mockProviderLoginUrl('kakao')));
    // While the browser leaves, no second sign-in can start.
    for (const label of Object.values(OAUTH_PROVIDER_LABELS)) {
      await expect(providerButton(canvasElement, label)).toBeDisabled();
    }
  },
};

export const LoginUrlFails: Story = {
  name: 'Login URL fails (toast)',
  parameters: { msw: { handlers: { loginUrl: authHandlers.loginUrlFails } } },
  play: async ({ canvasElement }) => {
    await providersAnswered(canvasElement);
    await userEvent.click(providerButton(canvasElement, 'Google'));
    const toast = await within(document.body).findByText(accountMessages.loginProcessingError);
    // Hovering holds the toast for the screenshot.
    await userEvent.hover(toast);
    await expect(providerButton(canvasElement, 'Google')).toBeEnabled();
    await expect(leaveForProvider).not.toHaveBeenCalled();
  },
};

export const CloseGoesHome: Story = {
  name: 'Interaction: close goes home',
  play: async ({ canvasElement }) => {
    await providersAnswered(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/'));
  },
};

export const SignedInGoesToRedirectPath: Story = {
  name: 'Signed in: redirected to the remembered page',
  beforeEach: signedInSession({ redirectPath: '/wishlist?sort=name' }),
  play: async () => {
    await waitFor(() => expect(getStoryLocation()).toMatchObject({ pathname: '/wishlist', search: '?sort=name' }));
    await expect(getStoryHistoryAction()).toBe('REPLACE');
    await expect(localStorage.getItem(REDIRECT_PATH_KEY)).toBeNull();
  },
};

export const SignedInGoesHome: Story = {
  name: 'Signed in: redirected home',
  beforeEach: signedInSession(),
  play: async () => {
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/'));
    await expect(getStoryHistoryAction()).toBe('REPLACE');
  },
};

export const DevLoginOffered: Story = {
  name: 'Development: the dev login is offered',
  parameters: { msw: { handlers: { providers: authHandlers.providersDevelopment } } },
  play: async ({ canvasElement }) => {
    const form = within(await devLoginForm(canvasElement));
    await expect(form.getByRole('heading', { level: 2, name: '개발용 로그인' })).toBeVisible();
    await expect(form.getByLabelText(DEV_USERNAME_LABEL)).toHaveValue('');
    await expect(form.getByRole('button', { name: DEV_LOGIN_SUBMIT_LABEL })).toBeEnabled();
    // No provider credentials in this development server: each one says so.
    for (const provider of OAUTH_PROVIDERS) {
      await expect(providerButton(canvasElement, OAUTH_PROVIDER_LABELS[provider])).toHaveAccessibleDescription(
        unavailableMessage(provider),
      );
    }
  },
};

export const DevLoginNewUser: Story = {
  name: 'Dev login: a new user goes to profile setup',
  parameters: { msw: { handlers: { providers: authHandlers.providersAllWithDevLogin, devLogin: authHandlers.devLoginNewUser } } },
  beforeEach: guestWithRedirectPath('/wishlist'),
  play: async ({ canvasElement }) => {
    await submitDevLogin(canvasElement, '  new_tester  ');
    await expectSignedInAt({ pathname: '/profile-setup' }, { username: 'new_tester', profileCompleted: false });
    await expect(useAuthStore.getState().refreshToken).toBe('refresh-token-2');
    // Profile setup ends on / (spec 2): the remembered page is forgotten.
    await expect(localStorage.getItem(REDIRECT_PATH_KEY)).toBeNull();
  },
};

export const DevLoginExistingUser: Story = {
  name: 'Dev login: a finished profile goes to the remembered page',
  parameters: { msw: { handlers: { providers: authHandlers.providersDevelopment, devLogin: authHandlers.devLoginExistingUser } } },
  beforeEach: guestWithRedirectPath('/mypage?tab=reviews'),
  play: async ({ canvasElement }) => {
    await submitDevLogin(canvasElement, 'player_one');
    await expectSignedInAt({ pathname: '/mypage', search: '?tab=reviews' }, { username: 'player_one', profileCompleted: true });
    await expect(localStorage.getItem(REDIRECT_PATH_KEY)).toBeNull();
  },
};

export const DevLoginInvalidUsername: Story = {
  name: 'Dev login: an invalid username is explained, nothing is sent',
  parameters: { msw: { handlers: { providers: authHandlers.providersDevelopment, devLogin: authHandlers.devLoginFails } } },
  play: async ({ canvasElement }) => {
    const fetchSpy = spyOn(window, 'fetch');
    try {
      const form = await submitDevLogin(canvasElement, '   ');
      const input = form.getByLabelText(DEV_USERNAME_LABEL);
      await expect(input).toHaveAccessibleDescription(accountMessages.devUsernameRequired);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveFocus();
      // Checked again as the name is edited.
      await userEvent.type(input, '테스터');
      await expect(input).toHaveAccessibleDescription(accountMessages.devUsernameCharacters);
      await userEvent.clear(input);
      await userEvent.type(input, 'a');
      await expect(input).toHaveAccessibleDescription(accountMessages.devUsernameTooShort);
      await userEvent.click(form.getByRole('button', { name: DEV_LOGIN_SUBMIT_LABEL }));
      await expect(fetchSpy.mock.calls.filter(([url]) => typeof url === 'string' && url.includes(devSignIn.path))).toHaveLength(0);
      await expect(useAuthStore.getState().isAuthenticated).toBe(false);
      await expect(getStoryLocation().pathname).toBe('/auth/login');
    } finally {
      fetchSpy.mockRestore();
    }
  },
};

export const DevLoginOnlyInDevelopment: Story = {
  name: 'Dev login: 400 says it works only in development',
  parameters: { msw: { handlers: { providers: authHandlers.providersDevelopment, devLogin: authHandlers.devLoginOnlyInDevelopment } } },
  play: async ({ canvasElement }) => {
    const form = await submitDevLogin(canvasElement, 'tester');
    await holdToast(accountMessages.devLoginOnlyInDevelopment);
    await expect(form.getByRole('button', { name: DEV_LOGIN_SUBMIT_LABEL })).toBeEnabled();
    await expect(useAuthStore.getState().isAuthenticated).toBe(false);
    await expect(getStoryLocation().pathname).toBe('/auth/login');
  },
};

export const DevLoginFails: Story = {
  name: 'Dev login: other failures say it failed',
  parameters: { msw: { handlers: { providers: authHandlers.providersDevelopment, devLogin: authHandlers.devLoginFails } } },
  play: async ({ canvasElement }) => {
    const form = await submitDevLogin(canvasElement, 'tester');
    await holdToast(accountMessages.devLoginFailed);
    await expect(form.getByLabelText(DEV_USERNAME_LABEL)).toHaveValue('tester');
    await expect(useAuthStore.getState().isAuthenticated).toBe(false);
  },
};
