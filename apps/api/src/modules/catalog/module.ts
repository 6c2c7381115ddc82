import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { gameRoutes } from './games-routes.ts';
import { createGamesRepository } from './games-repository.ts';
import { createGenresRepository } from './genres-repository.ts';
import { genreRoutes } from './genres-routes.ts';
import { createCatalogService } from './service.ts';

/** Game list, search, detail and genre routes. */
export async function registerCatalogModule(app: FastifyInstance, deps: { db: AppDb }): Promise<void> {
  const catalog = createCatalogService({ games: createGamesRepository(deps.db), genres: createGenresRepository(deps.db) });
  await app.register(gameRoutes, { catalog });
  await app.register(genreRoutes, { catalog });
}
