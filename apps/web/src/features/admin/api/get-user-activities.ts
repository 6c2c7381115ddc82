import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAdminUserActivities } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import type { ActivityFilters } from '../lib/activity-filters.ts';
import { adminKeys } from './admin-keys.ts';

/** One page of the user's timeline with their totals. */
export function getUserActivities(userId: number, filters: ActivityFilters, signal?: AbortSignal) {
  return call(listAdminUserActivities, { params: { id: userId }, query: { ...filters }, signal });
}

/** The selected user's timeline; the last page stays on screen while the next loads. */
export const useUserActivities = (userId: number | null, filters: ActivityFilters) =>
  useQuery({
    queryKey: adminKeys.activities(userId ?? 0, filters),
    queryFn: ({ signal }) => getUserActivities(userId!, filters, signal),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
