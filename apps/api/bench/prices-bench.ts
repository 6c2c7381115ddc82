/**
 * A Steam price refresh over 85,000 apps: `npm run bench:prices`.
 *
 * Builds a database of its own on PostgreSQL (`gameshelf_prices_bench` on BENCH_ADMIN_URL's server,
 * dropped and made again: 85,000 synthetic games with a Steam app id each), then runs the prices
 * service's refresh against the local fake storefront:
 *
 * 1. the first pass, every app new, with the store's limit and our pace both scaled 100× (the fake
 *    answers 429 past 200 calls per 3 s, the service paces itself at 180 per 3 s, as it does per 5
 *    minutes for real): calls made, apps per call, 429s seen, and the time the same plan takes at
 *    Steam's real pace, computed from the calls (never waited);
 * 2. a second pass after a tenth of the apps went on sale, everything due again: a steady pass.
 *
 * For each pass the server-side cost per 1,000 prices stored: wall and CPU milliseconds of this
 * process (the service, its driver and the in-process fake store) and the database's writes
 * (pg_stat_database: transactions, rows inserted and updated).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startFakeStorePrices, type FakeSteamApp } from '@gameshelf/test-fakes/store-prices-server';
import { openDatabase, queryRows } from '../src/db/database.ts';
import { sql } from 'drizzle-orm';
import { createPricesService } from '../src/modules/prices/service.ts';
import { createPricesRepository } from '../src/modules/prices/prices-repository.ts';
import { createAlertsRepository } from '../src/modules/prices/alerts-repository.ts';
import { createDetailsRepository } from '../src/modules/prices/details-repository.ts';
import { STORE_CALL_LIMITS } from '../src/modules/prices/module.ts';
import { createRequestLimiter } from '../src/integrations/request-limiter.ts';
import { createSteamStorePrices } from '../src/integrations/prices/steam-store-prices.ts';
import { createGogPrices } from '../src/integrations/prices/gog-prices.ts';
import { loadBenchConfig } from './bench-config.ts';

const APPS = 85_000;
const DATABASE = 'gameshelf_prices_bench';
/** Steam's limit as the community measures it (PROTOCOLS.md §7): calls per window. */
const STEAM_CALLS = 200;
const STEAM_WINDOW_MS = 300_000;
/** The bench's time runs this much faster than Steam's: the same windows, a hundredth as long. */
const SCALE = 100;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Prices from an app id, the same on every run: one in twenty free, about a third on sale. */
function appOf(appId: number, saleRound: number): FakeSteamApp {
  const h = Math.imul(appId, 2_654_435_761) >>> 0;
  if (h % 20 === 0) return { free: true };
  const regular = [9_800, 16_500, 22_000, 29_800, 36_000, 44_000, 52_800, 64_800][h % 8]! * 100;
  const discount = [0, 0, 0, 0, 10, 25, 50, 75][(h >>> 8) % 8]!;
  // After the first pass a tenth of the apps start a sale of 40%.
  const onSale = saleRound > 0 && (h >>> 4) % 10 === 0 ? 40 : discount;
  return { initial: regular, final: Math.round((regular * (100 - onSale)) / 100 / 100) * 100 };
}

