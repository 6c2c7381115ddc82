import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { createGamesRepository, type GamesRepository } from '../modules/catalog/games-repository.ts';
import { createGenresRepository, type GenresRepository } from '../modules/catalog/genres-repository.ts';
import { createSessionsRepository, type SessionsRepository } from '../modules/accounts/sessions-repository.ts';
import { createUsersRepository, type UsersRepository } from '../modules/accounts/users-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    repositories: { games: GamesRepository; genres: GenresRepository; users: UsersRepository; sessions: SessionsRepository };
    /** Development-only features check this (NODE_ENV=development). */
    isDevelopment: boolean;
  }
}

export function decorateRepositories(app: FastifyInstance, database: Database, options: { refreshTokenTtlDays: number }): void {
  app.decorate('database', database);
  app.decorate('repositories', {
    games: createGamesRepository(database.db),
    genres: createGenresRepository(database.db),
    users: createUsersRepository(database.db),
    sessions: createSessionsRepository(database.db, options),
  });
}
