import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSupportContacts, steamHandlers, supportHandlers } from '@gameshelf/mocks';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { PRIVACY_STEPS, STEAM_PRIVACY_SETTINGS_URL, STILL_PRIVATE, SteamProfilePrivateScreen } from './steam-profile-private-screen.tsx';

const meta = {
  title: 'Screens/Steam/ProfilePrivate',
  component: SteamProfilePrivateScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession(),
  parameters: {
    layout: 'fullscreen',
    route: { path: '/steam/profile-private' },
    msw: { handlers: { supportContacts: supportHandlers.loaded } },
  },
} satisfies Meta<typeof SteamProfilePrivateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each story its own mock library (the groups hold state). */
const steam = (group: keyof typeof steamHandlers) => ({ msw: { handlers: { steam: steamHandlers[group] } } });
const messenger = fixtureSupportContacts.contacts.find((c) => c.kind === 'messenger')!;

export const PcGuide: Story = {
  name: 'Guide: PC',
  parameters: steam('privateProfile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'PC' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(panel.getAllByRole('listitem')).toHaveLength(PRIVACY_STEPS.pc.length);
    await expect(panel.getByText(PRIVACY_STEPS.pc[2])).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Steam 공개 설정 열기/ })).toHaveAttribute('href', STEAM_PRIVACY_SETTINGS_URL);
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '나중에 하기' })).toBeVisible();
    // The support channel (the messenger, as my page's feedback dialog lists it).
    await expect(await canvas.findByRole('link', { name: new RegExp(messenger.label) })).toHaveAttribute('href', messenger.url);
  },
};

export const Dark: Story = { ...PcGuide, name: 'Guide: PC (dark)', parameters: steam('privateProfile'), globals: { theme: 'dark' } };

export const MobileGuide: Story = {
  name: 'Guide: mobile',
  parameters: steam('privateProfile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '모바일' }));
    await expect(canvas.getByRole('tab', { name: '모바일' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(panel.getAllByRole('listitem')).toHaveLength(PRIVACY_STEPS.mobile.length);
    await expect(panel.getByText(PRIVACY_STEPS.mobile[0])).toBeVisible();
    await canvas.findByRole('link', { name: new RegExp(messenger.label) });
  },
};

export const RetryStillPrivate: Story = {
  name: 'Retry: still private',
  parameters: steam('privateProfile'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: new RegExp(messenger.label) });
    await userEvent.click(within(canvasElement).getByRole('button', { name: '다시 시도' }));
    await userEvent.hover(await within(document.body).findByText(STILL_PRIVATE, { selector: '[data-slot="toast-message"]' }));
    await expect(getStoryLocation().pathname).toBe('/steam/profile-private');
  },
};

export const RetrySucceeds: Story = {
  name: 'Retry: public now, on to the library',
  parameters: steam('empty'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/steam/library'));
  },
};

export const RetryNotLinked: Story = {
  name: 'Retry: no longer linked, to connect',
  parameters: steam('notLinked'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/steam/connect'));
  },
};

export const Later: Story = {
  name: 'Interaction: later goes to my page',
  parameters: steam('privateProfile'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '나중에 하기' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/mypage'));
  },
};
