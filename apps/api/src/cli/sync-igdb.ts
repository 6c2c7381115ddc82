/**
 * Catalog sync from the live IGDB API (content by IGDB.com) into the app's database.
 *
 *   IGDB_CLIENT_ID=... IGDB_CLIENT_SECRET=... npm run catalog:sync [-- --after-id N --page-size 500
 *     --max-games N --steam-korean ../shared/data/catalog/steam-korean-localization.json]
 *
 * The database is the app's: DATABASE_URL (PostgreSQL), else PGlite under DATA_DIR (stop the server
 * first; PGlite allows one process). IGDB_API_URL and TWITCH_TOKEN_URL override the endpoints.
 * Each page is committed on its own, so an interrupted sync resumes with --after-id <last id shown>.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inspect, parseArgs } from 'node:util';
import { databaseTarget, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createIgdbClient } from '../integrations/igdb/igdb-client.ts';
import { createCatalog } from '../modules/catalog/catalog.ts';
import { syncContext } from '../modules/catalog/ingest/sync-igdb.ts';
import { rematchStoreLibraries } from '../modules/store-library/rematch.ts';
import { redactLogLine } from '../shared/log-redaction.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      'after-id': { type: 'string' },
      'page-size': { type: 'string' },
      'max-games': { type: 'string' },
      'steam-korean': { type: 'string' },
    },
  });
  const config = loadConfig();
  const { clientId, clientSecret, apiUrl, tokenUrl } = config.igdb;
  if (!clientId || !clientSecret) {
    console.error('Set IGDB_CLIENT_ID and IGDB_CLIENT_SECRET (a Twitch application with a client secret).');
    process.exitCode = 2;
    return;
  }
  const number = (name: string, text: string | undefined): number | undefined => {
    if (text === undefined) return undefined;
    if (!/^\d+$/.test(text)) throw new Error(`--${name} takes a whole number, not "${text}"`);
    return Number(text);
  };
  const afterId = number('after-id', values['after-id']);
  const pageSize = number('page-size', values['page-size']);
  const maxGames = number('max-games', values['max-games']);
  const ctx = syncContext(values['steam-korean'] ? path.resolve(values['steam-korean']) : undefined);
  const database = await openDatabase({ ...databaseTarget(config), poolSize: 2 });
  const client = createIgdbClient({
    clientId,
    clientSecret,
    apiUrl,
    tokenUrl,
    onRetry: ({ endpoint, attempt, delayMs, status, error }) =>
      console.warn(redactLogLine(`  retry ${attempt} of ${endpoint} in ${delayMs} ms (${status ? `HTTP ${status}` : String(error)})`)),
  });
  const started = Date.now();
  try {
    await database.migrate();
    let lastReport = 0;
    const result = await createCatalog({ database }).syncIgdb(client, {
      afterId,
      pageSize,
      maxGames,
      ctx,
      onProgress: ({ pages, gamesRead, lastId }) => {
        if (Date.now() - lastReport < 5_000) return;
        lastReport = Date.now();
        console.log(`  ${pages} pages, ${gamesRead.toLocaleString('en')} games, last id ${lastId} (resume: --after-id ${lastId})`);
      },
    });
    const { requests, retries } = client.stats();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Synced ${result.written.toLocaleString('en')} games (${result.timeToBeats.toLocaleString('en')} with time to beat), ` +
        `last id ${result.lastId}, ${requests} requests (${retries} retries) in ${seconds} s. Game data: IGDB.com.`,
    );
    for (const { store, tried, mapped } of await rematchStoreLibraries(database.db))
      if (tried)
        console.log(
          `Unmatched ${store} library items tried again: ${mapped.toLocaleString('en')} of ${tried.toLocaleString('en')} now mapped.`,
        );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    // The client id and secret travel in the token request's query: no error text may show them.
    console.error(redactLogLine(inspect(error)));
    process.exitCode = 1;
  });
}
