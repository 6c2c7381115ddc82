/**
 * One pass of store prices for Korean buyers, now (issue 36; operators and tests):
 *
 *   npm run prices:refresh [-- --store steam|gog --max-calls N --details-calls N]
 *
 * `--details-calls N` then asks Steam's storefront for up to N apps' Korean store details (summary,
 * Korean support; one app per call; none unless asked).
 * Asks each store for every due product of the catalog (wishlisted games first) within the store's
 * limit, stops at its 429, and sends the price alerts of what changed. The database is the app's:
 * DATABASE_URL (PostgreSQL), else PGlite under DATA_DIR (stop the server first: PGlite allows one
 * process). STEAM_STORE_URL and GOG_API_URL point at fakes.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inspect, parseArgs } from 'node:util';
import { databaseTarget, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createPrices } from '../modules/prices/module.ts';
import { PRICE_STORES, type PriceStore } from '@gameshelf/contracts';
import { describeDetailsRefresh, describeRefresh } from '../modules/prices/refresh-summary.ts';
import { createCatalog } from '../modules/catalog/catalog.ts';
import { createCatalogLinks } from '../modules/catalog/catalog-links.ts';
import { redactLogLine } from '../shared/log-redaction.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: { store: { type: 'string' }, 'max-calls': { type: 'string' }, 'details-calls': { type: 'string' } },
  });
  const store = values.store;
  if (store !== undefined && !(PRICE_STORES as readonly string[]).includes(store))
    throw new Error(`--store takes steam or gog, not "${store}"`);
  const maxCalls = values['max-calls'];
  if (maxCalls !== undefined && !/^\d+$/.test(maxCalls)) throw new Error(`--max-calls takes a whole number, not "${maxCalls}"`);
  const detailsCalls = values['details-calls'] ?? '0';
  if (!/^\d+$/.test(detailsCalls)) throw new Error(`--details-calls takes a whole number, not "${detailsCalls}"`);
  const config = loadConfig();
  const database = await openDatabase({ ...databaseTarget(config), poolSize: 2 });
  try {
    await database.migrate();
    const catalog = createCatalog({ database });
    const { service } = createPrices({
      db: database.db,
      catalog: createCatalogLinks(database.db, catalog.gameChanged),
      options: config.prices,
    });
    for (const each of store ? [store as PriceStore] : PRICE_STORES) {
      const started = Date.now();
      const result = await service.refresh(each, { maxCalls: maxCalls === undefined ? undefined : Number(maxCalls) });
      console.log(describeRefresh(result, (Date.now() - started) / 1000));
    }
    console.log(`Price alerts sent: ${await service.sendPriceAlerts()}.`);
    if (Number(detailsCalls) > 0 && store !== 'gog') {
      const started = Date.now();
      const details = await service.refreshStoreDetails({ maxCalls: Number(detailsCalls) });
      console.log(describeDetailsRefresh(details, (Date.now() - started) / 1000));
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(redactLogLine(`Price refresh failed: ${inspect(error)}`));
    process.exitCode = 1;
  });
}
