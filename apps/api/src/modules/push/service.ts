import { createECDH } from 'node:crypto';
import {
  PUSH_DEVICES_MAX,
  pushMessages,
  webPaths,
  type MessageResponse,
  type PushPayload,
  type PushPublicKey,
  type PushSubscriptionInput,
} from '@gameshelf/contracts';
import type { PushOutcome, WebPushClient } from '../../integrations/push/web-push-client.ts';
import { InvalidError } from '../../shared/errors.ts';
import type { ClaimedNotification, PushRepository } from './push-repository.ts';

export type PushDeliverySettings = {
  /** Notifications taken per batch. */
  batchSize: number;
  /** How long a worker holds what it took before another may take it again (longer than a batch's sends). */
  leaseMs: number;
  /** Seconds a push service keeps a message for a device that is offline. */
  ttlSeconds: number;
  /** Failed attempts (429, 5xx, no answer) after which a notification is no longer pushed. */
  maxAttempts: number;
  /** A notification older than this when its turn comes is not pushed any more (it is in the list). */
  maxAgeMs: number;
  /** Messages in flight at once. */
  concurrency: number;
};

export const DEFAULT_DELIVERY: PushDeliverySettings = {
  batchSize: 100,
  leaseMs: 5 * 60_000,
  ttlSeconds: 24 * 60 * 60,
  maxAttempts: 8,
  maxAgeMs: 24 * 60 * 60_000,
  concurrency: 8,
};

/** Retries back off: 1, 2, 4, … minutes, at most an hour, and never sooner than a service's Retry-After. */
export const retryDelayMs = (attempts: number, retryAfterMs?: number): number =>
  Math.max(Math.min(60_000 * 2 ** attempts, 60 * 60_000), retryAfterMs ?? 0);

/** What one delivery pass did. */
export type DeliveryResult = { notifications: number; sent: number; gone: number; retried: number; skipped: number };

/** The push message of a notification: its Korean title and message, where it leads, one tag per notification. */
export function pushPayloadOf(row: Pick<ClaimedNotification, 'id' | 'title' | 'message' | 'linkUrl'>): PushPayload {
  return { title: row.title, body: row.message.slice(0, 1000), url: row.linkUrl ?? webPaths.notifications, tag: `notification-${row.id}` };
}

/** Whether a base64url text is a point on P-256 (the contract checked its length and form). */
function isP256Point(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/** Runs `work` over `items` with at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Web push (issue 36): each user's devices, and the delivery of the notifications outbox to them.
 */
export function createPushService(deps: {
  repository: PushRepository;
  client: WebPushClient;
  publicKey: string;
  settings?: Partial<PushDeliverySettings>;
  now?: () => Date;
}) {
  const settings = { ...DEFAULT_DELIVERY, ...deps.settings };
  const now = deps.now ?? (() => new Date());

  /** Pushes one claimed notification to its user's devices and settles its outbox mark. */
  async function deliver(row: ClaimedNotification, devices: Array<{ id: number; endpoint: string; p256dh: string; auth: string }>) {
    const tally = { sent: 0, gone: 0, retried: 0, skipped: 0 };
    const tooOld = now().getTime() - new Date(row.createdAt).getTime() > settings.maxAgeMs;
    if (!row.notificationsOn || devices.length === 0 || tooOld || row.attempts >= settings.maxAttempts) {
      await deps.repository.done(row.id, row.leaseUntil);
      tally.skipped++;
      return tally;
    }
    const payload = JSON.stringify(pushPayloadOf(row));
    const outcomes: PushOutcome[] = [];
    for (const device of devices) {
      const outcome = await deps.client.send(device, payload, { ttlSeconds: settings.ttlSeconds, urgency: 'normal' });
      outcomes.push(outcome);
      if (outcome.kind === 'gone') {
        await deps.repository.removeGone(device.id);
        tally.gone++;
      } else if (outcome.kind === 'sent') tally.sent++;
    }
    const retries = outcomes.filter((o): o is Extract<PushOutcome, { kind: 'retry' }> => o.kind === 'retry');
    if (retries.length > 0) {
      const waitMs = Math.max(...retries.map((r) => retryDelayMs(row.attempts, r.retryAfterMs)));
      await deps.repository.retryLater(row.id, row.leaseUntil, waitMs);
      tally.retried++;
    } else {
      await deps.repository.done(row.id, row.leaseUntil);
    }
    return tally;
  }

  return {
    publicKey: (): PushPublicKey => ({ publicKey: deps.publicKey }),

    async subscribe(userId: number, input: PushSubscriptionInput): Promise<MessageResponse> {
      if (!isP256Point(input.keys.p256dh)) throw new InvalidError(pushMessages.invalidKey, 'keys.p256dh');
      await deps.repository.save(userId, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth }, PUSH_DEVICES_MAX);
      return { message: pushMessages.saved };
    },

    /** Removes the caller's own subscription at `endpoint`; the same answer whether there was one (no probing). */
    async unsubscribe(userId: number, endpoint: string): Promise<MessageResponse> {
      await deps.repository.remove(userId, endpoint);
      return { message: pushMessages.removed };
    },

    /**
     * Pushes what the outbox holds, batch after batch until nothing is due (at most `maxBatches`). Safe
     * to run in any number of processes at once: each notification is taken by one worker.
     */
    async deliverPending(options: { maxBatches?: number } = {}): Promise<DeliveryResult> {
      const result: DeliveryResult = { notifications: 0, sent: 0, gone: 0, retried: 0, skipped: 0 };
      for (let batch = 0; batch < (options.maxBatches ?? 20); batch++) {
        const claimed = await deps.repository.claim(settings.batchSize, settings.leaseMs);
        if (claimed.length === 0) break;
        const devices = await deps.repository.ofUsers([...new Set(claimed.map((row) => row.userId))]);
        await eachLimited(claimed, settings.concurrency, async (row) => {
          const tally = await deliver(
            row,
            devices.filter((device) => device.userId === row.userId),
          );
          result.notifications++;
          result.sent += tally.sent;
          result.gone += tally.gone;
          result.retried += tally.retried;
          result.skipped += tally.skipped;
        });
        if (claimed.length < settings.batchSize) break;
      }
      return result;
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
