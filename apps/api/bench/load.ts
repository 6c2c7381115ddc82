/**
 * Load with faults (issue 21): `npm run load` (add `-- --minutes 2 --rate 100 --no-restart` to shorten).
 *
 * - Creates the PostgreSQL database `gameshelf_load` beside the benchmark one: a copy of
 *   `gameshelf_bench` (the full catalog; run `npm run bench:api -- --load-only` first), migrated,
 *   then seeded once with 100,000 users, 1,000,000 reviews, 2,000,000 collected games, likes,
 *   helpful votes and wishlists with a realistic skew (load/seed-load.ts). `--reseed` starts it over.
 * - Runs the API in this process on it (the search index loaded first), signs in 2,000 users, and
 *   drives a mixed read and write workload at a steady rate from a worker thread (load/workload.ts)
 *   for 10 minutes. Halfway it restarts PostgreSQL (`pg_ctlcluster <version> <cluster> restart`,
 *   `--no-restart` to skip): the API must answer 503 with a message while it is gone, never hang
 *   or crash, and recover by itself.
 * - Reports p50/p95/p99 per kind of request, statuses, 5xx outside the outage, and checks the ledger
 *   of every write acknowledged with a 2xx against the database.
 *
 * A benchmark, not a test: it asserts nothing about timings; it exits non-zero when an acknowledged
 * write is lost or a 5xx other than the outage's 503 appears.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { LoginDataSchema } from '@gameshelf/contracts';
import { loadBenchConfig } from './bench-config.ts';
import { queryRows, type AppDb } from '../src/db/database.ts';
import { tsxWorker } from './tsx-worker.ts';
import { runWorkload, type ActiveUser, type Sample, type WorkloadInput, type WorkloadResult } from './load/workload.ts';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs a command to its end without blocking this thread (the API answers meanwhile). */
const run = (command: string, args: string[]): Promise<number> =>
  new Promise((resolve) => spawn(command, args, { stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1)));

