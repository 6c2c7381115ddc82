import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, GameListQuerySchema, IdParamsSchema, catalogMessages } from '@gameshelf/contracts';
import type { CatalogService } from './service.ts';

export const gameRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  // The answer is GamePageSchema, each game validated once and kept as bytes (game-json.ts), then
  // sent as bytes; errors (400) go through the error handler.
  const listSchema = { querystring: GameListQuerySchema };
  // The spec lists both paths with the same parameters; /search is what the search box calls.
  for (const path of [apiPaths.games, apiPaths.gamesSearch]) {
    app.get(path, { schema: listSchema }, async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await catalog.listGamesJson(request.query, request.auth?.userId)),
    );
  }

  app.get(
    apiPaths.gamePattern,
    {
      // The answer is GameSchema, validated once when the detail is cached and then sent as bytes;
      // errors (400, 404) go through the error handler.
      schema: { params: IdParamsSchema },
      config: { invalidParamsMessage: catalogMessages.invalidGameId },
    },
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await catalog.getGameJson(request.params.id, request.auth?.userId)),
  );
};
