import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { createNoticesRepository } from './notices-repository.ts';
import { noticeRoutes } from './routes.ts';
import { createNoticesService } from './service.ts';

/** Notices: public list, important ones for the home strip, views counted per visitor and day; admin writes. */
export function createNotices(deps: { db: AppDb; visitorKey: string; now?: () => Date }) {
  const service = createNoticesService({ notices: createNoticesRepository(deps.db), visitorKey: deps.visitorKey, now: deps.now });
  const routes: FastifyPluginAsync = async (app) => noticeRoutes(app, service);
  return { service, routes };
}
