import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  ErrorBodySchema,
  GameListQuerySchema,
  GamePageSchema,
  GameSchema,
  IdParamsSchema,
  catalogMessages,
} from '@gameshelf/contracts';
import type { CatalogService } from './service.ts';

export const gameRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  const listSchema = {
    querystring: GameListQuerySchema,
    response: { 200: GamePageSchema, 400: ErrorBodySchema },
  };
  // The spec lists both paths with the same parameters; /search is what the search box calls.
  app.get(apiPaths.games, { schema: listSchema }, async (request) => catalog.listGames(request.query, request.auth?.userId));
  app.get(apiPaths.gamesSearch, { schema: listSchema }, async (request) => catalog.listGames(request.query, request.auth?.userId));

  app.get(
    apiPaths.gamePattern,
    {
      schema: { params: IdParamsSchema, response: { 200: GameSchema, 400: ErrorBodySchema, 404: ErrorBodySchema } },
      config: { invalidParamsMessage: catalogMessages.invalidGameId },
    },
    async (request) => catalog.getGame(request.params.id, request.auth?.userId),
  );
};
