import type { Endpoint } from '../endpoint.ts';

// Web push (issue 36): the server's VAPID key and the signed-in user's devices; only their own.

export const getPushPublicKey = {
  method: 'GET',
  path: '/api/push/public-key',
  caller: 'anyone',
  response: 'PushPublicKeySchema',
  description: "The server's VAPID public key (base64url), the browser's applicationServerKey.",
} as const satisfies Endpoint;

export const savePushSubscription = {
  method: 'POST',
  path: '/api/push/subscriptions',
  caller: 'user',
  body: 'PushSubscriptionInputSchema',
  response: 'MessageSchema',
  status: 201,
  description: "Keeps this device's PushSubscription.toJSON() for the signed-in user (the oldest device goes past 10).",
} as const satisfies Endpoint;

export const deletePushSubscription = {
  method: 'DELETE',
  path: '/api/push/subscriptions',
  caller: 'user',
  body: 'PushSubscriptionRefSchema',
  response: 'MessageSchema',
  description: "Removes this device's subscription, named by its endpoint; another user's is left alone.",
} as const satisfies Endpoint;
