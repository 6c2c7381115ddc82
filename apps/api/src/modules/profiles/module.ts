import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { createProfilesRepository } from './profiles-repository.ts';
import { profileRoutes } from './routes.ts';
import { createProfilesService } from './service.ts';

/** Public profiles: the profile with its stats, and genre and platform preferences, by who may see them. */
export async function registerProfilesModule(app: FastifyInstance, deps: { db: AppDb }): Promise<void> {
  await app.register(profileRoutes, { profiles: createProfilesService({ profiles: createProfilesRepository(deps.db) }) });
}
