import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  CollectedGameCreateSchema,
  CollectedGameUpdateSchema,
  CollectionCountSchema,
  CollectionGameListSchema,
  CollectionGameParamsSchema,
  CollectionGameSchema,
  CollectionListSchema,
  CollectionPageQuerySchema,
  CollectionPageSchema,
  CollectionRequestSchema,
  CollectionSchema,
  CollectionSearchQuerySchema,
  CollectionSummarySchema,
  ErrorBodySchema,
  IdParamsSchema,
  LikeCountSchema,
  LikeStatusSchema,
  MessageSchema,
  catalogMessages,
  collectionMessages,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import type { CollectionsService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const user = { auth: 'user' as const, invalidParamsMessage: collectionMessages.notFound };
const anyone = { invalidParamsMessage: collectionMessages.notFound };

/** Spec 2 §7 collection calls. Reads of one collection follow its visibility; changes are the owner's. */
export const collectionRoutes: FastifyPluginAsyncZod<{ collections: CollectionsService }> = async (app, { collections }) => {
  const viewer = (request: { auth: { userId: number } | null }) => request.auth?.userId ?? null;

  // Own collections.
  app.get(apiPaths.collections, { schema: { response: { 200: CollectionListSchema, ...errors } }, config: user }, async (request) =>
    collections.listOwn(requireAuth(request).userId),
  );
  app.get(
    apiPaths.collectionsPaged,
    { schema: { querystring: CollectionPageQuerySchema, response: { 200: CollectionPageSchema, ...errors } }, config: user },
    async (request) => collections.pagedOwn(requireAuth(request).userId, request.query),
  );
  app.get(apiPaths.collectionsCount, { schema: { response: { 200: CollectionCountSchema, ...errors } }, config: user }, async (request) =>
    collections.countOwn(requireAuth(request).userId),
  );
  app.get(
    apiPaths.collectionsSearch,
    {
      schema: { querystring: CollectionSearchQuerySchema.pick({ q: true }), response: { 200: CollectionListSchema, ...errors } },
      config: user,
    },
    async (request) => collections.listOwn(requireAuth(request).userId, request.query.q),
  );
  app.post(
    apiPaths.collections,
    {
      schema: { body: CollectionRequestSchema, response: { 201: CollectionSummarySchema, ...errors } },
      config: { ...user, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.code(201).send(await collections.create(requireAuth(request).userId, request.body)),
  );

  // Public browse.
  app.get(
    apiPaths.publicCollections,
    { schema: { querystring: CollectionPageQuerySchema, response: { 200: CollectionPageSchema, ...errors } } },
    async (request) => collections.publicPage(viewer(request), request.query),
  );
  app.get(
    apiPaths.publicCollectionsSearch,
    { schema: { querystring: CollectionSearchQuerySchema, response: { 200: CollectionPageSchema, ...errors } } },
    async (request) => collections.publicSearch(viewer(request), request.query.q, request.query),
  );
  app.get(
    apiPaths.popularCollections,
    { schema: { querystring: CollectionPageQuerySchema, response: { 200: CollectionPageSchema, ...errors } } },
    async (request) => collections.popular(viewer(request), request.query),
  );

  // One collection.
  app.get(
    apiPaths.collectionPattern,
    { schema: { params: IdParamsSchema, response: { 200: CollectionSchema, ...errors } }, config: anyone },
    async (request) => collections.get(viewer(request), request.params.id),
  );
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: apiPaths.collectionPattern,
      schema: { params: IdParamsSchema, body: CollectionRequestSchema, response: { 200: CollectionSummarySchema, ...errors } },
      config: user,
      handler: async (request) => collections.update(requireAuth(request).userId, request.params.id, request.body),
    });
  }
  app.delete(
    apiPaths.collectionPattern,
    { schema: { params: IdParamsSchema, response: { 200: MessageSchema, ...errors } }, config: user },
    async (request) => collections.delete(requireAuth(request).userId, request.params.id),
  );

  // Its games.
  app.get(
    apiPaths.collectionGamesPattern,
    { schema: { params: IdParamsSchema, response: { 200: CollectionGameListSchema, ...errors } }, config: anyone },
    async (request) => collections.games(viewer(request), request.params.id),
  );
  app.post(
    apiPaths.collectionGamesPattern,
    {
      schema: {
        params: IdParamsSchema,
        body: CollectedGameCreateSchema,
        response: { 201: MessageSchema, ...errors, 409: ErrorBodySchema },
      },
      config: user,
    },
    async (request, reply) => reply.code(201).send(await collections.addGame(requireAuth(request).userId, request.params.id, request.body)),
  );
  app.get(
    apiPaths.collectionGamePattern,
    { schema: { params: CollectionGameParamsSchema, response: { 200: CollectionGameSchema, ...errors } }, config: anyone },
    async (request) => collections.game(viewer(request), request.params.id, request.params.gameId),
  );
  app.put(
    apiPaths.collectionGamePattern,
    {
      schema: { params: CollectionGameParamsSchema, body: CollectedGameUpdateSchema, response: { 200: CollectionGameSchema, ...errors } },
      config: user,
    },
    async (request) => collections.updateGame(requireAuth(request).userId, request.params.id, request.params.gameId, request.body),
  );
  app.delete(
    apiPaths.collectionGamePattern,
    { schema: { params: CollectionGameParamsSchema, response: { 200: MessageSchema, ...errors } }, config: user },
    async (request) => collections.removeGame(requireAuth(request).userId, request.params.id, request.params.gameId),
  );

  // Likes.
  app.post(
    apiPaths.collectionLikeTogglePattern,
    {
      schema: { params: IdParamsSchema, response: { 200: LikeStatusSchema, ...errors } },
      config: { ...user, rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => collections.toggleLike(requireAuth(request).userId, request.params.id),
  );
  app.get(
    apiPaths.collectionLikesPattern,
    { schema: { params: IdParamsSchema, response: { 200: LikeStatusSchema, ...errors } }, config: anyone },
    async (request) => collections.likeStatus(viewer(request), request.params.id),
  );
  app.get(
    apiPaths.collectionLikesCountPattern,
    { schema: { params: IdParamsSchema, response: { 200: LikeCountSchema, ...errors } }, config: anyone },
    async (request) => ({ likeCount: (await collections.likeStatus(viewer(request), request.params.id)).likeCount }),
  );

  // The signed-in user's collections holding a game.
  app.get(
    apiPaths.gameCollectionsPattern,
    {
      schema: { params: IdParamsSchema, response: { 200: CollectionListSchema, ...errors } },
      config: { auth: 'user', invalidParamsMessage: catalogMessages.invalidGameId },
    },
    async (request) => collections.forGame(requireAuth(request).userId, request.params.id),
  );
};
