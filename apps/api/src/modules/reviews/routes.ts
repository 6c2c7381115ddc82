import type { FastifyInstance } from 'fastify';
import {
  catalogMessages,
  createReview,
  deleteReview,
  getGameReviewStats,
  getMyGameReview,
  getMyReviewCalendar,
  getReviewHelpfulStatus,
  listPopularReviews,
  pageGameReviews,
  pageMyReviews,
  pageMyReviewsOnDate,
  reviewMessages,
  toggleReviewHelpful,
  updateReview,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { ReviewsService } from './service.ts';

const forGame = { invalidParamsMessage: catalogMessages.invalidGameId };
const forReview = { invalidParamsMessage: reviewMessages.notFound };

/** Spec 2 §7 review calls, plus popular reviews (home) and a month summary (calendar). */
export function reviewRoutes(app: FastifyInstance, reviews: ReviewsService): void {
  const viewer = (request: { auth: { userId: number } | null }) => request.auth?.userId ?? null;
  const userId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

  // A game's reviews.
  serveEndpoint(app, pageGameReviews, async (request) => reviews.gameReviews(viewer(request), request.params.id, request.query), forGame);
  serveEndpoint(app, getGameReviewStats, async (request) => reviews.stats(viewer(request), request.params.id), forGame);
  serveEndpoint(app, getMyGameReview, async (request) => reviews.mine(userId(request), request.params.id), forGame);

  // The signed-in user's reviews, by day and by month.
  serveEndpoint(app, pageMyReviews, async (request) => reviews.myReviews(userId(request), request.query));
  serveEndpoint(app, pageMyReviewsOnDate, async (request) => reviews.myReviewsOn(userId(request), request.params.date, request.query), {
    invalidParamsMessage: reviewMessages.dateInvalid,
  });
  serveEndpoint(app, getMyReviewCalendar, async (request) => reviews.calendar(userId(request), request.query.month));

  // Home's popular reviews.
  serveEndpoint(app, listPopularReviews, async (request) => reviews.popular(viewer(request), request.query.size));

  // Writing.
  serveEndpoint(app, createReview, async (request) => reviews.create(userId(request), request.body));
  serveEndpoint(app, updateReview, async (request) => reviews.update(userId(request), request.params.id, request.body), forReview);
  serveEndpoint(app, deleteReview, async (request) => reviews.delete(userId(request), request.params.id), forReview);

  // Helpful votes.
  serveEndpoint(app, toggleReviewHelpful, async (request) => reviews.toggleHelpful(userId(request), request.params.id), forReview);
  serveEndpoint(app, getReviewHelpfulStatus, async (request) => reviews.helpfulStatus(viewer(request), request.params.id), forReview);
}
