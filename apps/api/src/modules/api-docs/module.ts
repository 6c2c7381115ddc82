import type { FastifyPluginAsync } from 'fastify';
import { getApiDocument } from '@gameshelf/contracts';
import { buildApiDocument } from '@gameshelf/contracts/openapi';
import { serveEndpoint } from '../../shared/endpoint-route.ts';

/**
 * `GET /api/openapi.json`: the OpenAPI document generated from the contract once at start (with the
 * development-only endpoints in development), served as its JSON text. No service: the text is all there is.
 */
export function createApiDocs(deps: { isDevelopment: boolean }) {
  const text = JSON.stringify(buildApiDocument({ development: deps.isDevelopment }));
  const routes: FastifyPluginAsync = async (app) =>
    serveEndpoint(app, getApiDocument, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(text),
    );
  return { routes };
}
