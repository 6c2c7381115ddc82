import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { REVIEWS_BY_DATE_PAGE_SIZE, type ReviewPage, getMyReviewCalendar, pageMyReviewsOnDate } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { reviewKeys } from '../../../entities/reviews/review-keys.ts';

/** One call per month: each day with reviews, its count and covers (not the reviews themselves). */
export const useReviewCalendar = (month: string) =>
  useQuery({
    queryKey: reviewKeys.calendar(month),
    queryFn: ({ signal }) => call(getMyReviewCalendar, { query: { month }, signal }),
    placeholderData: (previous) => previous,
  });

export const reviewsOnDayQueryOptions = (date: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.day(date),
    queryFn: ({ pageParam, signal }) =>
      call(pageMyReviewsOnDate, { params: { date }, query: { page: pageParam, size: REVIEWS_BY_DATE_PAGE_SIZE }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: ReviewPage) => (last.hasNext ? last.currentPage + 1 : undefined),
  });

/** The viewer's reviews of one Korean day, 50 at a time; no request for a date that is not valid. */
export const useReviewsOnDay = (date: string | null) =>
  useInfiniteQuery({ ...reviewsOnDayQueryOptions(date ?? ''), enabled: date !== null });
