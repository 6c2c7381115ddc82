import type { FastifyInstance } from 'fastify';
import { listSupportContacts, type SupportContact } from '@gameshelf/contracts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';

/** Public and the same for everyone: browsers and proxies may keep it for a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

export function supportRoutes(app: FastifyInstance, contacts: SupportContact[]): void {
  serveEndpoint(app, listSupportContacts, async (_request, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return { contacts };
  });
}
