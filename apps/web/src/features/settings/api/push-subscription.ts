import { deletePushSubscription, getPushPublicKey, savePushSubscription } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import type { DeviceSubscription } from '../../../lib/pwa/push-device.ts';

/** The server's VAPID public key, this device's `applicationServerKey`. */
export const fetchPushPublicKey = async (): Promise<string> => (await call(getPushPublicKey, {})).publicKey;

/** Keeps this device's subscription for the signed-in user. */
export const savePushDevice = (subscription: DeviceSubscription) => call(savePushSubscription, { body: subscription });

/** Forgets this device's subscription (the server removes only the caller's own). */
export const removePushDevice = (endpoint: string) => call(deletePushSubscription, { body: { endpoint } });
