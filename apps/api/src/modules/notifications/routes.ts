import type { FastifyInstance } from 'fastify';
import {
  countUnreadNotifications,
  getNotificationPreferences,
  markNotificationsRead,
  pageNotifications,
  updateNotificationPreferences,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { NotificationsService } from './service.ts';

/** The signed-in user's notifications, the header bell's unread count, read state and kind switches; only their own. */
export function notificationRoutes(app: FastifyInstance, notifications: NotificationsService): void {
  serveEndpoint(app, pageNotifications, async (request) =>
    notifications.page(requireAuth(request).userId, request.query.page, request.query.size),
  );
  serveEndpoint(app, countUnreadNotifications, async (request) => notifications.unreadCount(requireAuth(request).userId));
  serveEndpoint(app, markNotificationsRead, async (request) => notifications.markRead(requireAuth(request).userId, request.body.upToId));
  serveEndpoint(app, getNotificationPreferences, async (request) => notifications.preferences(requireAuth(request).userId));
  serveEndpoint(app, updateNotificationPreferences, async (request) =>
    notifications.updatePreferences(requireAuth(request).userId, request.body),
  );
}
