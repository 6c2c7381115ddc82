import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { HOME_CACHE, readGeneration } from '../../shared/cache-generations.ts';
import type { UploadsService } from '../uploads/service.ts';
import { createBannersRepository } from './banners-repository.ts';
import { createBannersService } from './banners-service.ts';
import { createHomeService, type HomeSources } from './home-service.ts';
import { homeRoutes } from './routes.ts';

/** Home data (cached across writes by generation) and banners. */
export async function registerHomeModule(
  app: FastifyInstance,
  deps: { db: AppDb; uploads: UploadsService; sources: Omit<HomeSources, 'generation'> },
): Promise<void> {
  const home = createHomeService({ ...deps.sources, generation: () => readGeneration(deps.db, HOME_CACHE) });
  const banners = createBannersService({
    banners: createBannersRepository(deps.db),
    isOwnBannerImageUrl: deps.uploads.isOwnBannerImageUrl,
  });
  await app.register(async (scope) => homeRoutes(scope, { home, banners, uploads: deps.uploads }));
}
