import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountMessages, commonMessages } from '@gameshelf/contracts';
import { authHandlers, makeUserInfo, mockLoginCode, newUserInfo } from '@gameshelf/mocks';
import { getStoryHistoryAction, getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { guestSession, guestWithRedirectPath } from '../../../testing/story-session.ts';
import { REDIRECT_PATH_KEY } from '../../../lib/storage-keys.ts';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import { AuthCallbackScreen, CALLBACK_ERROR_REDIRECT_MS } from './auth-callback-screen.tsx';

/** What the server's OAuth callback puts on the address: a one-time code, never a token. */
const callbackUrl = (query: Record<string, string>) => `/auth/callback?${new URLSearchParams(query)}`;

/** Long enough that the failure stays on screen for its screenshots; AutoRedirect uses the real delay. */
const HOLD_FAILURE = { errorRedirectMs: 600_000 };

const meta = {
  title: 'Screens/Auth/Callback',
  component: AuthCallbackScreen,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/auth/callback', initialEntry: callbackUrl({ code: mockLoginCode }) },
    msw: { handlers: { exchange: authHandlers.exchangeOk } },
  },
  beforeEach: guestSession,
} satisfies Meta<typeof AuthCallbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignsInLoading: Story = {
  name: 'Signing in (the code already gone from the address)',
  parameters: { msw: { handlers: { exchange: authHandlers.exchangePending } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('로그인 처리 중...');
    await waitFor(() => expect(getStoryLocation()).toMatchObject({ pathname: '/auth/callback', search: '' }));
    await expect(getStoryHistoryAction()).toBe('REPLACE');
  },
};

export const NewProfileGoesToSetup: Story = {
  name: 'Success: new profile goes to profile setup',
  parameters: { msw: { handlers: { exchange: authHandlers.exchangeNewUser } } },
  // Profile setup ends on / (spec 2): the remembered page is forgotten.
  beforeEach: guestWithRedirectPath('/wishlist'),
  play: async () => {
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/profile-setup'));
    await expect(getStoryHistoryAction()).toBe('REPLACE');
    const session = useAuthStore.getState();
    await expect(session).toMatchObject({ isAuthenticated: true, user: newUserInfo });
    await expect(session.accessToken).toBeTruthy();
    await expect(localStorage.getItem(REDIRECT_PATH_KEY)).toBeNull();
  },
};

export const CompleteProfileGoesHome: Story = {
  name: 'Success: finished profile goes home',
  play: async () => {
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/'));
    await expect(getStoryLocation().search).toBe('');
    await expect(getStoryHistoryAction()).toBe('REPLACE');
    await expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: makeUserInfo() });
  },
};

export const CompleteProfileGoesToRedirectPath: Story = {
  name: 'Success: finished profile goes to the remembered page',
  beforeEach: guestWithRedirectPath('/games?sortBy=name'),
  play: async () => {
    await waitFor(() => expect(getStoryLocation()).toMatchObject({ pathname: '/games', search: '?sortBy=name' }));
    await expect(localStorage.getItem(REDIRECT_PATH_KEY)).toBeNull();
  },
};

export const MissingCode: Story = {
  name: 'Failure: code missing',
  args: HOLD_FAILURE,
  parameters: { route: { path: '/auth/callback', initialEntry: callbackUrl({ state: 'left-over' }) } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(accountMessages.loginFailed);
    await expect(alert).toHaveTextContent(accountMessages.callbackTokensMissing);
    await expect(within(alert).getByRole('button', { name: '다시 로그인하기' })).toBeVisible();
    // Whatever came on the address leaves it.
    await waitFor(() => expect(getStoryLocation().search).toBe(''));
    await expect(useAuthStore.getState().accessToken).toBeNull();
  },
};

export const CodeRefused: Story = {
  name: 'Failure: the code is expired or used',
  args: HOLD_FAILURE,
  parameters: { msw: { handlers: { exchange: authHandlers.exchangeRefused } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(accountMessages.loginFailed);
    await expect(alert).toHaveTextContent(accountMessages.loginCodeInvalid);
    await expect(within(alert).getByRole('button', { name: '다시 로그인하기' })).toBeVisible();
    await expect(within(canvasElement).getByText('3초 후 로그인 페이지로 이동합니다.')).toBeVisible();
    // Nothing of the refused session is kept.
    await expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, accessToken: null, refreshToken: null });
  },
};

export const ExchangeServerError: Story = {
  name: 'Failure: server error',
  args: HOLD_FAILURE,
  parameters: { msw: { handlers: { exchange: authHandlers.exchangeServerError } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(accountMessages.loginFailed);
    await expect(alert).toHaveTextContent(commonMessages.internalError);
  },
};

export const RetryGoesToLogin: Story = {
  name: 'Interaction: the button goes to login at once',
  args: HOLD_FAILURE,
  parameters: { msw: { handlers: { exchange: authHandlers.exchangeRefused } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: '다시 로그인하기' }));
    await waitFor(() => expect(getStoryLocation()).toMatchObject({ pathname: '/auth/login', search: '?error=authentication_failed' }));
    await expect(getStoryHistoryAction()).toBe('REPLACE');
  },
};

export const AutoRedirect: Story = {
  name: 'Failure: goes to login after 3 seconds',
  parameters: { msw: { handlers: { exchange: authHandlers.exchangeRefused } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
    const shownAt = performance.now();
    await waitFor(() => expect(getStoryLocation()).toMatchObject({ pathname: '/auth/login', search: '?error=authentication_failed' }), {
      timeout: CALLBACK_ERROR_REDIRECT_MS + 2000,
      interval: 100,
    });
    await expect(performance.now() - shownAt).toBeGreaterThan(CALLBACK_ERROR_REDIRECT_MS - 500);
  },
};
