import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getHealth } from '@gameshelf/contracts';
import type { Database } from '../../db/database.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';

export function healthRoutes(app: FastifyInstance, database: Pick<Database, 'db' | 'engine'>): void {
  serveEndpoint(app, getHealth, async () => {
    await database.db.execute(sql`SELECT 1`);
    return { status: 'ok' as const, database: database.engine };
  });
}
