import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import type { GamesRepository } from '../catalog/games-repository.ts';
import type { CatalogLinks } from '../catalog/catalog-links.ts';
import { createCollectionsRepository, type CollectionsRepository } from './collections-repository.ts';
import type { NotificationWriter } from '../notifications/raise.ts';
import { collectionRoutes } from './routes.ts';
import { createCollectionsService } from './service.ts';

/** Collections, their games and likes; the catalog and the store libraries read `collectedAmong` from the repository. */
export function createCollections(deps: {
  db: AppDb;
  games: Pick<GamesRepository, 'describe'>;
  wishlistedAmong: (userId: number, gameIds: readonly number[]) => Promise<ReadonlySet<number>>;
  /** The catalog's tables, through the catalog: game platforms and the popularity signal. */
  catalog: Pick<CatalogLinks, 'platformIdsOf' | 'recordActivity' | 'forgetActivity'>;
  /** A cache generation, from memory while it is current (shared/generation-follower.ts). */
  generation: (name: string) => Promise<number>;
  /** The notifications' quiet writer (a like's notification never fails the like). */
  notify?: NotificationWriter['raiseQuietly'];
  now?: () => Date;
}) {
  const repository = createCollectionsRepository(deps.db, { forgetActivity: deps.catalog.forgetActivity });
  const service = createCollectionsService({
    collections: repository,
    describeGames: (rows) => deps.games.describe(rows),
    platformIdsOf: deps.catalog.platformIdsOf,
    wishlistedAmong: deps.wishlistedAmong,
    recordCollected: (userId, gameId) => deps.catalog.recordActivity({ userId, gameId, kind: 'collection' }),
    generation: deps.generation,
    notify: deps.notify,
    now: deps.now,
  });
  const routes: FastifyPluginAsync = async (app) => collectionRoutes(app, service);
  const shared: Pick<CollectionsRepository, 'collectedAmong'> = repository;
  return { service, repository: shared, routes };
}
