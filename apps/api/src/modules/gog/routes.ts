import type { FastifyInstance } from 'fastify';
import {
  addGogGameToCollection,
  bulkAddGogGames,
  connectGog,
  disconnectGog,
  getGogAuthUrl,
  getGogStats,
  gogMessages,
  listGogGames,
  mapGogGame,
  suggestGogMatches,
  syncGogLibrary,
  unmapGogGame,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import { storeLibraryRoutes } from '../store-library/routes.ts';
import type { StoreLibraryService } from '../store-library/service.ts';
import { gogGame, type GogService } from './service.ts';

/** Spec 3 §7 GOG calls; every one needs a signed-in user. */
export function gogRoutes(app: FastifyInstance, gog: GogService, library: StoreLibraryService): void {
  const userId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;
  const limited = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  serveEndpoint(app, getGogAuthUrl, async (request) => {
    requireAuth(request);
    return gog.authUrl();
  });
  serveEndpoint(app, connectGog, async (request) => gog.connect(userId(request), request.body.urlOrCode), limited);
  serveEndpoint(app, disconnectGog, async (request) => gog.disconnect(userId(request)));
  serveEndpoint(app, syncGogLibrary, async (request) => gog.sync(userId(request), request.body.accessToken), limited);
  serveEndpoint(app, listGogGames, async (request) => gog.games(userId(request), request.query.onlyMapped));
  serveEndpoint(app, getGogStats, async (request) => gog.stats(userId(request)));
  serveEndpoint(app, mapGogGame, async (request) =>
    gogGame(await library.mapManually(userId(request), request.params.id, request.body.gameId)),
  );
  serveEndpoint(app, unmapGogGame, async (request) => {
    await library.unmap(userId(request), request.params.id);
    return { message: gogMessages.mappingRemoved };
  });

  storeLibraryRoutes(app, library, {
    suggest: suggestGogMatches,
    addToCollection: addGogGameToCollection,
    bulkAddToCollection: bulkAddGogGames,
  });
}
