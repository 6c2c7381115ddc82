import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { seedCatalogIfEmpty } from './catalog/load-seed.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';

const config = loadConfig();
const logger = pino({ level: config.logLevel });

const database = await openDatabase(
  config.databaseUrl
    ? { databaseUrl: config.databaseUrl, onIdleClientError: (err) => logger.warn({ err }, 'idle database connection lost') }
    : { dataDir: path.join(config.dataDir, 'pglite') },
);
await database.migrate();
await seedCatalogIfEmpty(database.db, config.seedFile, logger);

const app = await buildApp({
  database,
  logger: { level: config.logLevel },
  webDistDir: config.webDistDir,
  isDevelopment: config.isDevelopment,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info(`${signal} received, shutting down`);
  try {
    await app.close();
    await database.close();
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
  logger.info(`${config.nodeEnv} server on ${config.publicUrl ?? `http://${config.host}:${config.port}`} (${database.engine})`);
} catch (err) {
  logger.error({ err }, 'failed to start');
  await database.close();
  process.exit(1);
}
