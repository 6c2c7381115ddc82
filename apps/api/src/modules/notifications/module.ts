import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { createNotificationsRepository } from './notifications-repository.ts';
import { notificationRoutes } from './routes.ts';
import { createNotificationsService } from './service.ts';

/** Notifications: read-only for now (nothing sends them yet), each user seeing only their own. */
export async function registerNotificationsModule(app: FastifyInstance, deps: { db: AppDb }): Promise<void> {
  const notifications = createNotificationsService({ notifications: createNotificationsRepository(deps.db) });
  await app.register(async (scope) => notificationRoutes(scope, notifications));
}
