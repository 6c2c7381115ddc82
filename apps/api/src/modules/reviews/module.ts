import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import type { CatalogLinks } from '../catalog/catalog-links.ts';
import { createReviewsRepository } from './reviews-repository.ts';
import type { NotificationWriter } from '../notifications/raise.ts';
import { reviewRoutes } from './routes.ts';
import { createReviewsService } from './service.ts';

/** Reviews, helpful votes, the calendar summary and popular reviews (home and profiles read the service). */
export function createReviews(deps: {
  db: AppDb;
  /** The catalog's tables, through the catalog: game platforms, review totals and the popularity signal. */
  catalog: Pick<CatalogLinks, 'platformIdsOf' | 'lockForReviewTotals' | 'writeReviewTotals' | 'recordActivity' | 'forgetActivity'>;
  /** The notifications' quiet writer (a vote's notification never fails the vote). */
  notify?: NotificationWriter['raiseQuietly'];
}) {
  const service = createReviewsService({
    reviews: createReviewsRepository(deps.db, deps.catalog),
    platformIdsOf: deps.catalog.platformIdsOf,
    notify: deps.notify,
  });
  const routes: FastifyPluginAsync = async (app) => reviewRoutes(app, service);
  return { service, routes };
}
