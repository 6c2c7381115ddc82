import { queryOptions, useQuery } from '@tanstack/react-query';
import { MY_REVIEWS_PAGE_SIZE, pageMyReviews } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { reviewKeys } from '../../../entities/reviews/review-keys.ts';

/** The first page of the viewer's reviews, newest first (spec 2 §9: 10 on my page). */
export const recentReviewsQueryOptions = () =>
  queryOptions({
    queryKey: [...reviewKeys.mine, 'recent'] as const,
    queryFn: ({ signal }) => call(pageMyReviews, { query: { page: 0, size: MY_REVIEWS_PAGE_SIZE }, signal }),
  });

export function useRecentReviews() {
  return useQuery(recentReviewsQueryOptions());
}
