import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { createNoticesRepository } from './notices-repository.ts';
import { noticeRoutes } from './routes.ts';
import { createNoticesService } from './service.ts';

/** Notices: public list, important ones for the home strip, views counted per visitor and day; admin writes. */
export async function registerNoticesModule(
  app: FastifyInstance,
  deps: { db: AppDb; visitorKey: string; now?: () => Date },
): Promise<void> {
  const notices = createNoticesService({ notices: createNoticesRepository(deps.db), visitorKey: deps.visitorKey, now: deps.now });
  await app.register(async (scope) => noticeRoutes(scope, notices));
}
