import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  ErrorBodySchema,
  HelpfulStatusSchema,
  IdParamsSchema,
  MessageSchema,
  MyGameReviewSchema,
  PopularReviewsQuerySchema,
  ReviewCalendarQuerySchema,
  ReviewCalendarSchema,
  ReviewCreateSchema,
  ReviewDateParamsSchema,
  ReviewListSchema,
  ReviewPageQuerySchema,
  ReviewPageSchema,
  ReviewSavedSchema,
  ReviewStatsSchema,
  ReviewUpdateSchema,
  catalogMessages,
  reviewMessages,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import type { ReviewsService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const forGame = { invalidParamsMessage: catalogMessages.invalidGameId };
const forReview = { invalidParamsMessage: reviewMessages.notFound };

/** Spec 2 §7 review calls, plus popular reviews (home) and a month summary (calendar). */
export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  const viewer = (request: { auth: { userId: number } | null }) => request.auth?.userId ?? null;

  app.get(
    apiPaths.gameReviewsPattern,
    {
      schema: { params: IdParamsSchema, querystring: ReviewPageQuerySchema, response: { 200: ReviewPageSchema, ...errors } },
      config: forGame,
    },
    async (request) => reviews.gameReviews(viewer(request), request.params.id, request.query),
  );
  app.get(
    apiPaths.gameReviewStatsPattern,
    { schema: { params: IdParamsSchema, response: { 200: ReviewStatsSchema, ...errors } }, config: forGame },
    async (request) => reviews.stats(viewer(request), request.params.id),
  );
  app.get(
    apiPaths.myGameReviewPattern,
    { schema: { params: IdParamsSchema, response: { 200: MyGameReviewSchema, ...errors } }, config: { ...forGame, auth: 'user' } },
    async (request) => reviews.mine(requireAuth(request).userId, request.params.id),
  );
  app.get(
    apiPaths.myReviews,
    { schema: { querystring: ReviewPageQuerySchema, response: { 200: ReviewPageSchema, ...errors } }, config: { auth: 'user' } },
    async (request) => reviews.myReviews(requireAuth(request).userId, request.query),
  );
  app.get(
    apiPaths.myReviewsByDatePattern,
    {
      schema: { params: ReviewDateParamsSchema, querystring: ReviewPageQuerySchema, response: { 200: ReviewPageSchema, ...errors } },
      config: { auth: 'user', invalidParamsMessage: reviewMessages.dateInvalid },
    },
    async (request) => reviews.myReviewsOn(requireAuth(request).userId, request.params.date, request.query),
  );
  app.get(
    apiPaths.myReviewCalendar,
    { schema: { querystring: ReviewCalendarQuerySchema, response: { 200: ReviewCalendarSchema, ...errors } }, config: { auth: 'user' } },
    async (request) => reviews.calendar(requireAuth(request).userId, request.query.month),
  );
  app.get(
    apiPaths.popularReviews,
    { schema: { querystring: PopularReviewsQuerySchema, response: { 200: ReviewListSchema, ...errors } } },
    async (request) => reviews.popular(viewer(request), request.query.size),
  );
  app.post(
    apiPaths.reviews,
    {
      schema: { body: ReviewCreateSchema, response: { 201: ReviewSavedSchema, ...errors, 409: ErrorBodySchema } },
      config: { auth: 'user' },
    },
    async (request, reply) => reply.code(201).send(await reviews.create(requireAuth(request).userId, request.body)),
  );
  app.put(
    apiPaths.reviewPattern,
    {
      schema: { params: IdParamsSchema, body: ReviewUpdateSchema, response: { 200: ReviewSavedSchema, ...errors } },
      config: { ...forReview, auth: 'user' },
    },
    async (request) => reviews.update(requireAuth(request).userId, request.params.id, request.body),
  );
  app.delete(
    apiPaths.reviewPattern,
    { schema: { params: IdParamsSchema, response: { 200: MessageSchema, ...errors } }, config: { ...forReview, auth: 'user' } },
    async (request) => reviews.delete(requireAuth(request).userId, request.params.id),
  );
  app.post(
    apiPaths.reviewHelpfulPattern,
    {
      schema: { params: IdParamsSchema, response: { 200: HelpfulStatusSchema, ...errors } },
      config: { ...forReview, auth: 'user' },
    },
    async (request) => reviews.toggleHelpful(requireAuth(request).userId, request.params.id),
  );
  app.get(
    apiPaths.reviewHelpfulStatusPattern,
    { schema: { params: IdParamsSchema, response: { 200: HelpfulStatusSchema, ...errors } }, config: forReview },
    async (request) => reviews.helpfulStatus(viewer(request), request.params.id),
  );
};
