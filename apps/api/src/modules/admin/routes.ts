import type { FastifyInstance } from 'fastify';
import {
  adminMessages,
  getAdminUserActivityStats,
  getAdminUsersHealth,
  listAdminUserActivities,
  pageAuditLog,
  searchAdminUsers,
} from '@gameshelf/contracts';
import type { AppDb } from '../../db/database.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import { auditLogPage } from './audit-log.ts';
import type { AdminService } from './service.ts';

const forUser = { invalidParamsMessage: adminMessages.invalidUserId };

/** Spec 3 §7 admin calls and the audit log; every route needs the admin role (401 guests, 403 users). */
export function adminRoutes(app: FastifyInstance, { admin, db }: { admin: AdminService; db: AppDb }): void {
  serveEndpoint(app, searchAdminUsers, async (request) => admin.search(request.query));
  serveEndpoint(app, getAdminUsersHealth, async () => admin.health());
  serveEndpoint(app, listAdminUserActivities, async (request) => admin.activities(request.params.id, request.query), forUser);
  serveEndpoint(app, getAdminUserActivityStats, async (request) => admin.activityStats(request.params.id), forUser);
  serveEndpoint(app, pageAuditLog, async (request) => auditLogPage(db, request.query));
}
