import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  GAME_REVIEWS_PAGE_SIZE,
  deleteReview,
  getGameReviewStats,
  pageGameReviews,
  toggleReviewHelpful,
  type ReviewPage,
  reviewMessages,
} from '@gameshelf/contracts';
import { useToast } from '@gameshelf/ui';
import { call } from '../../../lib/api-client.ts';
import { gameKeys } from '../../../entities/catalog/game-keys.ts';
import { reviewKeys } from '../../../entities/reviews/review-keys.ts';

export const gameReviewsQueryOptions = (gameId: number) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.gameList(gameId),
    queryFn: ({ pageParam, signal }) =>
      call(pageGameReviews, { params: { id: gameId }, query: { page: pageParam, size: GAME_REVIEWS_PAGE_SIZE }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: ReviewPage) => (last.hasNext ? last.currentPage + 1 : undefined),
  });

export const useGameReviews = (gameId: number) => useInfiniteQuery(gameReviewsQueryOptions(gameId));

export const useReviewStats = (gameId: number) =>
  useQuery({
    queryKey: reviewKeys.gameStats(gameId),
    queryFn: ({ signal }) => call(getGameReviewStats, { params: { id: gameId }, signal }),
  });

type Pages = InfiniteData<ReviewPage>;
const patchReview = (
  data: Pages | undefined,
  reviewId: number,
  patch: (r: ReviewPage['content'][number]) => ReviewPage['content'][number],
) =>
  data && { ...data, pages: data.pages.map((page) => ({ ...page, content: page.content.map((r) => (r.id === reviewId ? patch(r) : r)) })) };

/**
 * The helpful vote (spec 1 §4): +1/-1 at once (never below 0), then the server's figures; put back
 * with '도움됨 처리 중 오류가 발생했습니다.' on failure. The caller ignores taps while one is in flight.
 */
export function useHelpfulToggle(gameId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = reviewKeys.gameList(gameId);
  return useMutation({
    mutationFn: (reviewId: number) => call(toggleReviewHelpful, { params: { id: reviewId } }),
    onMutate: (reviewId) => {
      const previous = queryClient.getQueryData<Pages>(key);
      queryClient.setQueryData<Pages>(key, (data) =>
        patchReview(data, reviewId, (r) => ({
          ...r,
          isHelpful: !r.isHelpful,
          helpfulCount: Math.max(0, r.helpfulCount + (r.isHelpful ? -1 : 1)),
        })),
      );
      return { previous };
    },
    onSuccess: (status, reviewId) =>
      queryClient.setQueryData<Pages>(key, (data) =>
        patchReview(data, reviewId, (r) => ({ ...r, isHelpful: status.isHelpful, helpfulCount: status.helpfulCount })),
      ),
    onError: (_error, _reviewId, context) => {
      queryClient.setQueryData(key, context?.previous);
      toast.error(reviewMessages.helpfulFailed);
    },
    retry: false,
  });
}

/** Deletes one's own review; the list, stats and the game's figures are read again. */
export function useDeleteReview(gameId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (reviewId: number) => call(deleteReview, { params: { id: reviewId } }),
    onSuccess: () => {
      toast.success(reviewMessages.deleted);
      void queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.mine });
    },
    onError: () => toast.error(reviewMessages.deleteFailed),
    retry: false,
  });
}
