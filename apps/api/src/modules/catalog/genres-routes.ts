import type { FastifyPluginAsync } from 'fastify';
import { listGenres } from '@gameshelf/contracts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { CatalogService } from './service.ts';

export const genreRoutes: FastifyPluginAsync<{ catalog: CatalogService }> = async (app, { catalog }) => {
  serveEndpoint(app, listGenres, async () => catalog.listGenres());
};
