import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { createIgdbImages, type IgdbImagesOptions } from '../../integrations/igdb/igdb-images.ts';
import { coverWebp } from './cover-webp.ts';
import { createCoversRepository } from './covers-repository.ts';
import { coverRoutes } from './routes.ts';
import { createCoversService } from './service.ts';

/** Game covers from our own origin, at the widths the pages need (issue 35). */
export function createCovers(deps: {
  db: AppDb;
  /** Where IGDB's pictures come from (a fake in tests). */
  igdb?: IgdbImagesOptions;
  now?: () => Date;
  /** False while maintenance refuses writes (the stored copy waits; the cover is still served). */
  writesAllowed?: () => Promise<boolean>;
}) {
  const service = createCoversService({
    covers: createCoversRepository(deps.db),
    igdb: createIgdbImages(deps.igdb),
    toWebp: coverWebp,
    now: deps.now,
    writesAllowed: deps.writesAllowed,
  });
  const routes: FastifyPluginAsync = async (app) => coverRoutes(app, service);
  return { service, routes };
}
