import { HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  NOTIFICATION_KINDS,
  UpdateNotificationPreferencesInputSchema,
  MarkNotificationsReadInputSchema,
  commonMessages,
  countUnreadNotifications,
  getNotificationPreferences,
  markNotificationsRead,
  pageNotifications,
  updateNotificationPreferences,
  type ErrorBody,
  type Notification,
  type NotificationPreferences,
  pageOf,
} from '@gameshelf/contracts';
import { notificationsOfEveryKind, unreadNotifications } from '../fixtures/notifications.ts';
import { handle } from './endpoint.ts';
import { pageRequestOf } from './page-request.ts';

const json = <T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> => HttpResponse.json(body, { status });
const fail = () => json<ErrorBody>({ message: commonMessages.internalError }, 500);

const allOn = (): NotificationPreferences['kinds'] =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as NotificationPreferences['kinds'];

/**
 * A user's notifications as the API answers them (the session in stories is always the owner): newest
 * first, marked read up to the id the screen sends, the kinds' switches kept in memory.
 */
export function notificationHandlersFor(items: readonly Notification[], kinds: NotificationPreferences['kinds'] = allOn()): HttpHandler[] {
  const state = items.map((item) => ({ ...item }));
  const preferences = { kinds: { ...kinds } };
  const unreadCount = () => state.filter((n) => !n.isRead).length;
  return [
    handle(countUnreadNotifications, () => json({ count: unreadCount() })),
    handle(pageNotifications, ({ request }) => json(pageOf(state, pageRequestOf(new URL(request.url))))),
    handle(markNotificationsRead, async ({ request }) => {
      const { upToId } = MarkNotificationsReadInputSchema.parse(await request.json());
      for (const item of state) if (item.id <= upToId) item.isRead = true;
      return json({ count: unreadCount() });
    }),
    handle(getNotificationPreferences, () => json(preferences)),
    handle(updateNotificationPreferences, async ({ request }) => {
      const input = UpdateNotificationPreferencesInputSchema.parse(await request.json());
      Object.assign(preferences.kinds, input.kinds);
      return json(preferences);
    }),
  ];
}

export const notificationHandlers = {
  get empty(): HttpHandler[] {
    return notificationHandlersFor([]);
  },
  /** One of each kind, two unread. */
  get everyKind(): HttpHandler[] {
    return notificationHandlersFor(notificationsOfEveryKind());
  },
  /** Twelve unread: the bell reads '9+'. */
  get twelveUnread(): HttpHandler[] {
    return notificationHandlersFor(unreadNotifications(12));
  },
  /** Twenty-five: a second page behind '더 보기'. */
  get twoPages(): HttpHandler[] {
    return notificationHandlersFor(unreadNotifications(25));
  },
  /** Two kinds switched off in settings. */
  get someKindsOff(): HttpHandler[] {
    return notificationHandlersFor([], { ...allOn(), game_released: false, library_synced: false });
  },
  /** The kinds' switches read, and saving one fails. */
  get kindSaveFails(): HttpHandler[] {
    return [handle(updateNotificationPreferences, fail), ...notificationHandlersFor([])];
  },
  error: [
    handle(pageNotifications, fail),
    handle(countUnreadNotifications, fail),
    handle(markNotificationsRead, fail),
    handle(getNotificationPreferences, fail),
    handle(updateNotificationPreferences, fail),
  ],
};
