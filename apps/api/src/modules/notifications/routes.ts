import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, ErrorBodySchema, NotificationPageQuerySchema, NotificationPageSchema, UnreadCountSchema } from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import type { NotificationsService } from './service.ts';

/** The signed-in user's notifications and the header bell's unread count; only their own. */
export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (app, { notifications }) => {
  app.get(
    apiPaths.notifications,
    {
      schema: {
        querystring: NotificationPageQuerySchema,
        response: { 200: NotificationPageSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
      config: { auth: 'user' },
    },
    async (request) => notifications.page(requireAuth(request).userId, request.query.page, request.query.size),
  );
  app.get(
    apiPaths.notificationsUnreadCount,
    { schema: { response: { 200: UnreadCountSchema, 401: ErrorBodySchema } }, config: { auth: 'user' } },
    async (request) => notifications.unreadCount(requireAuth(request).userId),
  );
};
