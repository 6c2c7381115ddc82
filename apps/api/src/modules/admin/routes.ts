import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminActivityQuerySchema,
  AdminActivityResultSchema,
  AdminActivityStatsSchema,
  AdminHealthSchema,
  AdminPageQuerySchema,
  AdminUserIdParamsSchema,
  AdminUserPageSchema,
  AdminUserSearchQuerySchema,
  AuditLogPageSchema,
  ErrorBodySchema,
  adminMessages,
  apiPaths,
} from '@gameshelf/contracts';
import type { AppDb } from '../../db/database.ts';
import { auditLogPage } from './audit-log.ts';
import type { AdminService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const admin = { auth: 'admin' as const };
const forUser = { ...admin, invalidParamsMessage: adminMessages.invalidUserId };

/** Spec 3 §7 admin calls and the audit log; every route needs the admin role (401 guests, 403 users). */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; db: AppDb }> = async (app, { admin: service, db }) => {
  app.get(
    apiPaths.adminUserSearch,
    { schema: { querystring: AdminUserSearchQuerySchema, response: { 200: AdminUserPageSchema, ...errors } }, config: admin },
    async (request) => service.search(request.query),
  );
  app.get(apiPaths.adminHealth, { schema: { response: { 200: AdminHealthSchema, ...errors } }, config: admin }, async () =>
    service.health(),
  );
  app.get(
    apiPaths.adminUserActivitiesPattern,
    {
      schema: {
        params: AdminUserIdParamsSchema,
        querystring: AdminActivityQuerySchema,
        response: { 200: AdminActivityResultSchema, ...errors },
      },
      config: forUser,
    },
    async (request) => service.activities(request.params.id, request.query),
  );
  app.get(
    apiPaths.adminUserActivityStatsPattern,
    { schema: { params: AdminUserIdParamsSchema, response: { 200: AdminActivityStatsSchema, ...errors } }, config: forUser },
    async (request) => service.activityStats(request.params.id),
  );
  app.get(
    apiPaths.adminAuditLog,
    { schema: { querystring: AdminPageQuerySchema, response: { 200: AuditLogPageSchema, ...errors } }, config: admin },
    async (request) => auditLogPage(db, request.query),
  );
};
