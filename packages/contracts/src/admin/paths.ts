/** Admin calls (spec 3 §7, base /api, bearer, admin role). */
export const adminPaths = {
  adminUserSearch: '/api/admin/users/search',
  adminUserActivities: (userId: number | string) => `/api/admin/users/${userId}/activities`,
  adminUserActivitiesPattern: '/api/admin/users/:id/activities',
  adminUserActivityStats: (userId: number | string) => `/api/admin/users/${userId}/activity-stats`,
  adminUserActivityStatsPattern: '/api/admin/users/:id/activity-stats',
  adminHealth: '/api/admin/users/health',
  /** Every admin write, newest first (who, what, when). */
  adminAuditLog: '/api/admin/audit-log',
} as const;
