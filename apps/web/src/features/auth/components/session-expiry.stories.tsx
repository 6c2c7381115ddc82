import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accountMessages } from '@gameshelf/contracts';
import { LoadingState } from '@gameshelf/ui';
import { authHandlers } from '@gameshelf/mocks';
import { getStoryHistoryAction, getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { getMe } from '../api/get-me.ts';
import { REDIRECT_PATH_KEY } from '../../../lib/storage-keys.ts';
import { SessionExpiryHandler } from '../lib/session-expiry.ts';
import { useAuthStore } from '../../../lib/session/auth-store.ts';

/** A page that makes one signed-in call, with the session-expiry handler the root layout registers. */
function SignedInCall() {
  const me = useQuery({ queryKey: ['story', 'me'], queryFn: ({ signal }) => getMe(signal) });
  return (
    <>
      <SessionExpiryHandler />
      <section className="flex flex-col gap-2 p-gutter">
        <h1 className="text-lg font-bold">내 정보</h1>
        {me.isPending && <LoadingState />}
        {me.data && <p className="text-sm">{me.data.displayName}님, 안녕하세요.</p>}
      </section>
    </>
  );
}

const meta = {
  title: 'Screens/Auth/Session expiry',
  component: SignedInCall,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/games', initialEntry: '/games?sortBy=name' },
    msw: { handlers: { me: authHandlers.meExpiredOnce, refresh: authHandlers.refreshOk } },
  },
  beforeEach: signedInSession(),
} satisfies Meta<typeof SignedInCall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RenewedSilently: Story = {
  name: '401: refreshed and retried, nothing shown',
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('플레이어원님, 안녕하세요.', {}, { timeout: 5000 })).toBeVisible();
    await expect(useAuthStore.getState().isAuthenticated).toBe(true);
    await expect(within(document.body).queryByText(accountMessages.authRequiredAgain)).toBeNull();
    await expect(getStoryLocation().pathname).toBe('/games');
  },
};

export const Expired: Story = {
  name: '401 and refresh refused on a login-only page: toast, then login',
  parameters: {
    route: { path: '/wishlist', initialEntry: '/wishlist?sort=name' },
    msw: { handlers: { me: authHandlers.meFails, refresh: authHandlers.refreshFails } },
  },
  play: async () => {
    const toast = await within(document.body).findByText(accountMessages.authRequiredAgain);
    // Hovering holds the toast for the screenshot.
    await userEvent.hover(toast);
    await expect(localStorage.getItem(REDIRECT_PATH_KEY)).toBe('/wishlist?sort=name');
    await expect(useAuthStore.getState().isAuthenticated).toBe(false);
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/auth/login'));
    await expect(getStoryHistoryAction()).toBe('PUSH');
  },
};

export const ExpiredOnPublicPage: Story = {
  name: '401 and refresh refused on a public page: a guest now, staying, nothing shown',
  parameters: { msw: { handlers: { me: authHandlers.meFails, refresh: authHandlers.refreshFails } } },
  play: async () => {
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    // Longer than the client's 100 ms before it would move to login.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(getStoryLocation()).toMatchObject({ pathname: '/games', search: '?sortBy=name' });
    await expect(within(document.body).queryByText(accountMessages.authRequiredAgain)).toBeNull();
    await expect(localStorage.getItem(REDIRECT_PATH_KEY)).toBeNull();
  },
};
