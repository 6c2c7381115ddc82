import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { gameRoutes } from './games-routes.ts';
import type { GamesRepository } from './games-repository.ts';
import { createGenresRepository } from './genres-repository.ts';
import { genreRoutes } from './genres-routes.ts';
import { createCatalogService, type UserGameFlags } from './service.ts';

/**
 * Game list, search, detail and genre routes over the catalog object's games (`createCatalog` in
 * catalog.ts, hence this function's longer name); `userFlags` marks a signed-in caller's own games.
 * The service also answers modules that show or search games (home, the store libraries).
 */
export function createCatalogModule(deps: { db: AppDb; games: GamesRepository; userFlags?: UserGameFlags }) {
  const service = createCatalogService({ games: deps.games, genres: createGenresRepository(deps.db), userFlags: deps.userFlags });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(gameRoutes, { catalog: service });
    await app.register(genreRoutes, { catalog: service });
  };
  return { service, routes };
}
