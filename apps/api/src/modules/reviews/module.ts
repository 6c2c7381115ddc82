import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import type { GameChanged } from '../catalog/catalog.ts';
import { createReviewsRepository } from './reviews-repository.ts';
import { reviewRoutes } from './routes.ts';
import { createReviewsService, type ReviewsService } from './service.ts';

/** Reviews, helpful votes, the calendar summary and popular reviews; answers the service (home reads it). */
export async function registerReviewsModule(app: FastifyInstance, deps: { db: AppDb; gameChanged: GameChanged }): Promise<ReviewsService> {
  const reviews = createReviewsService({ reviews: createReviewsRepository(deps.db, deps.gameChanged) });
  await app.register(reviewRoutes, { reviews });
  return reviews;
}
