import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  ErrorBodySchema,
  IdParamsSchema,
  MessageSchema,
  SteamAuthUrlSchema,
  SteamGamesQuerySchema,
  SteamLibraryGameListSchema,
  SteamLibraryGameSchema,
  SteamManualMappingRequestSchema,
  SteamStatsSchema,
  SteamSyncResultSchema,
  SuccessMessageSchema,
  steamMessages,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { storeLibraryRoutes } from '../store-library/routes.ts';
import type { StoreLibraryService } from '../store-library/service.ts';
import { steamGame, type SteamService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const user = { auth: 'user' } as const;

/** Spec 3 §7 Steam calls; all but the OpenID return need a signed-in user. */
export const steamRoutes: FastifyPluginAsyncZod<{ steam: SteamService; library: StoreLibraryService }> = async (
  app,
  { steam, library },
) => {
  app.get(
    apiPaths.steamAuthLogin,
    { schema: { response: { 200: SteamAuthUrlSchema, ...errors } }, config: { ...user, rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => steam.loginUrl(requireAuth(request).userId),
  );

  // Steam sends the browser here (OpenID return_to): it answers with a redirect to the web app, never an error page.
  // It links an account: a write, which maintenance refuses by sending the browser back with the reason.
  const linkReturn = {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    writes: { refusedRedirect: steam.linkFailedUrl('maintenance') },
  };
  app.get(apiPaths.steamAuthCallback, { config: linkReturn }, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, string | string[] | undefined>;
    return reply.header('Cache-Control', 'no-store').redirect(await steam.completeLink(query), 302);
  });

  app.post(apiPaths.steamDisconnect, { schema: { response: { 200: SuccessMessageSchema, ...errors } }, config: user }, async (request) =>
    steam.disconnect(requireAuth(request).userId),
  );

  app.post(
    apiPaths.steamSyncLibrary,
    {
      schema: { response: { 200: SteamSyncResultSchema, ...errors, 403: ErrorBodySchema, 429: ErrorBodySchema, 503: ErrorBodySchema } },
      config: { ...user, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => steam.sync(requireAuth(request).userId),
  );

  app.get(
    apiPaths.steamGames,
    { schema: { querystring: SteamGamesQuerySchema, response: { 200: SteamLibraryGameListSchema, ...errors } }, config: user },
    async (request) => steam.games(requireAuth(request).userId, request.query.mapped),
  );

  app.get(apiPaths.steamStats, { schema: { response: { 200: SteamStatsSchema, ...errors } }, config: user }, async (request) =>
    library.stats(requireAuth(request).userId),
  );

  app.post(
    apiPaths.steamManualMapping,
    { schema: { body: SteamManualMappingRequestSchema, response: { 200: SteamLibraryGameSchema, ...errors } }, config: user },
    async (request) => steamGame(await library.mapManually(requireAuth(request).userId, request.body.steamGameId, request.body.gameId)),
  );

  app.delete(
    apiPaths.steamMappingPattern,
    { schema: { params: IdParamsSchema, response: { 200: MessageSchema, ...errors } }, config: user },
    async (request) => {
      await library.unmap(requireAuth(request).userId, request.params.id);
      return { message: steamMessages.mappingRemoved };
    },
  );

  await app.register(storeLibraryRoutes, {
    library,
    paths: {
      suggest: apiPaths.steamSuggestPattern,
      addToCollection: apiPaths.steamAddToCollectionPattern,
      bulkAddToCollection: apiPaths.steamBulkAddToCollection,
    },
  });
};
