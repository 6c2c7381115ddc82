import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.ts';
import { healthRoutes } from './routes.ts';

/** `GET /api/health`: the database answers. No service: the route asks the database itself. */
export function createHealth(deps: { database: Pick<Database, 'db' | 'engine'> }) {
  const routes: FastifyPluginAsync = async (app) => healthRoutes(app, deps.database);
  return { routes };
}
