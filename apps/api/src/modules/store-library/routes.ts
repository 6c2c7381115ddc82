import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  IdParamsSchema,
  MatchSuggestionListSchema,
  MessageSchema,
  SteamSuggestQuerySchema,
  StoreAddToCollectionRequestSchema,
  StoreBulkAddRequestSchema,
  StoreBulkAddResultSchema,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import type { StoreLibraryService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const user = { auth: 'user' } as const;

export type StoreLibraryRoutePaths = { suggest: string; addToCollection: string; bulkAddToCollection: string };

/** The calls every store's library has alike: suggestions for an item, and adding items to a collection (one or many). */
export const storeLibraryRoutes: FastifyPluginAsyncZod<{ library: StoreLibraryService; paths: StoreLibraryRoutePaths }> = async (
  app,
  { library, paths },
) => {
  app.get(
    paths.suggest,
    {
      schema: { params: IdParamsSchema, querystring: SteamSuggestQuerySchema, response: { 200: MatchSuggestionListSchema, ...errors } },
      config: { ...user, rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => library.suggest(requireAuth(request).userId, request.params.id, request.query.limit),
  );

  app.post(
    paths.addToCollection,
    {
      schema: {
        params: IdParamsSchema,
        body: StoreAddToCollectionRequestSchema,
        response: { 201: MessageSchema, ...errors, 403: ErrorBodySchema, 409: ErrorBodySchema },
      },
      config: user,
    },
    async (request, reply) =>
      reply.code(201).send(await library.addToCollection(requireAuth(request).userId, request.params.id, request.body.collectionId)),
  );

  app.post(
    paths.bulkAddToCollection,
    {
      schema: { body: StoreBulkAddRequestSchema, response: { 200: StoreBulkAddResultSchema, ...errors, 403: ErrorBodySchema } },
      config: user,
    },
    async (request) => library.bulkAdd(requireAuth(request).userId, request.body.collectionId, request.body.libraryGameIds),
  );
};
