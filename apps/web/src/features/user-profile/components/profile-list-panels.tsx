import { useInfiniteQuery } from '@tanstack/react-query';
import { FolderOpen, History, PenLine } from 'lucide-react';
import { CollectionCard, EmptyState } from '@gameshelf/ui';
import { ReviewCard } from '../../../components/review-card.tsx';
import { profileActivityQueryOptions, profileCollectionsQueryOptions, profileReviewsQueryOptions } from '../api/user-profile.ts';
import { ActivityList } from './activity-list.tsx';
import { PagedItems, type PanelProps } from './profile-panels.tsx';

/*
 * The profile's list tabs (컬렉션, 리뷰, 활동): a chunk of their own, loaded when one is first opened (or
 * pointed at). A first visit shows 통계, and so does the server's render.
 */

/** Collections as list cards; the owner also sees which are private. */
export function CollectionsPanel({ viewerId, username, isMe, collectionHref }: PanelProps) {
  const collections = useInfiniteQuery(profileCollectionsQueryOptions({ viewerId, username }));
  return (
    <PagedItems
      query={collections}
      label="컬렉션을"
      empty={
        <EmptyState
          icon={<FolderOpen aria-hidden className="size-8" />}
          title={isMe ? '아직 만든 컬렉션이 없어요' : '공개된 컬렉션이 없어요'}
        />
      }
    >
      {(items) => (
        <ul className="flex flex-col gap-2" aria-label="컬렉션">
          {items.map((collection) => (
            <li key={collection.id}>
              <CollectionCard
                variant="list"
                href={collectionHref(collection.id)}
                name={collection.name}
                gameCount={collection.totalGamesCount}
                covers={collection.coverImageUrls}
                isPublic={collection.isPublic}
                showVisibility={isMe}
              />
            </li>
          ))}
        </ul>
      )}
    </PagedItems>
  );
}

/** The user's reviews, newest first, each with its game. */
export function ReviewsPanel({ viewerId, username, isMe }: PanelProps) {
  const reviews = useInfiniteQuery(profileReviewsQueryOptions({ viewerId, username }));
  return (
    <PagedItems
      query={reviews}
      label="리뷰를"
      empty={
        <EmptyState icon={<PenLine aria-hidden className="size-8" />} title={isMe ? '아직 작성한 리뷰가 없어요' : '작성한 리뷰가 없어요'} />
      }
    >
      {(items) => (
        <ul className="flex flex-col gap-3" aria-label="리뷰">
          {items.map((review) => (
            <ReviewCard key={review.id} review={review} showGame />
          ))}
        </ul>
      )}
    </PagedItems>
  );
}

/** What the user did lately: reviews, games added and cleared, collections made. */
export function ActivityPanel({ viewerId, username, collectionHref }: PanelProps) {
  const activity = useInfiniteQuery(profileActivityQueryOptions({ viewerId, username }));
  return (
    <PagedItems
      query={activity}
      label="활동을"
      empty={<EmptyState icon={<History aria-hidden className="size-8" />} title="최근 활동이 없어요" />}
    >
      {(items) => <ActivityList items={items} collectionHref={collectionHref} />}
    </PagedItems>
  );
}
