import {
  ADMIN_ACTIVITY_TYPE_LABELS,
  ADMIN_ACTIVITY_TYPES,
  ADMIN_CONTENT_PREVIEW_LENGTH,
  adminMessages,
  type AdminActivityItem,
  type AdminActivityQuery,
  type AdminActivityResult,
  type AdminActivityStats,
  type AdminHealth,
  type AdminUserPage,
  type AdminUserSearchQuery,
  pageFields,
  numberedPageFields,
} from '@gameshelf/contracts';
import { NotFoundError } from '../../shared/errors.ts';
import { activityTimeKr, daysAgo, seoulDayRange } from './activity-time.ts';
import type { ActivityRow, AdminUsersRepository, StatsRow } from './admin-users-repository.ts';

const toStats = (row: StatsRow): AdminActivityStats => ({
  totalReviews: row.totalReviews,
  totalCollections: row.totalCollections,
  totalGamesAdded: row.totalGamesAdded,
  totalWishlistItems: row.totalWishlists,
});

function preview(content: string | null): string | null {
  if (content === null) return null;
  return content.length > ADMIN_CONTENT_PREVIEW_LENGTH ? `${content.slice(0, ADMIN_CONTENT_PREVIEW_LENGTH)}…` : content;
}

function toItem(row: ActivityRow, now: Date): AdminActivityItem {
  const at = new Date(row.at);
  return {
    activityId: `${row.type}-${row.sourceId}`,
    activityType: row.type,
    activityDisplayName: ADMIN_ACTIVITY_TYPE_LABELS[row.type],
    gameDisplayName: row.gameNameKo ?? row.gameName,
    collectionName: row.collectionName,
    contentPreview: preview(row.content),
    activityTimeKr: activityTimeKr(at),
    activityTime: at.toISOString(),
    daysAgo: daysAgo(at, now),
    userRating: row.rating,
    purchasePrice: row.price,
    playtimeHours: row.playtime,
  };
}

/** The admin user-activity tool (spec 3 §2.4, §7): users with their totals and one user's timeline. */
export function createAdminService(deps: { users: AdminUsersRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  async function statsOf(userId: number): Promise<AdminActivityStats> {
    const row = await deps.users.stats(userId);
    if (!row) throw new NotFoundError(adminMessages.userNotFound);
    return toStats(row);
  }

  return {
    async search(query: AdminUserSearchQuery): Promise<AdminUserPage> {
      const { rows, total } = await deps.users.search(query.query, query);
      return {
        content: rows.map((row) => ({
          id: row.id,
          displayName: row.displayName,
          email: row.email,
          username: row.username,
          provider: row.provider,
          profileImageUrl: row.profileImageUrl,
          totalReviews: row.totalReviews,
          totalCollections: row.totalCollections,
          totalGamesAdded: row.totalGamesAdded,
          totalWishlists: row.totalWishlists,
          totalActivities: row.totalReviews + row.totalCollections + row.totalGamesAdded + row.totalWishlists,
        })),
        ...pageFields(query, total),
      };
    },

    activityStats: statsOf,

    async activities(userId: number, query: AdminActivityQuery): Promise<AdminActivityResult> {
      const stats = await statsOf(userId);
      const { start, end } = seoulDayRange(query.startDate, query.endDate);
      const types = query.activityType ? [query.activityType] : ADMIN_ACTIVITY_TYPES;
      const { rows, total } = await deps.users.activities(userId, { types, start, end }, query);
      const at = now();
      return { stats, activities: rows.map((row) => toItem(row, at)), ...numberedPageFields(query, total) };
    },

    async health(): Promise<AdminHealth> {
      return { status: 'ok', message: adminMessages.healthy, totalUsers: await deps.users.countUsers() };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
