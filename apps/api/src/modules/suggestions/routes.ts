import type { FastifyPluginAsync } from 'fastify';
import {
  acceptInfoSuggestion,
  catalogMessages,
  listInfoSuggestionsForReview,
  listMyInfoSuggestions,
  rejectInfoSuggestion,
  suggestGameInfo,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { SuggestionsService } from './service.ts';

const invalidGameId = { invalidParamsMessage: catalogMessages.invalidGameId };

/** Spec 1 §7: send a correction for a game, and read one's own; operators review them. */
export const suggestionRoutes: FastifyPluginAsync<{ suggestions: SuggestionsService }> = async (app, { suggestions }) => {
  const userId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

  serveEndpoint(
    app,
    suggestGameInfo,
    async (request) => suggestions.suggest(userId(request), request.params.id, request.body),
    invalidGameId,
  );
  serveEndpoint(app, listMyInfoSuggestions, async (request) => suggestions.listMine(userId(request), request.params.id), invalidGameId);

  // Operators review suggestions; accepting one that proposes a Korean title sets it.
  serveEndpoint(app, listInfoSuggestionsForReview, async (request) => suggestions.listForReview(request.query));
  serveEndpoint(app, acceptInfoSuggestion, async (request) => suggestions.accept(request.params.id), {
    audit: { action: 'SUGGESTION_ACCEPTED', target: 'info_suggestion' },
  });
  serveEndpoint(app, rejectInfoSuggestion, async (request) => suggestions.reject(request.params.id), {
    audit: { action: 'SUGGESTION_REJECTED', target: 'info_suggestion' },
  });
};
