import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { commonMessages } from '@gameshelf/contracts';
import { gamesHandlers, genresHandlers, homeHandlers, noticeHandlers } from '@gameshelf/mocks';
import { withStoryProviders } from '../../testing/story-providers.tsx';
import { NotFoundScreen } from '../../features/not-found/not-found-screen.tsx';
import { ServiceWorkerPrompts, type ServiceWorkerRegistrar } from '../../lib/pwa/service-worker-prompts.tsx';

/** What the fake registration does once the page has mounted: a waiting version, or the first install. */
type WorkerEvent = 'needRefresh' | 'offlineReady';

function fakeRegistrar(event: WorkerEvent, applyUpdate: (reloadPage?: boolean) => Promise<void>) {
  const registrar: ServiceWorkerRegistrar = ({ onNeedRefresh, onOfflineReady }) => {
    setTimeout(event === 'needRefresh' ? onNeedRefresh : onOfflineReady, 50);
    return applyUpdate;
  };
  return () => Promise.resolve(registrar);
}

/**
 * The installed app (spec 3 §4; issue 20): the update prompts, the offline-ready toast, and the bar
 * shown while the device is offline. The real registration runs only in production builds; here a
 * fake worker raises each event.
 */
const meta = {
  title: 'Screens/Shell/Installed app',
  component: ServiceWorkerPrompts,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/somewhere' },
    msw: {
      handlers: {
        games: gamesHandlers.loaded,
        genres: genresHandlers.loaded,
        home: homeHandlers.loaded,
        notices: noticeHandlers.noneImportant,
      },
    },
  },
  args: { confirm: fn(() => true) },
  render: (args) => (
    <>
      <ServiceWorkerPrompts {...args} />
      <NotFoundScreen />
    </>
  ),
} satisfies Meta<typeof ServiceWorkerPrompts>;

export default meta;
type Story = StoryObj<typeof meta>;

const applyUpdate = fn(async (_reloadPage?: boolean) => undefined);

export const UpdateAccepted: Story = {
  name: 'New version: toast and confirm, yes applies it',
  args: { registrar: fakeRegistrar('needRefresh', applyUpdate), confirm: fn(() => true) },
  beforeEach: () => applyUpdate.mockClear(),
  play: async ({ args }) => {
    await expect(await within(document.body).findByText(commonMessages.updateAvailable)).toBeVisible();
    await waitFor(() => expect(args.confirm).toHaveBeenCalledWith(commonMessages.updateConfirm));
    await waitFor(() => expect(applyUpdate).toHaveBeenCalledWith(true));
  },
};

export const UpdateDeclined: Story = {
  name: 'New version: no keeps the running one',
  args: { registrar: fakeRegistrar('needRefresh', applyUpdate), confirm: fn(() => false) },
  beforeEach: () => applyUpdate.mockClear(),
  play: async ({ args }) => {
    await expect(await within(document.body).findByText(commonMessages.updateAvailable)).toBeVisible();
    await waitFor(() => expect(args.confirm).toHaveBeenCalledOnce());
    await expect(applyUpdate).not.toHaveBeenCalled();
  },
};

export const OfflineReady: Story = {
  name: 'First install: ready for offline use',
  args: { registrar: fakeRegistrar('offlineReady', applyUpdate), confirm: fn(() => true) },
  play: async ({ args }) => {
    // Ready, it waits for the visitor to turn to the page: nothing shows until a scroll.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(within(document.body).queryByText(commonMessages.offlineReady)).toBeNull();
    window.dispatchEvent(new Event('scroll'));
    await expect(await within(document.body).findByText(commonMessages.offlineReady)).toBeVisible();
    await expect(args.confirm).not.toHaveBeenCalled();
  },
};

/** The browser says it is offline (its `onLine` and the `offline` event) until the story ends. */
function goOffline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return () => {
    Reflect.deleteProperty(navigator, 'onLine');
    window.dispatchEvent(new Event('online'));
  };
}

export const Offline: Story = {
  name: 'Offline: the bar says what still works',
  beforeEach: goOffline,
  play: async ({ canvasElement }) => {
    const text = await within(canvasElement).findByText(commonMessages.offline);
    await expect(text.closest('[role="status"]')).not.toBeNull();
    // Back online, the bar goes.
    Reflect.deleteProperty(navigator, 'onLine');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(within(canvasElement).queryByText(commonMessages.offline)).toBeNull());
    goOffline();
    await expect(await within(canvasElement).findByText(commonMessages.offline)).toBeVisible();
  },
};
