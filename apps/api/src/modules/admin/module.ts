import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { createAdminUsersRepository } from './admin-users-repository.ts';
import { adminRoutes } from './routes.ts';
import { createAdminService } from './service.ts';

/**
 * The admin tool (spec 3 §7): user search and activity, and reading the audit log (every admin write
 * of every module goes there through `registerAdminAudit`, which app.ts adds before any route).
 */
export async function registerAdminModule(app: FastifyInstance, deps: { db: AppDb; now?: () => Date }): Promise<void> {
  const admin = createAdminService({ users: createAdminUsersRepository(deps.db), now: deps.now });
  await app.register(async (scope) => adminRoutes(scope, { admin, db: deps.db }));
}
