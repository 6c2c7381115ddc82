import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { createExportService, type ExportSources } from './export-service.ts';
import { createProfilesRepository } from './profiles-repository.ts';
import { profileRoutes } from './routes.ts';
import { createProfilesService, type ProfileSources } from './service.ts';

/**
 * Public profiles: the profile with its stats, collections, reviews and preferences, by who may see them;
 * and the signed-in user's data export. Both read the other modules through `sources`.
 */
export function createProfiles(deps: { db: AppDb; sources: ProfileSources; exportSources: ExportSources }) {
  const profiles = createProfilesService({ profiles: createProfilesRepository(deps.db), sources: deps.sources });
  const exporter = createExportService(deps.exportSources);
  const routes: FastifyPluginAsync = async (app) => profileRoutes(app, { profiles, exporter });
  return { service: { profiles, exporter }, routes };
}
