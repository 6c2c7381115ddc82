import { useQuery } from '@tanstack/react-query';
import { getMyGameReview } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { reviewKeys } from '../../../entities/reviews/review-keys.ts';

/** Whether the signed-in viewer reviewed this game (the write button reads '작성 완료' then). */
export const useMyGameReview = (gameId: number, enabled: boolean) =>
  useQuery({
    queryKey: reviewKeys.gameMine(gameId),
    queryFn: ({ signal }) => call(getMyGameReview, { params: { id: gameId }, signal }),
    enabled,
  });