async function main(): Promise<void> {
  const minutes = option('minutes', 10);
  const rate = option('rate', 150);
  const activeUsers = option('users', 2_000);
  const restart = !process.argv.includes('--no-restart');
  const bench = loadBenchConfig();
  const adminUrl = bench.adminUrl;
  const templateName = new URL(bench.benchDatabaseUrl).pathname.slice(1);
  const loadUrl = new URL(bench.benchDatabaseUrl);
  loadUrl.pathname = '/gameshelf_load';
  const log = (line: string) => console.log(line);

  const { openDatabase } = await import('../src/db/database.ts');
  const { buildApp } = await import('../src/app.ts');
  const { createCatalog } = await import('../src/modules/catalog/catalog.ts');
  const { seedLoad } = await import('./load/seed-load.ts');

  // The database: a copy of the loaded benchmark catalog, seeded once.
  const exists = await withClient(
    adminUrl,
    async (c) => (await c.query(`SELECT 1 FROM pg_database WHERE datname = 'gameshelf_load'`)).rowCount,
  );
  if (exists && process.argv.includes('--reseed')) await withClient(adminUrl, (c) => c.query('DROP DATABASE gameshelf_load WITH (FORCE)'));
  if (!exists || process.argv.includes('--reseed')) {
    log(`Copying ${templateName} into gameshelf_load ...`);
    await withClient(adminUrl, (c) => c.query(`CREATE DATABASE gameshelf_load TEMPLATE ${templateName}`));
  }
  const database = await openDatabase({ databaseUrl: loadUrl.toString(), poolSize: 16, onIdleClientError: () => {} });
  await database.migrate();
  const { db } = database;
  await db.execute(sql`CREATE TABLE IF NOT EXISTS bench_meta (key text PRIMARY KEY, value text NOT NULL)`);
  const seeded = await queryRows<{ value: string }>(db, sql`SELECT value FROM bench_meta WHERE key = 'load-seed'`);
  if (!seeded[0]) {
    const started = Date.now();
    await seedLoad(db, log);
    await createCatalog({ database }).recomputePopularity({ scope: 'all' });
    const note = `seeded in ${((Date.now() - started) / 1000).toFixed(0)} s on ${new Date().toISOString().slice(0, 10)}`;
    await db.execute(
      sql`INSERT INTO bench_meta (key, value) VALUES ('load-seed', ${note}) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    );
  }
  const sizes = (
    await queryRows<{ users: number; reviews: number; collected: number; likes: number; votes: number; wishlist: number; games: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM reviews)::int AS reviews,
        (SELECT count(*) FROM collection_games)::int AS collected, (SELECT count(*) FROM collection_likes)::int AS likes,
        (SELECT count(*) FROM review_helpful_votes)::int AS votes, (SELECT count(*) FROM wishlist_items)::int AS wishlist,
        (SELECT count(*) FROM games)::int AS games`,
    )
  )[0]!;
  log(`Database: ${JSON.stringify(sizes)}`);

  // The API, in this process, with the search index loaded.
  const app = await buildApp({ database, isDevelopment: true, logger: false, auth: { rateLimits: { devLogin: 1_000_000 } } });
  await app.catalog.warmSearchIndex();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  // Who acts: users signed in now, each with a shelf of their own.
  log(`Signing in ${activeUsers} users ...`);
  const users: ActiveUser[] = [];
  for (let i = 0; i < activeUsers; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, activeUsers - i) }, async (_, k) => {
        const signed = await fetch(`${baseUrl}/api/auth/dev-login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: `load_active_${i + k}` }),
        });
        const login = LoginDataSchema.parse(await signed.json());
        const shelf = await fetch(`${baseUrl}/api/collections`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${login.accessToken}` },
          body: JSON.stringify({ name: `부하 선반 ${i + k}`, isPublic: true }),
        });
        const { id } = (await shelf.json()) as { id: number };
        return { token: login.accessToken, userId: login.userId, collectionId: id };
      }),
    );
    users.push(...batch);
  }
  const ids = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, query)).map((r) => r.id);
  const popular = await ids(sql`SELECT id FROM games ORDER BY popularity DESC, id LIMIT 2000`);
  const spread = await ids(sql`SELECT id FROM games WHERE id % 97 = 0 LIMIT 3000`);
  const keywords = [
    ...(JSON.parse(readFileSync(new URL('./search-quality.json', import.meta.url), 'utf8')) as { query: string }[]).map((c) => c.query),
    ...(JSON.parse(readFileSync(new URL('./search-quality-transliteration.json', import.meta.url), 'utf8')) as { query: string }[]).map(
      (c) => c.query,
    ),
  ];
  const input: WorkloadInput = {
    baseUrl,
    rate,
    durationSeconds: minutes * 60,
    users,
    // Popular games three times as likely as the spread.
    gameIds: [...popular, ...popular, ...popular, ...spread],
    reviewIds: await ids(sql`SELECT id FROM reviews ORDER BY random() LIMIT 20000`),
    publicCollectionIds: await ids(sql`SELECT id FROM collections WHERE is_public ORDER BY random() LIMIT 20000`),
    usernames: (
      await queryRows<{ username: string }>(db, sql`SELECT username FROM users WHERE username LIKE 'load\_%' ORDER BY random() LIMIT 5000`)
    ).map((r) => r.username),
    keywords,
  };

  // The workload, and PostgreSQL restarted halfway.
  log(`Running ${minutes} min at ${rate} requests/s (${restart ? 'PostgreSQL restarted halfway' : 'no restart'}) ...`);
  const worker = tsxWorker(import.meta.url, input);
  const finished = new Promise<WorkloadResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const runStarted = performance.now();
  let outage: { from: number; to: number } | null = null;
  if (restart) {
    await new Promise((resolve) => setTimeout(resolve, (minutes * 60_000) / 2));
    // Debian names its clusters "<version>/<name>" (pg_lsclusters); pg_ctlcluster takes both.
    const setting = await withClient(
      adminUrl,
      async (c) =>
        (await c.query(`SELECT current_setting('cluster_name') AS n, current_setting('server_version_num') AS v`)).rows[0] as {
          n: string;
          v: string;
        },
    );
    const [version, name] = setting.n.includes('/')
      ? (setting.n.split('/') as [string, string])
      : [String(Math.floor(Number(setting.v) / 10_000)), setting.n || 'main'];
    const from = performance.now() - runStarted;
    log(`  restarting PostgreSQL ${version}/${name} at ${(from / 1000).toFixed(0)} s ...`);
    const code = await run('pg_ctlcluster', [version, name, 'restart']);
    // The outage lasts until the API answers from the database again.
    for (;;) {
      const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
      if (health?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    outage = { from, to: performance.now() - runStarted };
    log(
      `  restart exited ${code}; the API answered from the database again ${((outage.to - outage.from) / 1000).toFixed(1)} s after it began`,
    );
  }
  const result = await finished;
  await worker.terminate();

  // The ledger against the database.
  const lost = await checkLedger(db, result);
  await app.close();
  await database.close();
  report({ minutes, rate, sizes, result, outage, lost, activeUsers });
  if (lost.length || result.samples.some((s) => unexpectedFailure(s, outage))) process.exitCode = 1;
}

/** A 5xx or no answer outside the outage (with 2 s either side), or anything but a Korean 503 inside it. */
function unexpectedFailure(sample: Sample, outage: { from: number; to: number } | null): boolean {
  if (sample.status > 0 && sample.status < 500) return false;
  const inOutage = outage !== null && sample.at + sample.ms >= outage.from - 2_000 && sample.at <= outage.to + 2_000;
  return !(inOutage && sample.status === 503 && /[가-힣]/.test(sample.message ?? ''));
}

async function checkLedger(db: AppDb, result: WorkloadResult): Promise<string[]> {
  const { ledger } = result;
  const lost: string[] = [];
  const active = sql`(SELECT id FROM users WHERE username LIKE 'load\_active\_%')`;
  const present = async (query: ReturnType<typeof sql>) => new Set((await queryRows<{ k: string }>(db, query)).map((r) => r.k));
  /** Each toggled key's last acknowledged state (on or off) against the rows `keys` finds. */
  const expectStates = async (name: string, states: Record<string, boolean>, keys: ReturnType<typeof sql>) => {
    const found = await present(keys);
    for (const [key, expected] of Object.entries(states)) if (found.has(key) !== expected) lost.push(`${name} ${key} expected ${expected}`);
  };
  await expectStates(
    'wishlist',
    ledger.wishlist,
    sql`SELECT user_id || ':' || game_id AS k FROM wishlist_items WHERE user_id IN ${active}`,
  );
  await expectStates(
    'like',
    ledger.likes,
    sql`SELECT user_id || ':' || collection_id AS k FROM collection_likes WHERE user_id IN ${active}`,
  );
  await expectStates(
    'vote',
    ledger.votes,
    sql`SELECT user_id || ':' || review_id AS k FROM review_helpful_votes WHERE user_id IN ${active}`,
  );
  const collected = await present(
    sql`SELECT collection_id || ':' || game_id AS k FROM collection_games WHERE collection_id IN (SELECT id FROM collections WHERE name LIKE '부하 선반 %')`,
  );
  for (const key of ledger.collected) if (!collected.has(key)) lost.push(`collected ${key}`);
  const reviews = await queryRows<{ id: number; k: string }>(
    db,
    sql`SELECT id, user_id || ':' || game_id AS k FROM reviews WHERE user_id IN ${active}`,
  );
  const reviewById = new Map(reviews.map((r) => [String(r.id), r.k]));
  for (const [id, key] of Object.entries(ledger.reviews)) if (reviewById.get(id) !== key) lost.push(`review ${id}`);
  return lost;
}

function report(r: {
  minutes: number;
  rate: number;
  activeUsers: number;
  sizes: Record<string, number>;
  result: WorkloadResult;
  outage: { from: number; to: number } | null;
  lost: string[];
}): void {
  const { samples, ledger, skipped } = r.result;
  const kinds = [...new Set(samples.map((s) => s.kind))];
  const row = (name: string, list: Sample[]) => {
    const ok = list
      .filter((s) => s.status >= 200 && s.status < 300)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    const count = (test: (s: Sample) => boolean) => list.filter(test).length;
    return `| ${name} | ${list.length.toLocaleString('en')} | ${percentile(ok, 0.5).toFixed(1)} | ${percentile(ok, 0.95).toFixed(1)} | ${percentile(ok, 0.99).toFixed(1)} | ${count((s) => s.status >= 200 && s.status < 300)} | ${count((s) => s.status >= 400 && s.status < 500)} | ${count((s) => s.status === 503)} | ${count((s) => s.status >= 500 && s.status !== 503)} | ${count((s) => s.status === 0)} |`;
  };
  const outside = (s: Sample) => !r.outage || s.at + s.ms < r.outage.from - 2_000 || s.at > r.outage.to + 2_000;
  const reads = samples.filter(
    (s) => !['wishlist add', 'wishlist remove', 'collection add', 'review', 'like', 'helpful vote'].includes(s.kind),
  );
  const writes = samples.filter((s) => !reads.includes(s));
  console.log(
    `\nLoad: ${r.minutes} min at ${r.rate} requests/s, ${r.activeUsers} signed-in users; ${samples.length.toLocaleString('en')} requests (${skipped} writes skipped: every user busy).`,
  );
  console.log(
    `Database: ${Object.entries(r.sizes)
      .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
      .join(', ')}.`,
  );
  console.log('Latency of 2xx answers in ms; statuses counted over every request of the kind.\n');
  console.log('| kind | requests | p50 | p95 | p99 | 2xx | 4xx | 503 | other 5xx | no answer |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const kind of kinds)
    console.log(
      row(
        kind,
        samples.filter((s) => s.kind === kind),
      ),
    );
  console.log(row('**all reads, outside the outage**', reads.filter(outside)));
  console.log(row('**all writes, outside the outage**', writes.filter(outside)));
  if (r.outage) {
    const during = samples.filter((s) => !outside(s));
    const longest = Math.max(0, ...during.map((s) => s.ms));
    console.log(
      `\nOutage: PostgreSQL restarted at ${(r.outage.from / 1000).toFixed(0)} s; the API answered from the database again after ${((r.outage.to - r.outage.from) / 1000).toFixed(1)} s. ` +
        `${during.length} requests around it: ${during.filter((s) => s.status === 503).length} answered 503 with a message, longest wait ${longest.toFixed(0)} ms.`,
    );
  }
  const unexpected = samples.filter((s) => unexpectedFailure(s, r.outage));
  console.log(
    `Unexpected 5xx or unanswered requests: ${unexpected.length}${unexpected.length ? ` (first: ${JSON.stringify(unexpected.slice(0, 3))})` : ''}.`,
  );
  const acknowledged =
    Object.keys(ledger.wishlist).length +
    ledger.collected.length +
    Object.keys(ledger.reviews).length +
    Object.keys(ledger.likes).length +
    Object.keys(ledger.votes).length;
  console.log(
    `Ledger: ${acknowledged.toLocaleString('en')} acknowledged writes checked; ${r.lost.length} lost${r.lost.length ? `: ${r.lost.slice(0, 10).join(', ')}` : ''}.`,
  );
}

// Last, so every declaration above exists when it runs.
if (!isMainThread) {
  parentPort!.postMessage(await runWorkload(workerData as WorkloadInput));
} else {
  await main();
}
