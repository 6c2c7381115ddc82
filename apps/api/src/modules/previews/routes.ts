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
 * How long clients and shared caches keep an image before asking again (an ETag makes the ask cheap).
 * A game's or a notice's is public for good: ten minutes. A collection's, a profile's or a review's may
 * turn private at any moment: a cache keeps it but asks every time (`no-cache`), and the API answers
 * 304 while it is public and 404 from the moment it is not.
 */
const PUBLIC_FOR_GOOD = 'public, max-age=600';
const MAY_TURN_PRIVATE = 'public, no-cache';

/** The key the client already holds (its If-None-Match), if any. */
function knownKey(request: FastifyRequest): string | undefined {
  const header = request.headers['if-none-match'];
  const match = header?.match(/^(?:W\/)?"([\w-]+)"$/);
  return match?.[1];
}

function send(reply: FastifyReply, image: PreviewImage | { key: string; png: null }, cacheControl: string): FastifyReply {
  reply.header('etag', `"${image.key}"`).header('cache-control', cacheControl);
  if (image.png === null) return reply.code(304).send();
  return reply.type('image/png').send(image.png);
}

/** Issue 35: the link preview image of each shareable page. */
export function previewRoutes(app: FastifyInstance, previews: PreviewsService): void {
  serveEndpoint(app, getGamePreviewImage, async (request, reply) =>
    send(reply, await previews.game(request.params.id, knownKey(request)), PUBLIC_FOR_GOOD),
  );
  serveEndpoint(app, getCollectionPreviewImage, async (request, reply) =>
    send(reply, await previews.collection(request.params.id, knownKey(request)), MAY_TURN_PRIVATE),
  );
  serveEndpoint(app, getProfilePreviewImage, async (request, reply) =>
    send(reply, await previews.profile(request.params.username, knownKey(request)), MAY_TURN_PRIVATE),
  );
  serveEndpoint(app, getReviewPreviewImage, async (request, reply) =>
    send(reply, await previews.review(request.params.id, knownKey(request)), MAY_TURN_PRIVATE),
  );
  serveEndpoint(app, getNoticePreviewImage, async (request, reply) =>
    send(reply, await previews.notice(request.params.id, knownKey(request)), PUBLIC_FOR_GOOD),
  );
}
