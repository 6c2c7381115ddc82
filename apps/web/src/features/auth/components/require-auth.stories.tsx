import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within, type MockInstance } from 'storybook/test';
import { authHandlers, fixtureRefreshToken } from '@gameshelf/mocks';
import { getStoryHistoryAction, getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { guestSession, signedInSession } from '../../../testing/story-session.ts';
import { REDIRECT_PATH_KEY } from '../../../lib/storage-keys.ts';
import { runStartupCheck, StartupTokenCheck } from '../../../lib/session/startup-check.ts';
import { isTokenExpired, useAuthStore } from '../../../lib/session/auth-store.ts';
import { RequireAuth, type LoginRedirectState } from './require-auth.tsx';

/** A login-only page behind the guard, with the start-up check the root layout runs. */
function ProtectedPage() {
  return (
    <>
      <StartupTokenCheck />
      <RequireAuth>
        <section className="p-gutter">
          <h1 className="text-lg font-bold">위시리스트</h1>
          <p className="text-sm text-muted-foreground">로그인한 사용자만 보는 화면</p>
        </section>
      </RequireAuth>
    </>
  );
}

const meta = {
  title: 'Screens/Auth/Login guard',
  component: ProtectedPage,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/wishlist', initialEntry: '/wishlist?sort=name' },
    msw: { handlers: { refresh: authHandlers.refreshOk } },
  },
  beforeEach: guestSession,
} satisfies Meta<typeof ProtectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GuestRedirected: Story = {
  name: 'Guest: redirected to login, page remembered',
  play: async () => {
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/auth/login'));
    await expect(getStoryHistoryAction()).toBe('REPLACE');
    const state = getStoryLocation().state as LoginRedirectState;
    await expect(state.from).toMatchObject({ pathname: '/wishlist', search: '?sort=name' });
    await expect(localStorage.getItem(REDIRECT_PATH_KEY)).toBe('/wishlist?sort=name');
  },
};

export const SignedIn: Story = {
  name: 'Signed in: the page shows',
  beforeEach: signedInSession(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '위시리스트' })).toBeVisible();
    await expect(getStoryLocation().pathname).toBe('/wishlist');
    // The tab bar now offers my page instead of login.
    const nav = within(canvasElement).getByRole('navigation', { name: '주 메뉴' });
    await expect(within(nav).getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/mypage');
    await expect(within(nav).getByRole('link', { name: '컬렉션' })).toHaveAttribute('href', '/collection');
  },
};

export const CheckingSession: Story = {
  name: 'Expired token: spinner while the start-up check runs',
  beforeEach: () => {
    const reset = signedInSession({ expiresInSeconds: -60 })();
    // The check starts here with a refresh that never answers (the page's own start joins this run).
    // A pending request through the API client would hold its shared refresh for the next stories.
    void runStartupCheck({ refresh: () => new Promise<boolean>(() => {}) });
    return reset;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('로그인 정보를 확인하는 중...');
    await expect(within(canvasElement).queryByRole('heading', { name: '위시리스트' })).toBeNull();
    await expect(getStoryLocation().pathname).toBe('/wishlist');
  },
};

export const RefreshSucceeds: Story = {
  name: 'Expired token: renewed, the page shows',
  beforeEach: signedInSession({ expiresInSeconds: -60 }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: '위시리스트' })).toBeVisible();
    const session = useAuthStore.getState();
    await expect(session.isAuthenticated).toBe(true);
    await expect(isTokenExpired(session.accessToken)).toBe(false);
    await expect(session.refreshToken).not.toBe(fixtureRefreshToken);
  },
};

export const RefreshFails: Story = {
  name: 'Expired token: renewal refused, signed out to login',
  beforeEach: signedInSession({ expiresInSeconds: -60 }),
  parameters: { msw: { handlers: { refresh: authHandlers.refreshFails } } },
  play: async () => {
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/auth/login'));
    await expect(getStoryHistoryAction()).toBe('REPLACE');
    await expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, accessToken: null });
    await expect(localStorage.getItem(REDIRECT_PATH_KEY)).toBe('/wishlist?sort=name');
  },
};

/** Stands in for console.warn while a story runs (the check's warning is part of what it shows). */
let warn: MockInstance<typeof console.warn> | undefined;

export const CheckFails: Story = {
  name: 'Start-up check breaks: warned, signed out to login',
  beforeEach: () => {
    const reset = signedInSession({ expiresInSeconds: -60 })();
    warn = spyOn(console, 'warn').mockImplementation(() => {});
    // The page's own start joins this run, whose renewal throws instead of answering.
    void runStartupCheck({ refresh: () => Promise.reject(new Error('storage unavailable')) });
    return () => {
      warn?.mockRestore();
      reset();
    };
  },
  play: async () => {
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/auth/login'));
    await expect(getStoryHistoryAction()).toBe('REPLACE');
    await expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, accessToken: null });
    await expect(localStorage.getItem(REDIRECT_PATH_KEY)).toBe('/wishlist?sort=name');
    await expect(warn).toHaveBeenCalledWith('Start-up token check failed; signing out.', expect.any(Error));
  },
};
