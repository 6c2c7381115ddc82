import { adminMessages, type AdminActivityItem } from '@gameshelf/contracts';
import { Badge, formatWon } from '@gameshelf/ui';
import { relativeDays } from '../lib/relative-days.ts';

/** One activity: its type, when (relative days and the Seoul time), and what it was about. */
function ActivityRow({ item }: { item: AdminActivityItem }) {
  const facts = [
    item.userRating !== null ? adminMessages.rating(item.userRating) : null,
    item.purchasePrice !== null ? adminMessages.price(formatWon(item.purchasePrice)) : null,
    item.playtimeHours !== null ? adminMessages.playtime(item.playtimeHours) : null,
  ].filter((fact) => fact !== null);
  return (
    <li className="flex flex-col gap-1.5 border-b border-border py-3 last:border-b-0">
      <div className="flex items-center justify-between gap-2">
        <Badge variant="primary">{item.activityDisplayName}</Badge>
        <span className="text-xs text-muted-foreground">
          {relativeDays(item.daysAgo)} · <time dateTime={item.activityTime}>{item.activityTimeKr}</time>
        </span>
      </div>
      {item.gameDisplayName && <p className="text-sm font-semibold">{item.gameDisplayName}</p>}
      {item.collectionName && <p className="text-sm text-muted-foreground">{item.collectionName}</p>}
      {item.contentPreview && <p className="line-clamp-3 text-sm whitespace-pre-line">{item.contentPreview}</p>}
      {facts.length > 0 && <p className="text-xs text-muted-foreground">{facts.join(' · ')}</p>}
    </li>
  );
}

/** The page of activities, newest first. */
export function ActivityTimeline({ activities }: { activities: readonly AdminActivityItem[] }) {
  if (activities.length === 0) return <p className="py-8 text-center text-sm text-muted-foreground">{adminMessages.noActivities}</p>;
  return (
    <ol aria-label="활동 내역" className="flex flex-col">
      {activities.map((item) => (
        <ActivityRow key={item.activityId} item={item} />
      ))}
    </ol>
  );
}

export interface ActivityPagerProps {
  currentPage: number;
  totalPages: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/** Previous and next page, with where we are. */
export function ActivityPager({ currentPage, totalPages, hasPrevious, hasNext, onPage }: ActivityPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="활동 페이지" className="flex items-center justify-between gap-2">
      <button
        type="button"
        disabled={!hasPrevious}
        onClick={() => onPage(currentPage - 1)}
        className="h-10 rounded-md border border-border px-4 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40"
      >
        {adminMessages.previousPage}
      </button>
      <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {adminMessages.pageStatus(currentPage + 1, totalPages)}
      </span>
      <button
        type="button"
        disabled={!hasNext}
        onClick={() => onPage(currentPage + 1)}
        className="h-10 rounded-md border border-border px-4 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40"
      >
        {adminMessages.nextPage}
      </button>
    </nav>
  );
}
