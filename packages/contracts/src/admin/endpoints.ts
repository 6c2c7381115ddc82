import type { Endpoint } from '../endpoint.ts';

// Spec 3 §7 admin calls and the audit log. Static paths come before `:id`.

export const searchAdminUsers = {
  method: 'GET',
  path: '/api/admin/users/search',
  caller: 'admin',
  query: 'AdminUserSearchQuerySchema',
  response: 'AdminUserPageSchema',
} as const satisfies Endpoint;

export const getAdminUsersHealth = {
  method: 'GET',
  path: '/api/admin/users/health',
  caller: 'admin',
  response: 'AdminHealthSchema',
} as const satisfies Endpoint;

export const listAdminUserActivities = {
  method: 'GET',
  path: '/api/admin/users/:id/activities',
  caller: 'admin',
  params: 'AdminUserIdParamsSchema',
  query: 'AdminActivityQuerySchema',
  response: 'AdminActivityResultSchema',
  errors: [404],
} as const satisfies Endpoint;

export const getAdminUserActivityStats = {
  method: 'GET',
  path: '/api/admin/users/:id/activity-stats',
  caller: 'admin',
  params: 'AdminUserIdParamsSchema',
  response: 'AdminActivityStatsSchema',
  errors: [404],
} as const satisfies Endpoint;

export const pageAuditLog = {
  method: 'GET',
  path: '/api/admin/audit-log',
  caller: 'admin',
  query: 'AdminPageQuerySchema',
  response: 'AuditLogPageSchema',
  description: 'Every admin write, newest first (who, what, when).',
} as const satisfies Endpoint;
