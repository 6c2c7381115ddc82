import type { DefaultValues } from 'react-hook-form';
import type { Review, ReviewUpdate } from '@gameshelf/contracts';

/**
 * Where the review form starts: the stored review (a half-star rating kept until changed), or no rating
 * yet (left out, so the contract's schema answers '별점을 선택해주세요.'), no text, '플레이 전'.
 */
export function reviewFormDefaults(review: Review | null): DefaultValues<ReviewUpdate> {
  if (!review) return { content: '', platformPlayedId: null, completionStatus: 'BACKLOG' };
  return {
    rating: review.rating,
    content: review.content,
    platformPlayedId: review.platformPlayedId,
    completionStatus: review.completionStatus,
  };
}
