import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, GenreListSchema } from '@gameshelf/contracts';
import type { CatalogService } from './service.ts';

export const genreRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(apiPaths.genres, { schema: { response: { 200: GenreListSchema } } }, async () => catalog.listGenres());
};
