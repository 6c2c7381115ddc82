import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, GenreListSchema } from '@gameshelf/contracts';

export const genreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.genres, { schema: { response: { 200: GenreListSchema } } }, async () => app.repositories.genres.listAll());
};
