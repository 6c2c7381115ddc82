import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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

/** Spec 1 §7: send a correction for a game, and read one's own. */
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
    async (request, reply) =>
      reply.code(201).send(await suggestions.suggest(requireAuth(request).userId, request.params.id, request.body.suggestionText)),
  );

  app.get(
    apiPaths.myInfoSuggestionsPattern,
    {
      schema: { params: IdParamsSchema, response: { 200: InfoSuggestionListSchema, ...errors } },
      config: { auth: 'user', invalidParamsMessage: catalogMessages.invalidGameId },
    },
    async (request) => suggestions.listMine(requireAuth(request).userId, request.params.id),
  );
};
