import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { createWebPushClient, generateVapidKeys, type VapidKeys } from '../../integrations/push/web-push-client.ts';
import { createPushRepository } from './push-repository.ts';
import { pushRoutes } from './routes.ts';
import { createPushService, type PushDeliverySettings } from './service.ts';

export type PushOptions = {
  /** The VAPID identity (server.ts: configured or kept under DATA_DIR; a fresh pair when absent: tests). */
  vapid?: VapidKeys;
  /** Seconds before an unanswered push service request is given up (retried later). */
  timeoutMs?: number;
  delivery?: Partial<PushDeliverySettings>;
};

/** Web push (issue 36): devices' subscriptions and the delivery of notifications to them. */
export function createPush(deps: { db: AppDb; options?: PushOptions; now?: () => Date }) {
  const vapid = deps.options?.vapid ?? { ...generateVapidKeys(), subject: 'mailto:test@localhost' };
  const service = createPushService({
    repository: createPushRepository(deps.db),
    client: createWebPushClient({ vapid, timeoutMs: deps.options?.timeoutMs }),
    publicKey: vapid.publicKey,
    settings: deps.options?.delivery,
    now: deps.now,
  });
  const routes: FastifyPluginAsync = async (app) => pushRoutes(app, service);
  return { service, routes };
}
