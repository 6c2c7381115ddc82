import { useState } from 'react';
import { ThumbsUp } from 'lucide-react';
import { REVIEW_COMPLETION_LABELS, commonMessages, reviewMessages, type Review } from '@gameshelf/contracts';
import {
  Avatar,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  StarRating,
  UiLink,
  cn,
  formatRelativeTime,
} from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { useLoginPrompt } from '../../../lib/session/use-login-prompt.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useDeleteReview, useGameReviews, useHelpfulToggle, useReviewStats } from '../api/reviews.ts';

/**
 * The game page's reviews tab (spec 1 §2, §4): figures, then the reviews with the viewer's own pinned
 * first and outlined (delete only there), helpful votes, and more on demand. Writing and editing
 * arrive with the review screen.
 */
export function GameReviews({ gameId }: { gameId: number }) {
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
              <ReviewCard key={review.id} review={review} gameId={gameId} />
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

function ReviewCard({ review, gameId }: { review: Review; gameId: number }) {
  const { isAuthenticated } = useSession();
  const promptLogin = useLoginPrompt();
  const helpful = useHelpfulToggle(gameId);
  const remove = useDeleteReview(gameId);
  const [confirming, setConfirming] = useState(false);
  const name = review.userDisplayName ?? review.username;
  const vote = () => {
    if (!isAuthenticated) return promptLogin();
    if (!helpful.isPending) helpful.mutate(review.id);
  };

  return (
    <li
      data-slot="review-card"
      data-mine={review.isMine || undefined}
      className={cn(
        'flex flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground',
        review.isMine ? 'border-primary border-2' : 'border-border',
      )}
    >
      <div className="flex items-center gap-3">
        <UiLink
          href={paths.user(review.username)}
          className="flex min-w-0 items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Avatar size="sm" src={review.userProfileImageUrl} name={name} />
          <span className="truncate text-sm font-medium">{name}</span>
        </UiLink>
        {review.isMine && <span className="rounded-pill bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">내 리뷰</span>}
        <span className="ml-auto shrink-0 text-xs text-muted-foreground">{formatRelativeTime(review.createdAt)}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <StarRating value={review.rating} />
        <span>{REVIEW_COMPLETION_LABELS[review.completionStatus]}</span>
        {review.platformName && <span>· {review.platformName}</span>}
      </div>
      {/* Plain text as written: never HTML. */}
      <p className="text-sm break-words whitespace-pre-line">{review.content}</p>
      <div className="flex items-center gap-2">
        {!review.isMine && (
          <Button variant={review.isHelpful ? 'primary' : 'outline'} size="sm" aria-pressed={review.isHelpful} onClick={vote}>
            <ThumbsUp aria-hidden className="size-3.5" />
            도움됨 <span className="tabular-nums">{review.helpfulCount}</span>
          </Button>
        )}
        {review.isMine && (
          <>
            <span className="text-xs text-muted-foreground tabular-nums">도움됨 {review.helpfulCount}</span>
            <Button variant="ghost" size="sm" className="ml-auto" disabled={remove.isPending} onClick={() => setConfirming(true)}>
              삭제
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={reviewMessages.deleteConfirm}
              confirmLabel="삭제"
              tone="danger"
              onConfirm={() => remove.mutate(review.id)}
            />
          </>
        )}
      </div>
    </li>
  );
}
