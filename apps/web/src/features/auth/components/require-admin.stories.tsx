import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers, makeUserInfo } from '@gameshelf/mocks';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { guestSession, signedInSession } from '../../../testing/story-session.ts';
import { StartupTokenCheck } from '../../../lib/session/startup-check.ts';
import { RequireAdmin } from './require-admin.tsx';
import { RequireAuth } from './require-auth.tsx';

/** An admin page behind the login guard and its admin-only flag, as the route table wraps /admin/*. */
function AdminPage() {
  return (
    <>
      <StartupTokenCheck />
      <RequireAuth>
        <RequireAdmin>
          <section className="p-gutter">
            <h1 className="text-lg font-bold">사용자 활동</h1>
          </section>
        </RequireAdmin>
      </RequireAuth>
    </>
  );
}

const meta = {
  title: 'Screens/Auth/Admin guard',
  component: AdminPage,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/admin/user-activity' },
    msw: { handlers: { refresh: authHandlers.refreshOk } },
  },
  beforeEach: guestSession,
} satisfies Meta<typeof AdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotAdmin: Story = {
  name: 'Signed in without the admin role: access denied',
  beforeEach: signedInSession(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('관리자 권한이 필요합니다.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '사용자 활동' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
  },
};

export const NotAdminGoesHome: Story = {
  name: 'Access denied: home',
  beforeEach: signedInSession(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('link', { name: '홈으로 가기' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/'));
  },
};

export const Admin: Story = {
  name: 'Admin: the page shows',
  beforeEach: signedInSession({ user: makeUserInfo({ role: 'admin' }) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '사용자 활동' })).toBeVisible();
  },
};

export const Guest: Story = {
  name: 'Guest: redirected to login',
  play: async () => {
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/auth/login'));
  },
};
