import type { ActivityFilters } from '../lib/activity-filters.ts';

/** Hierarchical keys of the admin tool's reads. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  activities: (userId: number, filters: ActivityFilters) => [...adminKeys.all, 'activities', userId, filters] as const,
};
