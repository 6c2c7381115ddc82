import { queryOptions } from '@tanstack/react-query';
import { getMyGameReview } from '@gameshelf/contracts';
import { call } from '../../lib/api-client.ts';
import { reviewKeys } from './review-keys.ts';

/** The viewer's review of one game (`hasReview` + `data`): the game page's write button and the review form. */
export const myGameReviewQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: reviewKeys.gameMine(gameId),
    queryFn: ({ signal }) => call(getMyGameReview, { params: { id: gameId }, signal }),
  });
