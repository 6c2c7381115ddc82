import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { createNotificationsRepository } from './notifications-repository.ts';
import { raiseNotifications, raiseNotificationsQuietly, type NotificationWriter } from './raise.ts';
import { notificationRoutes } from './routes.ts';
import { createNotificationsService } from './service.ts';

/**
 * Notifications, each user seeing only their own; `writer` is how other modules write them (the one
 * insert, `raise.ts`), `raiseQuietly` reporting a failed write to `onWriteError` instead of failing the
 * user's action.
 */
export function createNotifications(deps: { db: AppDb; onWriteError: (err: unknown) => void }) {
  const service = createNotificationsService({ notifications: createNotificationsRepository(deps.db) });
  const routes: FastifyPluginAsync = async (app) => notificationRoutes(app, service);
  const writer: NotificationWriter = {
    raise: raiseNotifications,
    raiseQuietly: (tx, drafts) => raiseNotificationsQuietly(tx, drafts, deps.onWriteError),
  };
  return { service, routes, writer };
}
