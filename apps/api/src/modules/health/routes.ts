import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, HealthSchema } from '@gameshelf/contracts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.health, { schema: { response: { 200: HealthSchema } } }, async () => {
    await app.database.db.execute(sql`SELECT 1`);
    return { status: 'ok' as const, database: app.database.engine };
  });
};
