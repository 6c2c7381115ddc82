import { base64UrlBytes } from '@gameshelf/contracts';

/** This browser's subscription as the API takes it (`PushSubscription.toJSON()`). */
export type DeviceSubscription = { endpoint: string; expirationTime?: number | null; keys: { p256dh: string; auth: string } };

/**
 * The browser's push APIs as the settings switch uses them (issue 36), so stories can stand in for a
 * browser in each state: whether it can receive push at all, the notification permission, and this
 * device's subscription on the app's service worker.
 */
export type PushDevice = {
  /** `PushManager`, notifications and service workers are there (iOS Safari: only in the installed app). */
  supported: boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** Resolves when the service worker is active (never in development, where none is registered). */
  ready(): Promise<void>;
  current(): Promise<DeviceSubscription | null>;
  subscribe(applicationServerKey: string): Promise<DeviceSubscription>;
  /** Unsubscribes this device; the endpoint it had, if any. */
  unsubscribe(): Promise<string | null>;
};

const toJson = (subscription: PushSubscription) => subscription.toJSON() as DeviceSubscription;

/** The real browser's push APIs. */
export function browserPushDevice(): PushDevice {
  const supported = typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window && 'serviceWorker' in navigator;
  const registration = () => navigator.serviceWorker.ready;
  return {
    supported,
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    ready: () => registration().then(() => undefined),
    current: async () => {
      const subscription = await (await registration()).pushManager.getSubscription();
      return subscription ? toJson(subscription) : null;
    },
    subscribe: async (applicationServerKey) => {
      const key = base64UrlBytes(applicationServerKey);
      if (!key) throw new Error('unreadable VAPID public key');
      const subscription = await (await registration()).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      return toJson(subscription);
    },
    unsubscribe: async () => {
      const subscription = await (await registration()).pushManager.getSubscription();
      if (!subscription) return null;
      const { endpoint } = subscription;
      await subscription.unsubscribe();
      return endpoint;
    },
  };
}
