import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStorePrices, type FakeStorePrices } from '@gameshelf/test-fakes/store-prices-server';
import { openDatabase, queryRows, type Database } from '../../src/db/database.ts';
import { createCatalogLinks } from '../../src/modules/catalog/catalog-links.ts';
import { createPrices } from '../../src/modules/prices/module.ts';
import { startPriceRefreshJobs } from '../../src/modules/prices/refresh-jobs.ts';
import type { DetailsRefreshResult, RefreshResult } from '../../src/modules/prices/service.ts';
import { startJobQueue, type JobQueue } from '../../src/shared/job-queue.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const STANLEY = 247750;
const SIMS = 1222670;
const STEAM_PRODUCTS = 10;

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(engines)('price refreshes on the job queue on $name', (engine) => {
  let t: TestApp;
  let store: FakeStorePrices;
  const running: Array<{ stop(): Promise<void> }> = [];
  const opened: Database[] = [];

  /** An API process's share of the work: its own job queue and prices service on the test database. */
  async function worker(
    database: Database,
    options: {
      expireInSeconds?: number;
      storeDetailsCallsPerJob?: number;
      onResult?: (r: RefreshResult, alerts: number, details: DetailsRefreshResult | null) => void;
    } = {},
  ) {
    const queue: JobQueue = await startJobQueue(database, { maintenanceIntervalSeconds: 1 });
    const { service } = createPrices({
      db: database.db,
      catalog: createCatalogLinks(database.db, t.app.catalog.gameChanged),
      options: { steamStoreUrl: store.origin, gogApiUrl: store.origin, timeoutMs: 5_000 },
    });
    const jobs = await startPriceRefreshJobs(queue.boss, service, {
      schedule: false,
      pollingIntervalSeconds: 0.5,
      storeDetailsCallsPerJob: 0,
      ...options,
    });
    const handle = {
      queue,
      jobs,
      stop: async () => {
        await jobs.stop();
        await queue.stop();
      },
    };
    running.push(handle);
    return handle;
  }
  /** A second process's connection to the same database (PGlite has one process: the same one). */
  async function secondConnection(): Promise<Database> {
    if (!t.url) return t.database;
    const database = await openDatabase({ databaseUrl: t.url, poolSize: 4, onIdleClientError: () => {} });
    opened.push(database);
    return database;
  }
  const steamPricesKept = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from store_prices where store = 'steam'`))[0]!.n;

  beforeAll(async () => {
    t = await buildTestApp(engine);
  });

  afterAll(async () => {
    for (const database of opened.splice(0)) await database.close();
    await t?.close();
  });

  beforeEach(async () => {
    store = await startFakeStorePrices({ steam: { [STANLEY]: { initial: 2_150_000, final: 537_500 }, [SIMS]: { free: true } } });
  });

  afterEach(async () => {
    for (const handle of running.splice(0)) await handle.stop();
    await store.close();
    await t.database.executeSql(
      'delete from store_price_history; delete from store_prices; delete from steam_store_details; delete from pgboss.job',
    );
  });

  it('refreshes a store in the background when asked, on the queue in the database', async () => {
    const results: RefreshResult[] = [];
    const { jobs } = await worker(t.database, { onResult: (r) => results.push(r) });
    await jobs.refreshNow('steam');
    await until(async () => (await steamPricesKept()) === STEAM_PRODUCTS);
    await until(async () => results.length === 1);
    expect(results[0]).toMatchObject({ store: 'steam', recorded: STEAM_PRODUCTS, stoppedBy: 'done' });
    expect(store.requests.filter((r) => r.startsWith('/api/appdetails'))).toHaveLength(2);
  });

  it("leaves a Steam job's last calls to Korean store details, one app per call, and GOG's none", async () => {
    const details: Array<DetailsRefreshResult | null> = [];
    const { jobs } = await worker(t.database, { storeDetailsCallsPerJob: 3, onResult: (_r, _a, d) => details.push(d) });
    await jobs.refreshNow('steam');
    await until(async () => details.length === 1);
    expect(details[0]).toMatchObject({ calls: 3, recorded: 3, stoppedBy: 'budget' });
    const kept = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from steam_store_details`);
    expect(kept[0]!.n).toBe(3);
    await jobs.refreshNow('gog');
    await until(async () => details.length === 2);
    expect(details[1]).toBeNull();
  });

  it('runs one refresh of a store at a time however many processes ask', async () => {
    // Slow answers: two refreshes running at once would both ask for the same due products.
    store.delayMs = 1_000;
    const a = await worker(t.database);
    const b = await worker(await secondConnection());
    await Promise.all([a.jobs.refreshNow('steam'), b.jobs.refreshNow('steam'), a.jobs.refreshNow('steam'), b.jobs.refreshNow('steam')]);
    await until(async () => (await steamPricesKept()) === STEAM_PRODUCTS);
    // Settle: no second job runs after the first.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const batches = store.requests.filter((r) => r.includes('filters=price_overview'));
    expect(batches).toHaveLength(1);
    const history = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from store_price_history`);
    expect(history[0]!.n).toBe(STEAM_PRODUCTS);
  });

  it('takes up a job whose process died once it expires, and loses no price', async () => {
    store.delayMs = 3_000;
    const dying = await worker(t.database, { expireInSeconds: 2 });
    await dying.jobs.refreshNow('steam');
    await until(async () => store.requests.length > 0);
    // The process dies mid-job: its worker stops without finishing, nothing is kept.
    running.splice(running.indexOf(dying), 1);
    await dying.queue.boss.stop({ graceful: false, wait: false });
    expect(await steamPricesKept()).toBe(0);
    store.delayMs = 0;
    await worker(await secondConnection(), { expireInSeconds: 2 });
    await until(async () => (await steamPricesKept()) === STEAM_PRODUCTS, 60_000);
  });
});
