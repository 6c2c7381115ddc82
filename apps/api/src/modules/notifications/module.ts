import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { createNotificationsRepository } from './notifications-repository.ts';
import { raiseNotifications, raiseNotificationsQuietly, type NotificationWriter } from './raise.ts';
import { announceReleases } from './releases.ts';
import { notificationRoutes } from './routes.ts';
import { createNotificationsService } from './service.ts';

/**
 * Notifications, each user seeing only their own; `writer` is how other modules write them (the one
 * insert, `raise.ts`), `raiseQuietly` reporting a failed write to `onWriteError` instead of failing the
 * user's action.
 */
export function createNotifications(deps: { db: AppDb; now?: () => Date; onWriteError: (err: unknown) => void }) {
  const service = createNotificationsService({ notifications: createNotificationsRepository(deps.db) });
  const routes: FastifyPluginAsync = async (app) => notificationRoutes(app, service);
  const writer: NotificationWriter = {
    raise: raiseNotifications,
    raiseQuietly: (tx, drafts) => raiseNotificationsQuietly(tx, drafts, deps.onWriteError),
  };
  const now = deps.now ?? (() => new Date());
  /** Tells players of their wishlisted games released in the last few days (the daily job). */
  const announce = () => announceReleases(deps.db, now());
  return { service, routes, writer, announceReleases: announce };
}
