import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  getCollectionPreviewImage,
  getGamePreviewImage,
  getNoticePreviewImage,
  getProfilePreviewImage,
  getReviewPreviewImage,
} from '@gameshelf/contracts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { PreviewImage, PreviewsService } from './service.ts';

/**
 * How long clients and shared caches keep an image before asking again (an ETag makes the ask
 * cheap). Short, so a collection or profile made private stops showing within minutes.
 */
const PREVIEW_CACHE_CONTROL = 'public, max-age=600';

/** The key the client already holds (its If-None-Match), if any. */
function knownKey(request: FastifyRequest): string | undefined {
  const header = request.headers['if-none-match'];
  const match = header?.match(/^(?:W\/)?"([\w-]+)"$/);
  return match?.[1];
}

function send(reply: FastifyReply, image: PreviewImage | { key: string; png: null }): FastifyReply {
  reply.header('etag', `"${image.key}"`).header('cache-control', PREVIEW_CACHE_CONTROL);
  if (image.png === null) return reply.code(304).send();
  return reply.type('image/png').send(image.png);
}

/** Issue 35: the link preview image of each shareable page. */
export function previewRoutes(app: FastifyInstance, previews: PreviewsService): void {
  serveEndpoint(app, getGamePreviewImage, async (request, reply) => send(reply, await previews.game(request.params.id, knownKey(request))));
  serveEndpoint(app, getCollectionPreviewImage, async (request, reply) =>
    send(reply, await previews.collection(request.params.id, knownKey(request))),
  );
  serveEndpoint(app, getProfilePreviewImage, async (request, reply) =>
    send(reply, await previews.profile(request.params.username, knownKey(request))),
  );
  serveEndpoint(app, getReviewPreviewImage, async (request, reply) =>
    send(reply, await previews.review(request.params.id, knownKey(request))),
  );
  serveEndpoint(app, getNoticePreviewImage, async (request, reply) =>
    send(reply, await previews.notice(request.params.id, knownKey(request))),
  );
}
