import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { gameRoutes } from './games-routes.ts';
import type { GamesRepository } from './games-repository.ts';
import { createGenresRepository } from './genres-repository.ts';
import { genreRoutes } from './genres-routes.ts';
import { createCatalogService, type CatalogService, type UserGameFlags } from './service.ts';

/**
 * Game list, search, detail and genre routes; `userFlags` marks a signed-in caller's own games.
 * Answers the catalog service for modules that show games (home).
 */
export async function registerCatalogModule(
  app: FastifyInstance,
  deps: { db: AppDb; games: GamesRepository; userFlags?: UserGameFlags },
): Promise<CatalogService> {
  const catalog = createCatalogService({ games: deps.games, genres: createGenresRepository(deps.db), userFlags: deps.userFlags });
  await app.register(gameRoutes, { catalog });
  await app.register(genreRoutes, { catalog });
  return catalog;
}
