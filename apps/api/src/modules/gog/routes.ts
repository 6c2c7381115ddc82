import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  ErrorBodySchema,
  GogAuthUrlSchema,
  GogConnectRequestSchema,
  GogGamesQuerySchema,
  GogLibraryGameListSchema,
  GogLibraryGameSchema,
  GogMapRequestSchema,
  GogStatsSchema,
  GogSyncRequestSchema,
  GogSyncResultSchema,
  IdParamsSchema,
  MessageSchema,
  SuccessMessageSchema,
  gogMessages,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { storeLibraryRoutes } from '../store-library/routes.ts';
import type { StoreLibraryService } from '../store-library/service.ts';
import { gogGame, type GogService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const user = { auth: 'user' } as const;

/** Spec 3 §7 GOG calls; every one needs a signed-in user. */
export const gogRoutes: FastifyPluginAsyncZod<{ gog: GogService; library: StoreLibraryService }> = async (app, { gog, library }) => {
  app.get(apiPaths.gogAuthUrl, { schema: { response: { 200: GogAuthUrlSchema, ...errors } }, config: user }, async (request) => {
    requireAuth(request);
    return gog.authUrl();
  });

  app.post(
    apiPaths.gogConnect,
    {
      schema: { body: GogConnectRequestSchema, response: { 200: SuccessMessageSchema, ...errors, 503: ErrorBodySchema } },
      config: { ...user, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => gog.connect(requireAuth(request).userId, request.body.urlOrCode),
  );

  app.delete(apiPaths.gogDisconnect, { schema: { response: { 200: SuccessMessageSchema, ...errors } }, config: user }, async (request) =>
    gog.disconnect(requireAuth(request).userId),
  );

  app.post(
    apiPaths.gogSyncLibrary,
    {
      schema: {
        body: GogSyncRequestSchema,
        response: { 200: GogSyncResultSchema, ...errors, 429: ErrorBodySchema, 503: ErrorBodySchema },
      },
      config: { ...user, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => gog.sync(requireAuth(request).userId, request.body.accessToken),
  );

  app.get(
    apiPaths.gogGames,
    { schema: { querystring: GogGamesQuerySchema, response: { 200: GogLibraryGameListSchema, ...errors } }, config: user },
    async (request) => gog.games(requireAuth(request).userId, request.query.onlyMapped),
  );

  app.get(apiPaths.gogStats, { schema: { response: { 200: GogStatsSchema, ...errors } }, config: user }, async (request) =>
    gog.stats(requireAuth(request).userId),
  );

  app.post(
    apiPaths.gogMapPattern,
    { schema: { params: IdParamsSchema, body: GogMapRequestSchema, response: { 200: GogLibraryGameSchema, ...errors } }, config: user },
    async (request) => gogGame(await library.mapManually(requireAuth(request).userId, request.params.id, request.body.gameId)),
  );

  app.delete(
    apiPaths.gogUnmapPattern,
    { schema: { params: IdParamsSchema, response: { 200: MessageSchema, ...errors } }, config: user },
    async (request) => {
      await library.unmap(requireAuth(request).userId, request.params.id);
      return { message: gogMessages.mappingRemoved };
    },
  );

  await app.register(storeLibraryRoutes, {
    library,
    paths: {
      suggest: apiPaths.gogSuggestPattern,
      addToCollection: apiPaths.gogAddToCollectionPattern,
      bulkAddToCollection: apiPaths.gogBulkAddToCollection,
    },
  });
};
