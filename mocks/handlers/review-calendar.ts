import { HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  accountMessages,
  getMyReviewCalendar,
  pageMyReviewsOnDate,
  commonMessages,
  koreanDay,
  newestFirst,
  REVIEW_CALENDAR_COVERS_MAX,
  ReviewCalendarQuerySchema,
  ReviewDateParamsSchema,
  REVIEWS_BY_DATE_PAGE_SIZE,
  reviewMessages,
  type ErrorBody,
  type Review,
  type ReviewCalendar,
  type ReviewPage,
  numberedPageOf,
} from '@gameshelf/contracts';
import { fixtureBusyDayReviews, fixtureCalendarReviews } from '../fixtures/review-calendar.ts';
import { handle } from './endpoint.ts';
import { pageRequestOf } from './page-request.ts';

/** The Korean day a review belongs to, as the API counts it. */
const dayOf = (review: Review) => koreanDay(new Date(review.createdAt));

const json = <T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> => HttpResponse.json(body, { status });
const error = (message: string, status: number) => json<ErrorBody>({ message }, status);
const serverError = () => error(commonMessages.internalError, 500);
const signedIn = (request: Request) => /^Bearer \S+$/.test(request.headers.get('Authorization') ?? '');

/** The month summary: days with reviews, oldest day first, each with its newest reviews' covers. */
function calendarOf(reviews: readonly Review[], month: string): ReviewCalendar {
  const byDay = new Map<string, Review[]>();
  for (const review of [...reviews].sort(newestFirst)) {
    const day = dayOf(review);
    if (day.startsWith(`${month}-`)) byDay.set(day, [...(byDay.get(day) ?? []), review]);
  }
  const days = [...byDay.keys()].sort().map((date) => {
    const list = byDay.get(date)!;
    const coverImageUrls = list.flatMap((review) => (review.gameCoverImageUrl ? [review.gameCoverImageUrl] : []));
    return { date, count: list.length, coverImageUrls: coverImageUrls.slice(0, REVIEW_CALENDAR_COVERS_MAX) };
  });
  return { month, days };
}

/** One page of a Korean day's reviews, newest first. */
function dayPage(reviews: readonly Review[], date: string, url: URL): ReviewPage {
  const list = reviews.filter((review) => dayOf(review) === date).sort(newestFirst);
  return numberedPageOf(list, pageRequestOf(url, REVIEWS_BY_DATE_PAGE_SIZE));
}

/**
 * The signed-in viewer's calendar and days over `reviews` (all theirs), answering as the API does:
 * 401 for a guest, 400 with the contract's message for a bad month or date. Every request's path and
 * query is pushed to `log` when one is given.
 */
export function reviewCalendarHandlersFor(reviews: readonly Review[] = fixtureCalendarReviews, log?: string[]): HttpHandler[] {
  const record = (request: Request) => {
    const url = new URL(request.url);
    log?.push(`${url.pathname}${url.search}`);
    return url;
  };
  return [
    handle(getMyReviewCalendar, ({ request }) => {
      const url = record(request);
      if (!signedIn(request)) return error(accountMessages.loginRequired, 401);
      const query = ReviewCalendarQuerySchema.safeParse({ month: url.searchParams.get('month') ?? '' });
      if (!query.success) return error(query.error.issues[0]?.message ?? reviewMessages.monthInvalid, 400);
      return json(calendarOf(reviews, query.data.month));
    }),
    handle(pageMyReviewsOnDate, ({ request, params }) => {
      const url = record(request);
      if (!signedIn(request)) return error(accountMessages.loginRequired, 401);
      const day = ReviewDateParamsSchema.safeParse(params);
      if (!day.success) return error(day.error.issues[0]?.message ?? reviewMessages.dateInvalid, 400);
      return json(dayPage(reviews, day.data.date, url));
    }),
  ];
}

/** Handlers that also keep every calendar request made, for stories that assert what was (not) asked. */
export function watchedReviewCalendar(reviews: readonly Review[] = fixtureCalendarReviews): {
  handlers: HttpHandler[];
  requests: string[];
} {
  const requests: string[] = [];
  return { handlers: reviewCalendarHandlersFor(reviews, requests), requests };
}

/** `endpoint` answers 500 (only the first time with `once`); the rest answers the busy month. */
const failing = (endpoint: typeof getMyReviewCalendar | typeof pageMyReviewsOnDate, once = false): HttpHandler[] => [
  handle(endpoint, serverError, { once }),
  ...reviewCalendarHandlersFor(),
];

/** Groups for `parameters.msw.handlers.reviewCalendar`; the month and day handlers always come together. */
export const reviewCalendarHandlers = {
  /** November 2026 with 11 reviews over 7 days (see `fixtureCalendarReviews`); its days list them. */
  get busyMonth(): HttpHandler[] {
    return reviewCalendarHandlersFor();
  },
  /** No reviews at all: every month and every day is empty. */
  get emptyMonth(): HttpHandler[] {
    return reviewCalendarHandlersFor([]);
  },
  /** The month summary fails (500); days still answer. */
  get error(): HttpHandler[] {
    return failing(getMyReviewCalendar);
  },
  /** The month summary fails once, then answers the busy month (a retry recovers). */
  get failsOnce(): HttpHandler[] {
    return failing(getMyReviewCalendar, true);
  },
  /** The busy month's days: 24 November has one review, the 20th four. */
  get byDateLoaded(): HttpHandler[] {
    return reviewCalendarHandlersFor();
  },
  /** 55 reviews on 24 November: a first page of 50 and a second of 5. */
  get byDateManyPages(): HttpHandler[] {
    return reviewCalendarHandlersFor(fixtureBusyDayReviews);
  },
  get byDateEmpty(): HttpHandler[] {
    return reviewCalendarHandlersFor([]);
  },
  /** A day's reviews fail (500). */
  get byDateError(): HttpHandler[] {
    return failing(pageMyReviewsOnDate);
  },
  /** A day's reviews fail once, then answer (a retry recovers). */
  get byDateFailsOnce(): HttpHandler[] {
    return failing(pageMyReviewsOnDate, true);
  },
};
