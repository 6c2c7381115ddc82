import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, ErrorBodySchema, GameListQuerySchema, GamePageSchema, GameSchema, IdParamsSchema, messages } from '@gameshelf/contracts';

export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  const listSchema = {
    querystring: GameListQuerySchema,
    response: { 200: GamePageSchema, 400: ErrorBodySchema },
  };
  // The spec lists both paths with the same parameters; /search is what the search box calls.
  app.get(apiPaths.games, { schema: listSchema }, async (request) => app.repositories.games.list(request.query));
  app.get(apiPaths.gamesSearch, { schema: listSchema }, async (request) => app.repositories.games.list(request.query));

  app.get(
    apiPaths.gamePattern,
    {
      schema: { params: IdParamsSchema, response: { 200: GameSchema, 400: ErrorBodySchema, 404: ErrorBodySchema } },
      config: { invalidParamsMessage: messages.invalidGameId },
    },
    async (request, reply) => {
      const game = await app.repositories.games.findById(request.params.id);
      return game ?? reply.code(404).send({ message: messages.gameNotFound });
    },
  );
};
