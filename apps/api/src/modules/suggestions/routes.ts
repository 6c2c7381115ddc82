import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminInfoSuggestionPageSchema,
  AdminInfoSuggestionQuerySchema,
  apiPaths,
  ErrorBodySchema,
  IdParamsSchema,
  InfoSuggestionListSchema,
  InfoSuggestionRequestSchema,
  MessageSchema,
  catalogMessages,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import type { SuggestionsService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** Spec 1 §7: send a correction for a game, and read one's own; operators review them. */
export const suggestionRoutes: FastifyPluginAsyncZod<{ suggestions: SuggestionsService }> = async (app, { suggestions }) => {
  app.post(
    apiPaths.infoSuggestionsPattern,
    {
      schema: {
        params: IdParamsSchema,
        body: InfoSuggestionRequestSchema,
        response: { 201: MessageSchema, ...errors, 429: ErrorBodySchema },
      },
      config: { auth: 'user', invalidParamsMessage: catalogMessages.invalidGameId },
    },
    async (request, reply) => reply.code(201).send(await suggestions.suggest(requireAuth(request).userId, request.params.id, request.body)),
  );

  app.get(
    apiPaths.myInfoSuggestionsPattern,
    {
      schema: { params: IdParamsSchema, response: { 200: InfoSuggestionListSchema, ...errors } },
      config: { auth: 'user', invalidParamsMessage: catalogMessages.invalidGameId },
    },
    async (request) => suggestions.listMine(requireAuth(request).userId, request.params.id),
  );

  // Operators review suggestions; accepting one that proposes a Korean title sets it.
  const admin = { auth: 'admin' as const };
  const reviewErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
  app.get(
    apiPaths.adminInfoSuggestions,
    {
      schema: { querystring: AdminInfoSuggestionQuerySchema, response: { 200: AdminInfoSuggestionPageSchema, ...reviewErrors } },
      config: admin,
    },
    async (request) => suggestions.listForReview(request.query),
  );
  app.post(
    apiPaths.adminInfoSuggestionAcceptPattern,
    {
      schema: { params: IdParamsSchema, response: { 200: MessageSchema, ...reviewErrors } },
      config: { ...admin, audit: { action: 'SUGGESTION_ACCEPTED', target: 'info_suggestion' } },
    },
    async (request) => suggestions.accept(request.params.id),
  );
  app.post(
    apiPaths.adminInfoSuggestionRejectPattern,
    {
      schema: { params: IdParamsSchema, response: { 200: MessageSchema, ...reviewErrors } },
      config: { ...admin, audit: { action: 'SUGGESTION_REJECTED', target: 'info_suggestion' } },
    },
    async (request) => suggestions.reject(request.params.id),
  );
};
