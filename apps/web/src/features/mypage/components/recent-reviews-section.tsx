import { formatCount } from '@gameshelf/contracts';
import { PenLine } from 'lucide-react';
import { buttonVariants, EmptyState, ErrorState, LoadingState, UiLink } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { ReviewCard } from '../../../components/review-card.tsx';
import { useRecentReviews } from '../api/recent-reviews.ts';

/** The viewer's latest reviews (the first 10), each linking its game; all of them are on the calendar. */
export function RecentReviewsSection() {
  const reviews = useRecentReviews();
  const total = reviews.data?.totalElements ?? 0;
  return (
    <section aria-labelledby="mypage-reviews-heading" className="flex flex-col gap-2">
      <div className="flex items-center justify-between px-1">
        <h2 id="mypage-reviews-heading" className="text-sm font-semibold text-muted-foreground">
          최근 리뷰{total > 0 && <span className="ml-1 font-normal">{formatCount(total)}개</span>}
        </h2>
        {total > 0 && (
          <UiLink
            href={paths.reviewCalendar}
            className="rounded-md text-xs font-medium text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            캘린더에서 모두 보기
          </UiLink>
        )}
      </div>
      {reviews.isPending && <LoadingState label="리뷰를 불러오는 중" />}
      {reviews.isError && (
        <ErrorState title="리뷰를 불러오지 못했어요" message={reviews.error.message} onRetry={() => void reviews.refetch()} />
      )}
      {reviews.data &&
        (reviews.data.content.length === 0 ? (
          <EmptyState
            icon={<PenLine aria-hidden className="size-8" />}
            title="아직 작성한 리뷰가 없어요"
            description="플레이한 게임에 별점과 감상을 남겨 보세요."
            action={
              <UiLink href={paths.games} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                게임 둘러보기
              </UiLink>
            }
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {reviews.data.content.map((review) => (
              <ReviewCard key={review.id} review={review} showGame />
            ))}
          </ul>
        ))}
    </section>
  );
}
