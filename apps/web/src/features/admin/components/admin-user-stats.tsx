import { adminMessages, type AdminActivityStats } from '@gameshelf/contracts';
import { StatTile } from '@gameshelf/ui';

/** The selected user's four totals (whatever the filters). */
export function AdminUserStats({ stats }: { stats: AdminActivityStats }) {
  return (
    <div className="grid grid-cols-4 gap-2">
      <StatTile label={adminMessages.statReviews} value={stats.totalReviews} />
      <StatTile label={adminMessages.statCollections} value={stats.totalCollections} />
      <StatTile label={adminMessages.statGamesAdded} value={stats.totalGamesAdded} />
      <StatTile label={adminMessages.statWishlist} value={stats.totalWishlistItems} />
    </div>
  );
}
