import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MyGameReview, type ReviewUpdate, createReview, deleteReview, updateReview } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { gameKeys } from '../../../entities/catalog/game-keys.ts';
import { reviewKeys } from '../../../entities/reviews/review-keys.ts';
import { myGameReviewQueryOptions } from '../../../entities/reviews/my-game-review.ts';

/** The viewer's review of the game, if any (`hasReview` + `data`). */
export const useMyReview = (gameId: number | null) =>
  useQuery({
    ...myGameReviewQueryOptions(gameId ?? 0),
    enabled: gameId !== null,
    // The form starts from what the server has now, not from a copy cached by the game page.
    staleTime: 0,
  });

/** After a save or delete: the game (its figures), its reviews and the viewer's own lists are read again. */
function useRefreshAfterWrite(gameId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
    void queryClient.invalidateQueries({ queryKey: reviewKeys.mine });
  };
}

/** Creates the review, or updates it when `reviewId` is given; answers `{ message, data }`. */
export function useSaveReview(gameId: number, reviewId: number | null) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterWrite(gameId);
  return useMutation({
    mutationFn: (body: ReviewUpdate) =>
      reviewId === null ? call(createReview, { body: { ...body, gameId } }) : call(updateReview, { params: { id: reviewId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<MyGameReview>(reviewKeys.gameMine(gameId), { hasReview: true, data: saved.data });
      refresh();
    },
    retry: false,
  });
}

export function useDeleteOwnReview(gameId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterWrite(gameId);
  return useMutation({
    mutationFn: (reviewId: number) => call(deleteReview, { params: { id: reviewId } }),
    onSuccess: () => {
      queryClient.setQueryData<MyGameReview>(reviewKeys.gameMine(gameId), { hasReview: false, data: null });
      refresh();
    },
    retry: false,
  });
}
