import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { steamMessages } from '@gameshelf/contracts';
import { mockSteamLoginUrl, steamHandlers } from '@gameshelf/mocks';
import { setExternalNavigator } from '../../../lib/external-navigation.ts';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { STEAM_BENEFITS, STEAM_PRIVACY_NOTES, SteamConnectScreen } from './steam-connect-screen.tsx';

/** Where the browser would have gone ("Sign in through Steam"); stories never leave. */
const leaveForSteam = fn();

const meta = {
  title: 'Screens/Steam/Connect',
  component: SteamConnectScreen,
  decorators: [withStoryProviders],
  beforeEach: () => {
    leaveForSteam.mockClear();
    const restoreNavigator = setExternalNavigator(leaveForSteam);
    const resetSession = signedInSession()();
    return () => {
      restoreNavigator();
      resetSession();
    };
  },
  parameters: { layout: 'fullscreen', route: { path: '/steam/connect' }, msw: { handlers: { steam: steamHandlers.empty } } },
} satisfies Meta<typeof SteamConnectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const connectButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Steam 계정 연결하기' });

export const Connect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Steam 연동' })).toBeVisible();
    for (const { title } of STEAM_BENEFITS) await expect(canvas.getByText(title)).toBeVisible();
    const privacy = within(canvas.getByRole('region', { name: '개인정보 안내' }));
    for (const note of STEAM_PRIVACY_NOTES) await expect(privacy.getByText(note)).toBeVisible();
    await expect(connectButton(canvasElement)).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '나중에 하기' })).toBeVisible();
    // Steam pages are shown without the header and bottom navigation (spec 3 §2.1).
    await expect(canvas.queryByRole('navigation', { name: '주 메뉴' })).toBeNull();
  },
};

export const Dark: Story = { ...Connect, name: 'Connect (dark)', globals: { theme: 'dark' } };

export const Connecting: Story = {
  name: 'Interaction: connect leaves for Steam',
  play: async ({ canvasElement }) => {
    await userEvent.click(connectButton(canvasElement));
    await waitFor(() => expect(leaveForSteam).toHaveBeenCalledWith(mockSteamLoginUrl));
    // The button keeps waiting while the browser leaves.
    await expect(within(canvasElement).getByRole('button', { name: 'Steam으로 이동하는 중...' })).toBeDisabled();
  },
};

export const Unavailable: Story = {
  name: 'Connect fails: Steam linking not set up (503)',
  parameters: { msw: { handlers: { steam: steamHandlers.connectUnavailable } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(connectButton(canvasElement));
    await userEvent.hover(await within(document.body).findByText(steamMessages.notConfigured, { selector: '[data-slot="toast-message"]' }));
    await expect(leaveForSteam).not.toHaveBeenCalled();
    await expect(connectButton(canvasElement)).toBeEnabled();
  },
};

export const Later: Story = {
  name: 'Interaction: later goes to my page',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '나중에 하기' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/mypage'));
  },
};
