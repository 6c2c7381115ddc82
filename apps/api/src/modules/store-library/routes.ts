import type { FastifyInstance } from 'fastify';
import type { addSteamGameToCollection, bulkAddSteamGames, Endpoint, suggestSteamMatches } from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { StoreLibraryService } from './service.ts';

/** A store's endpoint shaped like Steam's (method, caller, schemas, errors), on its own path. */
type LikeSteams<E extends Endpoint> = Omit<E, 'path' | 'description'> & Pick<Endpoint, 'path' | 'description'>;

/** A store's endpoints for the calls every store library answers alike. */
export type StoreLibraryEndpoints = {
  suggest: LikeSteams<typeof suggestSteamMatches>;
  addToCollection: LikeSteams<typeof addSteamGameToCollection>;
  bulkAddToCollection: LikeSteams<typeof bulkAddSteamGames>;
};

/** The calls every store's library has alike: suggestions for an item, and adding items to a collection (one or many). */
export function storeLibraryRoutes(app: FastifyInstance, library: StoreLibraryService, endpoints: StoreLibraryEndpoints): void {
  serveEndpoint(
    app,
    endpoints.suggest,
    async (request) => library.suggest(requireAuth(request).userId, request.params.id, request.query.limit),
    { rateLimit: { max: 120, timeWindow: '1 minute' } },
  );
  serveEndpoint(app, endpoints.addToCollection, async (request) =>
    library.addToCollection(requireAuth(request).userId, request.params.id, request.body.collectionId),
  );
  serveEndpoint(app, endpoints.bulkAddToCollection, async (request) =>
    library.bulkAdd(requireAuth(request).userId, request.body.collectionId, request.body.libraryGameIds),
  );
}
