import { useQuery } from '@tanstack/react-query';
import { myGameReviewQueryOptions } from '../../../entities/reviews/my-game-review.ts';

/** Whether the signed-in viewer reviewed this game (the write button reads '작성 완료' then). */
export const useMyGameReview = (gameId: number, enabled: boolean) => useQuery({ ...myGameReviewQueryOptions(gameId), enabled });
