import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import type { CatalogLinks } from '../catalog/catalog-links.ts';
import { createReviewsRepository } from './reviews-repository.ts';
import { reviewRoutes } from './routes.ts';
import { createReviewsService, type ReviewsService } from './service.ts';

/** Reviews, helpful votes, the calendar summary and popular reviews; answers the service (home reads it). */
export async function registerReviewsModule(
  app: FastifyInstance,
  deps: {
    db: AppDb;
    /** The catalog's tables, through the catalog: game platforms, review totals and the popularity signal. */
    catalog: Pick<CatalogLinks, 'platformIdsOf' | 'lockForReviewTotals' | 'writeReviewTotals' | 'recordActivity' | 'forgetActivity'>;
  },
): Promise<ReviewsService> {
  const reviews = createReviewsService({
    reviews: createReviewsRepository(deps.db, deps.catalog),
    platformIdsOf: deps.catalog.platformIdsOf,
  });
  await app.register(async (scope) => reviewRoutes(scope, reviews));
  return reviews;
}
