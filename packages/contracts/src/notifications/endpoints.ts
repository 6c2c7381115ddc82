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

export const markNotificationsRead = {
  method: 'POST',
  path: '/api/notifications/read',
  caller: 'user',
  body: 'MarkNotificationsReadInputSchema',
  response: 'UnreadCountSchema',
  description: "Marks read the caller's notifications with ids up to `upToId`; answers how many stay unread.",
} as const satisfies Endpoint;

export const getNotificationPreferences = {
  method: 'GET',
  path: '/api/notifications/preferences',
  caller: 'user',
  response: 'NotificationPreferencesSchema',
} as const satisfies Endpoint;

export const updateNotificationPreferences = {
  method: 'PATCH',
  path: '/api/notifications/preferences',
  caller: 'user',
  body: 'UpdateNotificationPreferencesInputSchema',
  response: 'NotificationPreferencesSchema',
} as const satisfies Endpoint;
