import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, HealthSchema } from '@gameshelf/contracts';
import type { Database } from '../../db/database.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(apiPaths.health, { schema: { response: { 200: HealthSchema } } }, async () => {
    await database.db.execute(sql`SELECT 1`);
    return { status: 'ok' as const, database: database.engine };
  });
};
