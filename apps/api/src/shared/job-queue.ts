import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';

/**
 * Background work on PostgreSQL (issue 36): pg-boss, in its own `pgboss` schema of the app's
 * database, on PostgreSQL and on the embedded PGlite alike (its SQL goes through the database's
 * `executeSql`). Jobs outlive a process: one a process was working on when it died is taken up again
 * once its expiry passes; any number of API processes share the queues, each job done by one of them.
 * pg-boss 10 is the newest line that supports Node 20.
 */
export type JobQueue = {
  boss: PgBoss;
  stop(): Promise<void>;
};

export type JobQueueOptions = {
  /** How often expired jobs are found and retried (seconds; tests make it short). */
  maintenanceIntervalSeconds?: number;
  onError?: (error: Error) => void;
};

export async function startJobQueue(database: Database, options: JobQueueOptions = {}): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Expired jobs are retried, old ones archived, in pg-boss's own maintenance, every few minutes.
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 120,
  });
  boss.on('error', (error: Error) => options.onError?.(error));
  await boss.start();
  return {
    boss,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
