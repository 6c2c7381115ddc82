import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { createReviewsRepository } from './reviews-repository.ts';
import { reviewRoutes } from './routes.ts';
import { createReviewsService, type ReviewsService } from './service.ts';

/** Reviews, helpful votes, the calendar summary and popular reviews; answers the service (home reads it). */
export async function registerReviewsModule(app: FastifyInstance, deps: { db: AppDb }): Promise<ReviewsService> {
  const reviews = createReviewsService({ reviews: createReviewsRepository(deps.db) });
  await app.register(async (scope) => reviewRoutes(scope, reviews));
  return reviews;
}
