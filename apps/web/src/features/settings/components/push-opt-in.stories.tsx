import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pushMessages } from '@gameshelf/contracts';
import { pushHandlers } from '@gameshelf/mocks';
import { withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import type { DeviceSubscription, PushDevice } from '../../../lib/pwa/push-device.ts';
import { PushOptIn } from './push-opt-in.tsx';

/** A browser-like subscription (a P-256 point of 65 bytes and a 16-byte secret, base64url). */
const subscription: DeviceSubscription = {
  endpoint: 'https://push.example.com/send/story-device',
  expirationTime: null,
  keys: { p256dh: `BN${'x'.repeat(85)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
};

/** A browser standing in for each state: push support, the permission and this device's subscription. */
function fakeDevice(options: {
  supported?: boolean;
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
}) {
  let permission = options.permission ?? 'default';
  let subscribed = options.subscribed ?? false;
  const device = {
    supported: options.supported ?? true,
    permission: () => permission,
    requestPermission: fn(async () => (permission = options.answer ?? 'granted')),
    ready: () => Promise.resolve(),
    current: async () => (subscribed ? subscription : null),
    subscribe: fn(async () => {
      subscribed = true;
      return subscription;
    }),
    unsubscribe: fn(async () => {
      subscribed = false;
      return subscription.endpoint;
    }),
  } satisfies PushDevice;
  return device;
}

/** The switch as the settings dialog shows it, in a dialog-wide column. */
function Frame(props: { device: PushDevice; onError: (message: string) => void }) {
  return (
    <div className="mx-auto flex max-w-sm flex-col divide-y divide-border px-gutter py-5">
      <PushOptIn {...props} />
    </div>
  );
}

const meta = {
  title: 'Screens/Settings/Push opt-in',
  component: Frame,
  decorators: [withStoryProviders],
  beforeEach: signedInSession(),
  args: { device: fakeDevice({}), onError: fn() },
  parameters: { layout: 'fullscreen', route: { path: '/' }, msw: { handlers: { push: pushHandlers.ok } } },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

const pushSwitch = (canvasElement: HTMLElement) => within(canvasElement).findByRole('switch', { name: pushMessages.label });

/** Supported, not asked yet: off. */
export const Off: Story = {
  args: { device: fakeDevice({}) },
  play: async ({ canvasElement }) => {
    await expect(await pushSwitch(canvasElement)).toHaveAttribute('aria-checked', 'false');
  },
};

/** This device already receives push. */
export const On: Story = {
  args: { device: fakeDevice({ permission: 'granted', subscribed: true }) },
  play: async ({ canvasElement }) => {
    await expect(await pushSwitch(canvasElement)).toHaveAttribute('aria-checked', 'true');
  },
};

/** Turning it on asks the permission, subscribes with the server's key and sends the subscription. */
export const TurnedOn: Story = {
  args: { device: fakeDevice({}) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await pushSwitch(canvasElement));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('switch', { name: pushMessages.label })).toHaveAttribute('aria-checked', 'true'),
    );
    const device = args.device as ReturnType<typeof fakeDevice>;
    await expect(device.requestPermission).toHaveBeenCalled();
    await expect(device.subscribe).toHaveBeenCalledWith(expect.stringMatching(/^B/));
  },
};

/** Turning it off unsubscribes the device and tells the server. */
export const TurnedOff: Story = {
  args: { device: fakeDevice({ permission: 'granted', subscribed: true }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await pushSwitch(canvasElement));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('switch', { name: pushMessages.label })).toHaveAttribute('aria-checked', 'false'),
    );
    await expect((args.device as ReturnType<typeof fakeDevice>).unsubscribe).toHaveBeenCalled();
  },
};

/** The player says no when asked: the switch stays off and says how to allow notifications in the browser. */
export const Denied: Story = {
  args: { device: fakeDevice({ answer: 'denied' }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await pushSwitch(canvasElement));
    await within(canvasElement).findByText(pushMessages.denied);
    await expect(within(canvasElement).getByRole('switch', { name: pushMessages.label })).toHaveAttribute('aria-checked', 'false');
  },
};

/** A browser without web push (iOS Safari outside the installed app): add the app to the home screen. */
export const Unsupported: Story = {
  args: { device: fakeDevice({ supported: false }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(pushMessages.unsupported);
    await expect(within(canvasElement).queryByRole('switch')).toBeNull();
  },
};

/** The server does not keep the subscription: the switch stays off and the dialog is told. */
export const SaveFails: Story = {
  args: { device: fakeDevice({}), onError: fn() },
  parameters: { msw: { handlers: { push: pushHandlers.saveFails } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await pushSwitch(canvasElement));
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith(pushMessages.failed));
    await expect(within(canvasElement).getByRole('switch', { name: pushMessages.label })).toHaveAttribute('aria-checked', 'false');
  },
};
