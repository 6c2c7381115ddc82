import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { createNotificationsRepository } from './notifications-repository.ts';
import { notificationRoutes } from './routes.ts';
import { createNotificationsService } from './service.ts';

/** Notifications: read-only for now (nothing sends them yet), each user seeing only their own. */
export function createNotifications(deps: { db: AppDb }) {
  const service = createNotificationsService({ notifications: createNotificationsRepository(deps.db) });
  const routes: FastifyPluginAsync = async (app) => notificationRoutes(app, service);
  return { service, routes };
}
