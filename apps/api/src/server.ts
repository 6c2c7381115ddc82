import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { databaseTarget, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { fillMissingDisplayNameKeys } from './modules/accounts/display-name-key.ts';
import { resolveJwtSecret } from './modules/accounts/jwt-secret.ts';
import { createUsersRepository } from './modules/accounts/users-repository.ts';
import { resolveDataDirSecret } from './shared/data-dir-secret.ts';
import { redactedLoggerOptions } from './shared/log-redaction.ts';
import { createLocalImageStore, createS3ImageStore } from './modules/uploads/image-store.ts';
import { maintenanceFilePath } from './modules/maintenance/maintenance-file.ts';
import { warmCardRenderer } from './modules/previews/card-renderer.ts';
import { Redis } from 'ioredis';
import { startPriceRefreshJobs } from './modules/prices/refresh-jobs.ts';
import { describeDetailsRefresh, describeRefresh } from './modules/prices/refresh-summary.ts';
import { startReleaseNotificationJobs } from './modules/notifications/release-jobs.ts';
import { startJobQueue } from './shared/job-queue.ts';
import { startPushDeliveryJobs } from './modules/push/delivery-jobs.ts';
import { resolveVapidKeys } from './modules/push/vapid-keys.ts';

const config = loadConfig();
const logger = pino(redactedLoggerOptions({ level: config.logLevel }));

const database = await openDatabase({
  ...databaseTarget(config),
  onIdleClientError: (err) => logger.warn({ err }, 'idle database connection lost'),
});
await database.migrate();
const uploadsDir = path.join(config.dataDir, 'uploads');
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
redis?.on('error', (err) => logger.warn({ err }, 'redis connection problem'));

const s3 = config.uploads.storage === 's3' ? config.uploads.s3 : undefined;
// The configuration as parsed, with what it names opened and the secrets kept under DATA_DIR read.
const app = await buildApp({
  ...config,
  database,
  logger: { level: config.logLevel },
  auth: { ...config.auth, jwtSecret: resolveJwtSecret(config.auth.jwtSecret, config.dataDir) },
  gog: { ...config.gog, tokenKey: resolveDataDirSecret(config.gog.tokenKey, config.dataDir, 'gog-token-key') },
  security: { ...config.security, imageOrigins: s3 ? [new URL(s3.publicUrl).origin] : [] },
  covers: { baseUrl: config.igdb.imageUrl },
  push: { vapid: { ...resolveVapidKeys(config.push.vapidKeys, config.dataDir), subject: config.push.vapidSubject } },
  redis,
  uploadsDir,
  imageStore: s3 ? createS3ImageStore(s3) : createLocalImageStore(uploadsDir),
  maintenance: { file: maintenanceFilePath(config.dataDir), s3 },
});
// The catalog is the app's (closed with it): loaded, brought up to date and warmed before listening.
const { catalog } = app;
await catalog.seedIfEmpty(config.seedFile, logger);
// Nicknames saved before look-alike keys existed get theirs before anyone can claim a look-alike.
const keyed = await fillMissingDisplayNameKeys(createUsersRepository(database.db));
if (keyed) logger.info(`Nicknames: ${keyed} look-alike keys filled.`);
// Games written before the search table existed, or under older normalisation rules, get their rows now.
const rebuilt = await catalog.rebuildStaleSearchRows({
  onProgress: (built) => logger.info(`Search index: ${built} games rebuilt so far`),
});
if (rebuilt) logger.info(`Search index: rebuilt ${rebuilt} games.`);
// Popularity follows our users' activity and release dates: once now, then every few minutes.
await catalog.recomputePopularity({ scope: 'changing' });
catalog.schedulePopularity((err) => logger.warn({ err }, 'popularity recompute failed'));
// The search answers from memory: load it now, in the background (the first searches wait for it).
const searchIndexLoading = Date.now();
catalog.warmSearchIndex().then(
  () => logger.info(`Search index: loaded in ${((Date.now() - searchIndexLoading) / 1000).toFixed(1)} s.`),
  (err: unknown) => logger.warn({ err }, 'search index load failed (searches will retry)'),
);
// Link preview images: the fonts parsed now, so the first card is as quick as the others.
warmCardRenderer().catch((err: unknown) => logger.warn({ err }, 'preview fonts not loaded (the first preview will load them)'));

// Background work on the job queue in the database, shared with every other API process (issue 36).
const jobQueue =
  config.prices.refresh || config.push.delivery
    ? await startJobQueue(database, { onError: (err) => logger.warn({ err }, 'job queue problem') })
    : undefined;
// Notifications to devices: every minute, and right after price alerts are written.
const pushJobs =
  jobQueue && config.push.delivery
    ? await startPushDeliveryJobs(jobQueue.boss, app.push, {
        onResult: (r) => {
          if (r.notifications > 0)
            logger.info(`Push: ${r.notifications} notifications, ${r.sent} sent, ${r.retried} to retry, ${r.gone} devices gone.`);
        },
      })
    : undefined;
if (jobQueue && config.prices.refresh) {
  await startPriceRefreshJobs(jobQueue.boss, app.prices, {
    onResult: (result, alerts, details) =>
      logger.info(`${describeRefresh(result)} Price alerts sent: ${alerts}.${details ? ` ${describeDetailsRefresh(details)}` : ''}`),
    afterAlerts: pushJobs ? () => pushJobs.deliverNow() : undefined,
  });
  // Released wishlisted games: daily, and once now.
  await startReleaseNotificationJobs(jobQueue.boss, app.announceReleases, {
    onResult: (written) => logger.info(`Release notifications written: ${written}.`),
  });
}

for (const [provider, env] of Object.entries(config.auth.oauth)) {
  if (!env.clientId || !env.clientSecret)
    logger.warn(`${provider} sign-in is off: set ${provider.toUpperCase()}_CLIENT_ID and _CLIENT_SECRET`);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info(`${signal} received, shutting down`);
  try {
    await jobQueue?.stop();
    await app.close();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  logger.info(`${config.nodeEnv} server on ${config.auth.publicUrl} (${database.engine})`);
} catch (err) {
  logger.error({ err }, 'failed to start');
  await database.close();
  process.exit(1);
}
