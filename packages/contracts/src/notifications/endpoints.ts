import type { Endpoint } from '../endpoint.ts';

// The signed-in user's notifications (spec 1 §2 header bell, spec 2 §2 /notifications): only their own.

export const pageNotifications = {
  method: 'GET',
  path: '/api/notifications',
  caller: 'user',
  query: 'NotificationPageQuerySchema',
  response: 'NotificationPageSchema',
} as const satisfies Endpoint;

export const countUnreadNotifications = {
  method: 'GET',
  path: '/api/notifications/unread-count',
  caller: 'user',
  response: 'UnreadCountSchema',
} as const satisfies Endpoint;
