import type { FastifyInstance } from 'fastify';
import { countUnreadNotifications, pageNotifications } from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { NotificationsService } from './service.ts';

/** The signed-in user's notifications and the header bell's unread count; only their own. */
export function notificationRoutes(app: FastifyInstance, notifications: NotificationsService): void {
  serveEndpoint(app, pageNotifications, async (request) =>
    notifications.page(requireAuth(request).userId, request.query.page, request.query.size),
  );
  serveEndpoint(app, countUnreadNotifications, async (request) => notifications.unreadCount(requireAuth(request).userId));
}
