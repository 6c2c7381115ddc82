import type { FastifyInstance } from 'fastify';
import { getGameCover } from '@gameshelf/contracts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { CoversService } from './service.ts';

/** An IGDB image id names one picture for good: browsers and shared caches keep a cover for a year. */
const KEPT_FOR_GOOD = 'public, max-age=31536000, immutable';

export function coverRoutes(app: FastifyInstance, covers: CoversService): void {
  serveEndpoint(app, getGameCover, async (request, reply) => {
    const webp = await covers.cover(request.params.imageId, request.params.width);
    return reply.header('cache-control', KEPT_FOR_GOOD).type('image/webp').send(webp);
  });
}
