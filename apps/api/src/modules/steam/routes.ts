import type { FastifyInstance } from 'fastify';
import {
  STEAM_WISHLIST_IMPORTS_PER_MINUTE,
  addSteamGameToCollection,
  bulkAddSteamGames,
  completeSteamLink,
  disconnectSteam,
  getSteamLoginUrl,
  getSteamStats,
  importSteamWishlist,
  listSteamGames,
  mapSteamGame,
  steamMessages,
  suggestSteamMatches,
  syncSteamLibrary,
  unmapSteamGame,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import { storeLibraryRoutes } from '../store-library/routes.ts';
import type { StoreLibraryService } from '../store-library/service.ts';
import { steamGame, type SteamService } from './service.ts';

/** Spec 3 §7 Steam calls; all but the OpenID return need a signed-in user. */
export function steamRoutes(app: FastifyInstance, steam: SteamService, library: StoreLibraryService): void {
  const userId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

  serveEndpoint(app, getSteamLoginUrl, async (request) => steam.loginUrl(userId(request)), {
    rateLimit: { max: 30, timeWindow: '1 minute' },
  });

  // Steam sends the browser here (OpenID return_to): it answers with a redirect to the web app, never an error page.
  // It links an account: a write, which maintenance refuses by sending the browser back with the reason.
  serveEndpoint(
    app,
    completeSteamLink,
    async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, string | string[] | undefined>;
      return reply.header('Cache-Control', 'no-store').redirect(await steam.completeLink(query), 302);
    },
    { rateLimit: { max: 30, timeWindow: '1 minute' }, writes: { refusedRedirect: steam.linkFailedUrl('maintenance') } },
  );

  serveEndpoint(app, disconnectSteam, async (request) => steam.disconnect(userId(request)));
  serveEndpoint(app, syncSteamLibrary, async (request) => steam.sync(userId(request)), {
    rateLimit: { max: 20, timeWindow: '1 minute' },
  });
  serveEndpoint(app, importSteamWishlist, async (request) => steam.importWishlist(userId(request)), {
    rateLimit: { max: STEAM_WISHLIST_IMPORTS_PER_MINUTE, timeWindow: '1 minute' },
  });
  serveEndpoint(app, listSteamGames, async (request) => steam.games(userId(request), request.query.mapped));
  serveEndpoint(app, getSteamStats, async (request) => library.stats(userId(request)));
  serveEndpoint(app, mapSteamGame, async (request) =>
    steamGame(await library.mapManually(userId(request), request.body.steamGameId, request.body.gameId)),
  );
  serveEndpoint(app, unmapSteamGame, async (request) => {
    await library.unmap(userId(request), request.params.id);
    return { message: steamMessages.mappingRemoved };
  });

  storeLibraryRoutes(app, library, {
    suggest: suggestSteamMatches,
    addToCollection: addSteamGameToCollection,
    bulkAddToCollection: bulkAddSteamGames,
  });
}
