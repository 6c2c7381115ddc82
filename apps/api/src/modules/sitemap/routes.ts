import type { FastifyInstance } from 'fastify';
import { getRobotsTxt, getSitemapFile, getSitemapIndex, sitemapMessages } from '@gameshelf/contracts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { SitemapService } from './service.ts';

/** Crawlers and caches in front of the app may keep these this long; the server regenerates on its own schedule. */
const CACHE_CONTROL = 'public, max-age=600';
const XML = 'application/xml; charset=utf-8';

/** robots.txt and the sitemaps, at the site's root; compressed by the app's compression plugin. */
export function sitemapRoutes(app: FastifyInstance, service: SitemapService): void {
  serveEndpoint(app, getRobotsTxt, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(service.robotsTxt()),
  );
  serveEndpoint(app, getSitemapIndex, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE_CONTROL)
      .send(await service.indexXml()),
  );
  serveEndpoint(
    app,
    getSitemapFile,
    async (request, reply) =>
      reply
        .type(XML)
        .header('cache-control', CACHE_CONTROL)
        .send(await service.fileXml(request.params.name)),
    { invalidParamsMessage: sitemapMessages.fileNotFound },
  );
}
