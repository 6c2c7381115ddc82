import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import type { GamesRepository } from '../catalog/games-repository.ts';
import type { CatalogLinks } from '../catalog/catalog-links.ts';
import { wishlistRoutes } from './routes.ts';
import { createWishlistService } from './service.ts';
import { createWishlistRepository, type WishlistRepository } from './wishlist-repository.ts';

/** The wishlist's rules and routes; the catalog and collections read `wishlistedAmong` from the repository. */
export function createWishlist(deps: {
  db: AppDb;
  games: Pick<GamesRepository, 'describe'>;
  catalog: Pick<CatalogLinks, 'gameExists' | 'recordActivity'>;
}) {
  const repository = createWishlistRepository(deps.db);
  const service = createWishlistService({
    wishlist: repository,
    describeGames: (rows) => deps.games.describe(rows),
    gameExists: deps.catalog.gameExists,
    recordAdded: (userId, gameId) => deps.catalog.recordActivity({ userId, gameId, kind: 'wishlist' }),
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(wishlistRoutes, { wishlist: service });
  };
  const shared: Pick<WishlistRepository, 'wishlistedAmong'> = repository;
  return { service, repository: shared, routes };
}
