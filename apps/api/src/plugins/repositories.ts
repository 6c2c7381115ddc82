import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { createGamesRepository, type GamesRepository } from '../db/games-repository.ts';
import { createGenresRepository, type GenresRepository } from '../db/genres-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    repositories: { games: GamesRepository; genres: GenresRepository };
    /** Development-only features check this (NODE_ENV=development). */
    isDevelopment: boolean;
  }
}

export function decorateRepositories(app: FastifyInstance, database: Database): void {
  app.decorate('database', database);
  app.decorate('repositories', {
    games: createGamesRepository(database.db),
    genres: createGenresRepository(database.db),
  });
}
