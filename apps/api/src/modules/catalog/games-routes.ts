import type { FastifyPluginAsync } from 'fastify';
import { catalogMessages, getGame, listGames, searchGames } from '@gameshelf/contracts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { CatalogService } from './service.ts';

export const gameRoutes: FastifyPluginAsync<{ catalog: CatalogService }> = async (app, { catalog }) => {
  // The answer is GamePageSchema, each game validated once and kept as bytes (game-json.ts), then
  // sent as bytes; errors (400) go through the error handler.
  // The spec lists both paths with the same parameters; /search is what the search box calls.
  for (const endpoint of [listGames, searchGames]) {
    serveEndpoint(app, endpoint, async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await catalog.listGamesJson(request.query, request.auth?.userId)),
    );
  }

  // The answer is GameSchema, validated once when the detail is cached and then sent as bytes;
  // errors (400, 404) go through the error handler.
  serveEndpoint(
    app,
    getGame,
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await catalog.getGameJson(request.params.id, request.auth?.userId)),
    { invalidParamsMessage: catalogMessages.invalidGameId },
  );
};
