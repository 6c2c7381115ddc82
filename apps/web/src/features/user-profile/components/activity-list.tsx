import { CheckCircle2, FolderPlus, PenLine, Plus } from 'lucide-react';
import { gameDisplayName, type Activity, type ActivityType } from '@gameshelf/contracts';
import { StarRating, UiLink } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { thumbnailCover } from '../../../entities/catalog/thumbnail-cover.ts';
import { activityTime } from '../lib/activity-time.ts';

const ACTION: Record<ActivityType, { label: string; Icon: typeof PenLine }> = {
  REVIEW_WRITTEN: { label: '리뷰를 남겼어요', Icon: PenLine },
  GAME_COMPLETED: { label: '클리어했어요', Icon: CheckCircle2 },
  GAME_ADDED: { label: '컬렉션에 담았어요', Icon: Plus },
  COLLECTION_CREATED: { label: '컬렉션을 만들었어요', Icon: FolderPlus },
};

/** One activity's subject: the game (or, for a new collection, the collection) and where it links. */
function subjectOf(activity: Activity, collectionHref: (id: number) => string) {
  if (activity.type === 'COLLECTION_CREATED' || activity.gameId === null) {
    return {
      name: activity.collectionName ?? '컬렉션',
      href: activity.collectionId === null ? null : collectionHref(activity.collectionId),
    };
  }
  return { name: gameDisplayName({ name: activity.gameName ?? '', nameKo: activity.gameNameKo }), href: paths.game(activity.gameId) };
}

/** Recent activity, newest first: what happened, to which game or collection, and when. */
export function ActivityList({ items, collectionHref }: { items: Activity[]; collectionHref: (id: number) => string }) {
  return (
    <ul className="flex flex-col divide-y divide-border" aria-label="최근 활동">
      {items.map((activity) => {
        const { label, Icon } = ACTION[activity.type];
        const subject = subjectOf(activity, collectionHref);
        const body = (
          <>
            {activity.coverImageUrl ? (
              <img
                {...thumbnailCover(activity.coverImageUrl, 40)}
                alt=""
                loading="lazy"
                className="aspect-[3/4] w-10 shrink-0 rounded-md bg-muted object-cover"
              />
            ) : (
              <span aria-hidden className="flex aspect-[3/4] w-10 shrink-0 items-center justify-center rounded-md bg-muted">
                <Icon className="size-4 text-muted-foreground" />
              </span>
            )}
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="truncate text-sm font-semibold">{subject.name}</span>
              <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Icon aria-hidden className="size-3.5 shrink-0" />
                {label}
                {activity.type === 'GAME_ADDED' && activity.collectionName && <span className="truncate">· {activity.collectionName}</span>}
              </span>
              {activity.rating !== null && <StarRating value={activity.rating} size="sm" />}
            </span>
            <time dateTime={activity.createdAt} className="shrink-0 self-start text-xs text-muted-foreground">
              {activityTime(activity.createdAt)}
            </time>
          </>
        );
        return (
          <li key={activity.id} data-slot="activity-item" data-type={activity.type}>
            {subject.href ? (
              <UiLink
                href={subject.href}
                className="flex items-center gap-3 rounded-md py-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {body}
              </UiLink>
            ) : (
              <div className="flex items-center gap-3 py-3">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
