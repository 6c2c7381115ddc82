import type { FastifyPluginAsync } from 'fastify';
import {
  addWishlistGame,
  catalogMessages,
  checkWishlistGame,
  listWishlist,
  removeWishlistGame,
  updateWishlistEntry,
  wishlistMessages,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { WishlistService } from './service.ts';

/** Spec 1 §7 wishlist calls; every one needs a signed-in user. */
export const wishlistRoutes: FastifyPluginAsync<{ wishlist: WishlistService }> = async (app, { wishlist }) => {
  const userId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

  serveEndpoint(app, listWishlist, async (request) => wishlist.list(userId(request), request.query));
  serveEndpoint(app, addWishlistGame, async (request) => wishlist.add(userId(request), request.body), {
    rateLimit: { max: 120, timeWindow: '1 minute' },
  });

  // DELETE takes the game id and PUT the entry id, on the same path (spec 1 §7).
  serveEndpoint(app, removeWishlistGame, async (request) => wishlist.remove(userId(request), request.params.id), {
    invalidParamsMessage: catalogMessages.invalidGameId,
  });
  serveEndpoint(app, updateWishlistEntry, async (request) => wishlist.update(userId(request), request.params.id, request.body), {
    invalidParamsMessage: wishlistMessages.entryNotFound,
  });

  serveEndpoint(app, checkWishlistGame, async (request) => wishlist.check(userId(request), request.params.id), {
    invalidParamsMessage: catalogMessages.invalidGameId,
  });
};
