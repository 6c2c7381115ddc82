import type PgBoss from 'pg-boss';

/** The queue of the daily look for released wishlisted games. */
export const RELEASE_NOTIFICATIONS_QUEUE = 'notifications-game-released';

/** Every day at 00:05 in Korea (release dates are days), and once when a process starts. */
const RELEASE_CRON = '5 0 * * *';

/**
 * Released wishlisted games announced in the background (issue 36): one job a day on the job queue,
 * at most one waiting and one running across every process (`stately`); a process that starts asks
 * for one too, so a day missed while no process ran is caught up (the window is a few days). A job
 * whose process died runs again once it expires; the dedupe key makes a second run write nothing.
 */
export async function startReleaseNotificationJobs(
  boss: PgBoss,
  announce: () => Promise<number>,
  options: { schedule?: boolean; pollingIntervalSeconds?: number; onResult?: (written: number) => void } = {},
) {
  await boss.createQueue(RELEASE_NOTIFICATIONS_QUEUE, {
    name: RELEASE_NOTIFICATIONS_QUEUE,
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 300,
    expireInSeconds: 15 * 60,
  });
  const worker = await boss.work(
    RELEASE_NOTIFICATIONS_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
    async () => {
      options.onResult?.(await announce());
    },
  );
  const runNow = () => boss.send(RELEASE_NOTIFICATIONS_QUEUE, {});
  if (options.schedule ?? true) {
    await boss.schedule(RELEASE_NOTIFICATIONS_QUEUE, RELEASE_CRON, {}, { tz: 'Asia/Seoul' });
    await runNow();
  }
  return { runNow, stop: () => boss.offWork({ id: worker }) };
}
