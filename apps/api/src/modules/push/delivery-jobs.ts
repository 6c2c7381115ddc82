import type PgBoss from 'pg-boss';
import type { DeliveryResult, PushService } from './service.ts';

/** The queue of push delivery passes. */
export const PUSH_DELIVERY_QUEUE = 'push-deliver';
/** A pass every minute picks up retries that came due and anything a send after the writer missed. */
const DELIVERY_CRON = '* * * * *';

export type PushDeliveryJobsOptions = {
  /** Whether this process schedules the minute's pass (tests send jobs themselves). */
  schedule?: boolean;
  pollingIntervalSeconds?: number;
  onResult?: (result: DeliveryResult) => void;
};

/**
 * Notifications pushed in the background (issue 36): a pass delivers what the outbox holds; at most
 * one pass waits and one runs across every process (pg-boss's `stately` policy; the outbox's row
 * claims would keep concurrent passes apart anyway). Passes run every minute and when asked
 * (`deliverNow`, right after price alerts are written).
 */
export async function startPushDeliveryJobs(boss: PgBoss, push: PushService, options: PushDeliveryJobsOptions = {}) {
  await boss.createQueue(PUSH_DELIVERY_QUEUE, {
    name: PUSH_DELIVERY_QUEUE,
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 10 * 60,
  });
  const worker = await boss.work(
    PUSH_DELIVERY_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async () => {
      options.onResult?.(await push.deliverPending());
    },
  );
  if (options.schedule ?? true) await boss.schedule(PUSH_DELIVERY_QUEUE, DELIVERY_CRON);
  return {
    /** Asks for a pass now (when one waits already: nothing more). */
    deliverNow: () => boss.send(PUSH_DELIVERY_QUEUE, {}).then(() => undefined),
    stop: () => boss.offWork({ id: worker }),
  };
}
