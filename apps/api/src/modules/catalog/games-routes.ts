import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, ErrorBodySchema, GameListQuerySchema, GamePageSchema, IdParamsSchema, catalogMessages } from '@gameshelf/contracts';
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
      // The answer is GameSchema, validated once when the detail is cached and then sent as text;
      // errors (400, 404) go through the error handler.
      schema: { params: IdParamsSchema },
      config: { invalidParamsMessage: catalogMessages.invalidGameId },
    },
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await catalog.getGameJson(request.params.id, request.auth?.userId)),
  );
};