const config = loadBenchConfig();
const adminUrl = config.adminUrl;
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${DATABASE}`;

console.log(`bench:prices on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${new Date().toISOString()}`);
await withClient(adminUrl, async (c) => {
  await c.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
  await c.query(`CREATE DATABASE ${DATABASE}`);
});
const database = await openDatabase({ databaseUrl: databaseUrl.toString(), poolSize: 4 });
let saleRound = 0;
const store = await startFakeStorePrices({
  steamFallback: (appId) => appOf(appId, saleRound),
  steamLimit: { calls: STEAM_CALLS, windowMs: STEAM_WINDOW_MS / SCALE },
});
try {
  await database.migrate();
  const built = performance.now();
  await database.db.execute(sql`INSERT INTO games (igdb_id, name) SELECT g, 'Bench game ' || g FROM generate_series(1, ${APPS}) g`);
  await database.db.execute(
    sql`INSERT INTO game_store_refs (game_id, store, external_id) SELECT id, 'steam', (100000 + id * 10)::text FROM games`,
  );
  await database.db.execute(sql`ANALYZE`);
  console.log(
    `Catalog: ${APPS.toLocaleString('en')} games with a Steam app id, made in ${((performance.now() - built) / 1000).toFixed(1)} s.`,
  );

  // Our pace scaled like the fake's limit: 180 calls per window, one at a time (STORE_CALL_LIMITS).
  const pace = STORE_CALL_LIMITS.steam;
  const limiter = createRequestLimiter({ ...pace, windowMs: pace.windowMs / SCALE });
  let clock = Date.parse('2026-11-29T00:00:00Z');
  const service = createPricesService({
    prices: createPricesRepository(database.db),
    alerts: createAlertsRepository(database.db),
    details: createDetailsRepository(database.db),
    applyStoreText: () => Promise.resolve(false),
    steam: createSteamStorePrices({ storeUrl: store.origin, call: (request) => limiter.run(request) }),
    gog: createGogPrices({ apiUrl: store.origin }),
    now: () => new Date(clock),
  });

  const stats = async () =>
    (
      await queryRows<{ xact: string; inserted: string; updated: string }>(
        database.db,
        sql`SELECT xact_commit::text AS xact, tup_inserted::text AS inserted, tup_updated::text AS updated
            FROM pg_stat_database WHERE datname = current_database()`,
      )
    )[0]!;

  const pass = async (label: string) => {
    const before = await stats();
    const rateLimitedBefore = store.rateLimited;
    const cpu = process.cpuUsage();
    const started = performance.now();
    let result = await service.refresh('steam');
    const calls = { total: result.calls, recorded: result.recorded, changed: result.changed, stops: 0 };
    // A 429 ends a pass (the job queue starts the next after Retry-After): go on the same way.
    while (result.stoppedBy === 'rate_limit') {
      calls.stops += 1;
      await new Promise((resolve) => setTimeout(resolve, result.retryAfterMs ?? 1_000));
      result = await service.refresh('steam');
      calls.total += result.calls;
      calls.recorded += result.recorded;
      calls.changed += result.changed;
    }
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    // pg_stat_database is updated when a backend reports; give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = await stats();
    const per1000 = (value: number) => (value / calls.recorded) * 1_000;
    const batchCalls = store.requests.filter((r) => r.includes('filters=')).length;
    const singles = store.requests.length - batchCalls;
    console.log(`\n${label}`);
    console.log(`  prices stored: ${calls.recorded.toLocaleString('en')} (${calls.changed.toLocaleString('en')} changed)`);
    console.log(
      `  calls: ${calls.total.toLocaleString('en')} (${batchCalls.toLocaleString('en')} of 50 apps under the price filter, ${singles.toLocaleString('en')} single asks for apps listed without a price); ${(calls.recorded / calls.total).toFixed(1)} prices per call`,
    );
    console.log(`  429s from the fake: ${store.rateLimited - rateLimitedBefore}; passes cut short by a 429: ${calls.stops}`);
    const atOurPace = (calls.total / pace.perWindow) * (pace.windowMs / 60_000);
    const atSteamLimit = (calls.total / STEAM_CALLS) * (STEAM_WINDOW_MS / 60_000);
    console.log(
      `  real time of this plan: ${atOurPace.toFixed(0)} min at our pace (${pace.perWindow} calls / 5 min), ${atSteamLimit.toFixed(0)} min at Steam's 200 calls / 5 min (computed, not waited); here ${(wallMs / 1000).toFixed(1)} s at the 100× scaled limit`,
    );
    console.log(
      `  cost per 1,000 prices: ${per1000(wallMs).toFixed(0)} ms wall, ${per1000((used.user + used.system) / 1000).toFixed(0)} ms CPU (this process: service, driver, fake store), ` +
        `${per1000(Number(after.xact) - Number(before.xact)).toFixed(0)} transactions, ${per1000(Number(after.inserted) - Number(before.inserted)).toFixed(0)} rows inserted, ${per1000(Number(after.updated) - Number(before.updated)).toFixed(0)} rows updated`,
    );
    store.requests.length = 0;
  };

  await pass('First pass: every app new');
  // A week later, a tenth of the apps on sale: everything due again.
  saleRound = 1;
  clock += 8 * 24 * 3_600_000;
  await database.db.execute(sql`UPDATE store_prices SET next_check_at = ${new Date(clock).toISOString()}`);
  await pass('Second pass: a week later, a tenth on sale');
} finally {
  await store.close();
  await database.close();
}
