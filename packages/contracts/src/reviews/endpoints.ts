import type { Endpoint } from '../endpoint.ts';

// Spec 2 §7 review calls, plus popular reviews (home) and a month summary (calendar). A review is
// shown to whoever may see its writer; changes are the writer's. A game's reviews list the viewer's
// own first, then the most helpful and the newest; the `my` calls are the signed-in user's, by day
// (a Korean calendar day) and by month. No descriptions: these values ship with the game page.

export const pageGameReviews = {
  method: 'GET',
  path: '/api/reviews/game/:id',
  caller: 'anyone',
  params: 'IdParamsSchema',
  query: 'ReviewPageQuerySchema',
  response: 'ReviewPageSchema',
} as const satisfies Endpoint;

export const getGameReviewStats = {
  method: 'GET',
  path: '/api/reviews/game/:id/stats',
  caller: 'anyone',
  params: 'IdParamsSchema',
  response: 'ReviewStatsSchema',
} as const satisfies Endpoint;

export const getMyGameReview = {
  method: 'GET',
  path: '/api/reviews/game/:id/my',
  caller: 'user',
  params: 'IdParamsSchema',
  response: 'MyGameReviewSchema',
} as const satisfies Endpoint;

export const pageMyReviews = {
  method: 'GET',
  path: '/api/reviews/my',
  caller: 'user',
  query: 'ReviewPageQuerySchema',
  response: 'ReviewPageSchema',
} as const satisfies Endpoint;

export const pageMyReviewsOnDate = {
  method: 'GET',
  path: '/api/reviews/my/date/:date',
  caller: 'user',
  params: 'ReviewDateParamsSchema',
  query: 'ReviewPageQuerySchema',
  response: 'ReviewPageSchema',
} as const satisfies Endpoint;

export const getMyReviewCalendar = {
  method: 'GET',
  path: '/api/reviews/my/calendar',
  caller: 'user',
  query: 'ReviewCalendarQuerySchema',
  response: 'ReviewCalendarSchema',
} as const satisfies Endpoint;

export const listPopularReviews = {
  method: 'GET',
  path: '/api/reviews/popular',
  caller: 'anyone',
  query: 'PopularReviewsQuerySchema',
  response: 'ReviewListSchema',
} as const satisfies Endpoint;

export const createReview = {
  method: 'POST',
  path: '/api/reviews',
  caller: 'user',
  body: 'ReviewCreateSchema',
  response: 'ReviewSavedSchema',
  status: 201,
  errors: [404, 409],
} as const satisfies Endpoint;

export const updateReview = {
  method: 'PUT',
  path: '/api/reviews/:id',
  caller: 'user',
  params: 'IdParamsSchema',
  body: 'ReviewUpdateSchema',
  response: 'ReviewSavedSchema',
  errors: [403, 404],
} as const satisfies Endpoint;

export const deleteReview = {
  method: 'DELETE',
  path: '/api/reviews/:id',
  caller: 'user',
  params: 'IdParamsSchema',
  response: 'MessageSchema',
  errors: [403, 404],
} as const satisfies Endpoint;

export const toggleReviewHelpful = {
  method: 'POST',
  path: '/api/reviews/:id/helpful',
  caller: 'user',
  params: 'IdParamsSchema',
  response: 'HelpfulStatusSchema',
  errors: [404],
} as const satisfies Endpoint;

export const getReviewHelpfulStatus = {
  method: 'GET',
  path: '/api/reviews/:id/helpful/status',
  caller: 'anyone',
  params: 'IdParamsSchema',
  response: 'HelpfulStatusSchema',
  errors: [404],
} as const satisfies Endpoint;
