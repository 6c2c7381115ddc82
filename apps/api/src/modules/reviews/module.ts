import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { createReviewsRepository } from './reviews-repository.ts';
import { reviewRoutes } from './routes.ts';
import { createReviewsService } from './service.ts';

/** Reviews, helpful votes, the calendar summary and popular reviews. */
export async function registerReviewsModule(app: FastifyInstance, deps: { db: AppDb }): Promise<void> {
  await app.register(reviewRoutes, { reviews: createReviewsService({ reviews: createReviewsRepository(deps.db) }) });
}
