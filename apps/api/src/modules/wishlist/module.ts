import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import type { GamesRepository } from '../catalog/games-repository.ts';
import type { CatalogLinks } from '../catalog/catalog-links.ts';
import { wishlistRoutes } from './routes.ts';
import { createWishlistService } from './service.ts';
import { createWishlistRepository, type WishlistRepository } from './wishlist-repository.ts';

export type Wishlist = { repository: WishlistRepository; service: ReturnType<typeof createWishlistService> };

/** The wishlist's repository and rules; the catalog reads its per-user flags from the repository. */
export function createWishlist(deps: {
  db: AppDb;
  games: GamesRepository;
  catalog: Pick<CatalogLinks, 'gameExists' | 'recordActivity'>;
}): Wishlist {
  const repository = createWishlistRepository(deps.db);
  const service = createWishlistService({
    wishlist: repository,
    describeGames: (rows) => deps.games.describe(rows),
    gameExists: deps.catalog.gameExists,
    recordAdded: (userId, gameId) => deps.catalog.recordActivity({ userId, gameId, kind: 'wishlist' }),
  });
  return { repository, service };
}

export async function registerWishlistModule(app: FastifyInstance, deps: { wishlist: Wishlist }): Promise<void> {
  await app.register(wishlistRoutes, { wishlist: deps.wishlist.service });
}
