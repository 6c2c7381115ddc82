import { useState } from 'react';
import { ThumbsUp } from 'lucide-react';
import { commonMessages, reviewMessages, withQuery, type Review } from '@gameshelf/contracts';
import { Link } from 'react-router-dom';
import { Button, buttonVariants, EmptyState, ErrorState, LoadingState, StarRating } from '@gameshelf/ui';
import { DeleteReviewDialog } from '../../../components/delete-review-dialog.tsx';
import { ReviewCard } from '../../../components/review-card.tsx';
import { paths } from '../../../config/paths.ts';
import { useLoginPrompt } from '../../../lib/session/use-login-prompt.ts';
import { usePersonalFlagsReady, useSession } from '../../../lib/session/use-session.ts';
import { useDeleteReview, useGameReviews, useHelpfulToggle, useReviewStats } from '../api/reviews.ts';
import { WriteReviewButton } from './write-review-button.tsx';

/**
 * The game page's reviews tab (spec 1 §2, §4): figures, then the reviews with the viewer's own pinned
 * first and outlined (edit and delete only there), helpful votes, and more on demand.
 */
export function GameReviews({ gameId, gameName }: { gameId: number; gameName: string }) {
  const stats = useReviewStats(gameId);
  const query = useGameReviews(gameId);
  const reviews = (query.data?.pages ?? []).flatMap((page) => page.content);

  return (
    <section aria-labelledby="game-reviews-heading" className="flex flex-col gap-4 px-gutter py-5">
      <div className="flex items-baseline justify-between">
        <h2 id="game-reviews-heading" className="text-base font-semibold">
          리뷰 {stats.data ? <span className="tabular-nums">{stats.data.reviewCount}</span> : null}
        </h2>
        {stats.data && stats.data.reviewCount > 0 && (
          <span className="flex items-center gap-1.5 text-sm">
            <StarRating value={stats.data.averageRating} />
            <span className="font-semibold tabular-nums">{stats.data.averageRating.toFixed(1)}</span>
          </span>
        )}
      </div>
      <WriteReviewButton gameId={gameId} gameName={gameName} fromTab="reviews" />
      {query.isPending ? (
        <LoadingState label={commonMessages.loading} />
      ) : query.isError ? (
        <ErrorState
          title={reviewMessages.loadFailed}
          message={query.error.message}
          retryLabel={commonMessages.retry}
          onRetry={() => void query.refetch()}
        />
      ) : reviews.length === 0 ? (
        <EmptyState title="아직 리뷰가 없어요" description="이 게임의 첫 리뷰를 기다리고 있어요." />
      ) : (
        <>
          <ul aria-label="리뷰 목록" className="flex flex-col gap-3">
            {reviews.map((review) => (
              <GameReviewCard key={review.id} review={review} gameId={gameId} gameName={gameName} />
            ))}
          </ul>
          {query.hasNextPage && (
            <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {query.isFetchingNextPage ? commonMessages.loading : '리뷰 더 보기'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function GameReviewCard({ review, gameId, gameName }: { review: Review; gameId: number; gameName: string }) {
  const { isAuthenticated } = useSession();
  const promptLogin = useLoginPrompt();
  const helpful = useHelpfulToggle(gameId);
  const flagsReady = usePersonalFlagsReady();
  const remove = useDeleteReview(gameId);
  const [confirming, setConfirming] = useState(false);
  const vote = () => {
    if (!isAuthenticated) return promptLogin();
    if (!helpful.isPending) helpful.mutate(review.id);
  };

  return (
    <ReviewCard
      review={review}
      highlightMine
      actions={
        review.isMine ? (
          <>
            <span className="text-xs text-muted-foreground tabular-nums">도움됨 {review.helpfulCount}</span>
            <Link
              to={withQuery(paths.reviewWrite(gameId), { reviewId: review.id, gameName })}
              state={{ fromTab: 'reviews' }}
              className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'ml-auto' })}
            >
              수정
            </Link>
            <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => setConfirming(true)}>
              삭제
            </Button>
            <DeleteReviewDialog open={confirming} onOpenChange={setConfirming} onConfirm={() => remove.mutate(review.id)} />
          </>
        ) : (
          <Button
            variant={review.isHelpful ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={review.isHelpful}
            disabled={!flagsReady}
            onClick={vote}
          >
            <ThumbsUp aria-hidden className="size-3.5" />
            도움됨 <span className="tabular-nums">{review.helpfulCount}</span>
          </Button>
        )
      }
    />
  );
}
