import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { createAdminUsersRepository } from './admin-users-repository.ts';
import { auditAdminWrites } from './audit-hook.ts';
import { recordAudit, type AuditRecord } from './audit-log.ts';
import { adminRoutes } from './routes.ts';
import { createAdminService } from './service.ts';

/**
 * The admin tool (spec 3 §7): user search and activity, and reading the audit log. Every admin write of
 * every module goes there through `auditHook`, which buildApp adds on the root instance before any route.
 */
export function createAdmin(deps: { db: AppDb; now?: () => Date }) {
  const service = createAdminService({ users: createAdminUsersRepository(deps.db), now: deps.now });
  const routes: FastifyPluginAsync = async (app) => adminRoutes(app, { admin: service, db: deps.db });
  return {
    service,
    /** Appends an entry to the audit log (accounts records the role ADMIN_USERNAMES grants at sign-in). */
    recordAudit: (entry: AuditRecord) => recordAudit(deps.db, entry),
    /** An onSend hook for the root instance. */
    auditHook: auditAdminWrites(deps.db),
    routes,
  };
}
