import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { HOME_CACHE } from '../../shared/cache-generations.ts';
import type { UploadsService } from '../uploads/service.ts';
import { createBannersRepository } from './banners-repository.ts';
import { createBannersService } from './banners-service.ts';
import { createHomeService, type HomeSources } from './home-service.ts';
import { homeRoutes } from './routes.ts';

/** Home data (cached across writes by generation) and banners, whose pictures go through the uploads service. */
export function createHome(deps: {
  db: AppDb;
  uploads: Pick<UploadsService, 'storeBannerImage' | 'isOwnBannerImageUrl'>;
  sources: Omit<HomeSources, 'generation'>;
  /** A cache generation, from memory while it is current (shared/generation-follower.ts). */
  generation: (name: string) => Promise<number>;
}) {
  const home = createHomeService({ ...deps.sources, generation: () => deps.generation(HOME_CACHE) });
  const banners = createBannersService({
    banners: createBannersRepository(deps.db),
    isOwnBannerImageUrl: deps.uploads.isOwnBannerImageUrl,
  });
  const routes: FastifyPluginAsync = async (app) => homeRoutes(app, { home, banners, uploads: deps.uploads });
  return { service: { home, banners }, routes };
}
