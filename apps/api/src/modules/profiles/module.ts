import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { createExportService, type ExportSources } from './export-service.ts';
import { createProfilesRepository } from './profiles-repository.ts';
import { profileRoutes } from './routes.ts';
import { createProfilesService, type ProfileSources } from './service.ts';

/** Public profiles: the profile with its stats, collections, reviews and preferences, by who may see them. */
export async function registerProfilesModule(
  app: FastifyInstance,
  deps: { db: AppDb; sources: ProfileSources; exportSources: ExportSources },
): Promise<void> {
  const profiles = createProfilesService({ profiles: createProfilesRepository(deps.db), sources: deps.sources });
  const exporter = createExportService(deps.exportSources);
  await app.register(async (scope) => profileRoutes(scope, { profiles, exporter }));
}
