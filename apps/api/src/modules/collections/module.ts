import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import type { GamesRepository } from '../catalog/games-repository.ts';
import type { CatalogLinks } from '../catalog/catalog-links.ts';
import { createCollectionsRepository, type CollectionsRepository } from './collections-repository.ts';
import { collectionRoutes } from './routes.ts';
import { createCollectionsService } from './service.ts';

export type Collections = { repository: CollectionsRepository; service: ReturnType<typeof createCollectionsService> };

/** Collections, their games and likes; the catalog reads `inCollection` flags from the repository. */
export function createCollections(deps: {
  db: AppDb;
  games: GamesRepository;
  wishlistedAmong: (userId: number, gameIds: readonly number[]) => Promise<ReadonlySet<number>>;
  /** The catalog's tables, through the catalog: game platforms and the popularity signal. */
  catalog: Pick<CatalogLinks, 'platformIdsOf' | 'recordActivity' | 'forgetActivity'>;
  now?: () => Date;
}): Collections {
  const repository = createCollectionsRepository(deps.db, { forgetActivity: deps.catalog.forgetActivity });
  const service = createCollectionsService({
    collections: repository,
    describeGames: (rows) => deps.games.describe(rows),
    platformIdsOf: deps.catalog.platformIdsOf,
    wishlistedAmong: deps.wishlistedAmong,
    recordCollected: (userId, gameId) => deps.catalog.recordActivity({ userId, gameId, kind: 'collection' }),
    now: deps.now,
  });
  return { repository, service };
}

export async function registerCollectionsModule(app: FastifyInstance, deps: { collections: Collections }): Promise<void> {
  await app.register(async (scope) => collectionRoutes(scope, deps.collections.service));
}
