import { useId, useState } from 'react';
import type { AdminActivityStats, AdminUserSummary } from '@gameshelf/contracts';
import { ErrorState, LoadingState } from '@gameshelf/ui';
import { AccessDenied } from '../../../components/access-denied.tsx';
import { useUserActivities } from '../api/get-user-activities.ts';
import { DEFAULT_ACTIVITY_FILTERS, type ActivityFilters } from '../lib/activity-filters.ts';
import { adminErrorMessage, isForbidden } from '../lib/admin-error.ts';
import { ActivityFilterBar } from './activity-filter-bar.tsx';
import { ActivityPager, ActivityTimeline } from './activity-timeline.tsx';
import { AdminUserStats } from './admin-user-stats.tsx';
import { userLabel } from './admin-user-list.tsx';

const statsOf = (user: AdminUserSummary): AdminActivityStats => ({
  totalReviews: user.totalReviews,
  totalCollections: user.totalCollections,
  totalGamesAdded: user.totalGamesAdded,
  totalWishlistItems: user.totalWishlists,
});

/**
 * The selected user's stats, filter bar and paged timeline (spec 3 §2.4, §4): changing a filter or the
 * page reloads the timeline. Mount it with `key={user.id}` so another user starts from the defaults.
 */
export function UserActivityPanel({ user }: { user: AdminUserSummary }) {
  const [filters, setFilters] = useState<ActivityFilters>(DEFAULT_ACTIVITY_FILTERS);
  const headingId = useId();
  const query = useUserActivities(user.id, filters);

  if (query.isError && isForbidden(query.error)) return <AccessDenied />;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-base font-semibold">
        {userLabel(user)} <span className="text-sm font-normal text-muted-foreground">@{user.username}</span>
      </h2>
      <AdminUserStats stats={query.data?.stats ?? statsOf(user)} />
      <ActivityFilterBar filters={filters} onChange={setFilters} />
      {query.isPending ? (
        <LoadingState label="활동 내역을 불러오는 중..." spacing="md" />
      ) : query.isError ? (
        <ErrorState title={adminErrorMessage(query.error)} message="잠시 후 다시 시도해 주세요." onRetry={() => void query.refetch()} />
      ) : (
        <div className="flex flex-col gap-3" aria-busy={query.isPlaceholderData}>
          <ActivityTimeline activities={query.data.activities} />
          <ActivityPager
            currentPage={query.data.currentPage}
            totalPages={query.data.totalPages}
            hasPrevious={query.data.hasPrevious}
            hasNext={query.data.hasNext}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </div>
      )}
    </section>
  );
}
