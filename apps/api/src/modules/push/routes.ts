import type { FastifyInstance } from 'fastify';
import { deletePushSubscription, getPushPublicKey, savePushSubscription } from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { PushService } from './service.ts';

/** The VAPID public key, and the signed-in user's own devices. */
export function pushRoutes(app: FastifyInstance, push: PushService): void {
  serveEndpoint(app, getPushPublicKey, async () => push.publicKey());
  serveEndpoint(app, savePushSubscription, async (request) => push.subscribe(requireAuth(request).userId, request.body));
  serveEndpoint(app, deletePushSubscription, async (request) => push.unsubscribe(requireAuth(request).userId, request.body.endpoint));
}
