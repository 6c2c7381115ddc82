import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  ErrorBodySchema,
  IdParamsSchema,
  MessageSchema,
  WishlistAddRequestSchema,
  WishlistCheckSchema,
  WishlistEntrySchema,
  WishlistPageSchema,
  WishlistQuerySchema,
  WishlistUpdateRequestSchema,
  catalogMessages,
  wishlistMessages,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import type { WishlistService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** Spec 1 §7 wishlist calls; every one needs a signed-in user. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (app, { wishlist }) => {
  app.get(
    apiPaths.wishlist,
    { schema: { querystring: WishlistQuerySchema, response: { 200: WishlistPageSchema, ...errors } }, config: { auth: 'user' } },
    async (request) => wishlist.list(requireAuth(request).userId, request.query),
  );

  app.post(
    apiPaths.wishlist,
    {
      schema: { body: WishlistAddRequestSchema, response: { 201: MessageSchema, ...errors, 409: ErrorBodySchema } },
      config: { auth: 'user', rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.code(201).send(await wishlist.add(requireAuth(request).userId, request.body)),
  );

  // DELETE takes the game id and PUT the entry id, on the same path (spec 1 §7).
  app.delete(
    apiPaths.wishlistItemPattern,
    {
      schema: { params: IdParamsSchema, response: { 200: MessageSchema, ...errors } },
      config: { auth: 'user', invalidParamsMessage: catalogMessages.invalidGameId },
    },
    async (request) => wishlist.remove(requireAuth(request).userId, request.params.id),
  );

  app.put(
    apiPaths.wishlistItemPattern,
    {
      schema: { params: IdParamsSchema, body: WishlistUpdateRequestSchema, response: { 200: WishlistEntrySchema, ...errors } },
      config: { auth: 'user', invalidParamsMessage: wishlistMessages.entryNotFound },
    },
    async (request) => wishlist.update(requireAuth(request).userId, request.params.id, request.body),
  );

  app.get(
    apiPaths.wishlistCheckPattern,
    {
      schema: { params: IdParamsSchema, response: { 200: WishlistCheckSchema, ...errors } },
      config: { auth: 'user', invalidParamsMessage: catalogMessages.invalidGameId },
    },
    async (request) => wishlist.check(requireAuth(request).userId, request.params.id),
  );
};
