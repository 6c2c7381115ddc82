/**
 * API benchmark on the full IGDB dump (326,114 + 7,020 + 34 games; content by IGDB.com).
 *
 *   npm run bench:api
 *
 * - Creates the PostgreSQL database `gameshelf_bench` (127.0.0.1:5432, trust auth) when missing, migrates
 *   it and imports the dumps from ../shared/data/catalog once; later runs reuse the loaded database.
 *   BENCH_DATABASE_URL / BENCH_ADMIN_URL override the connection strings, BENCH_REIMPORT=1 forces a reload.
 * - `-- --pglite` runs the same on PGlite (data dir BENCH_PGLITE_DIR, default <tmp>/gameshelf-bench-pglite);
 *   `-- --load-only` stops after loading; BENCH_ROUTES=<regexp> measures only the matching routes.
 * - Builds the API app in-process on that database, adds one no-op route (GET /bench/noop) as the
 *   baseline and one answering a fixed 40-game page as bytes (GET /bench/page: the floor of the
 *   search rows, which answer 20 to 59 games), listens on a random port and drives it with autocannon (32 connections) from a worker
 *   thread, so the load generator does not share the server's event loop.
 * - With the web build present (`npm run build`), also the server-rendered game page (`/game/{id}`: HTML
 *   with the screen and its state, issue 35), for the same ids as the game detail row.
 * - Times the sitemap index and its first 50,000-URL games file once, generated and then kept.
 * - Asks as a browser does (Accept-Encoding: gzip, deflate, br, zstd), so answers go out compressed;
 *   BENCH_ACCEPT_ENCODING= (empty) measures them uncompressed, as runs before 2026-11-28 (third session) did.
 * - Prints a markdown table: p50/p95/p99 from every response time autocannon reports (exact
 *   percentiles, not autocannon's bucketed p97.5), requests/s, and throughput relative to the no-op.
 *
 * A benchmark, not a test: it asserts nothing about timings.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import {
  GAME_PAGE_SIZE_DEFAULT,
  getHomeData,
  getGame,
  getSitemapFile,
  getSitemapIndex,
  listGames,
  pathOf,
  searchGames,
} from '@gameshelf/contracts';
import pg from 'pg';
import { loadBenchConfig } from './bench-config.ts';
import { tsxWorker } from './tsx-worker.ts';
import { serverEntryFile } from '../src/plugins/server-render.ts';

/** `pageCache: false` measures the route with the list page cache switched off (every request ranks and reads its games). */
type RouteSpec = { name: string; paths: string[]; pageCache?: false };
/** A run of `durationSeconds`, or of exactly `requests` requests when given. */
type WorkerInput = {
  baseUrl: string;
  route: RouteSpec;
  connections: number;
  durationSeconds: number;
  requests?: number;
  acceptEncoding: string;
};
type RouteResult = {
  name: string;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

const benchConfig = loadBenchConfig();
/** The web build (`npm run build`), served and server-rendered when present. */
const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../web/dist');
const CONNECTIONS = benchConfig.connections;
const DURATION_SECONDS = benchConfig.durationSeconds;
const WARMUP_SECONDS = benchConfig.warmupSeconds;

if (isMainThread) {
  await main();
} else {
  await runLoad(workerData as WorkerInput);
}

// ---------------------------------------------------------------------------------------------
// Load generator (worker thread)
// ---------------------------------------------------------------------------------------------

async function runLoad(input: WorkerInput): Promise<void> {
  const latencies: number[] = [];
  const { paths } = input.route;
  let next = 0;
  const started = process.hrtime.bigint();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: input.baseUrl,
        connections: input.connections,
        ...(input.requests === undefined ? { duration: input.durationSeconds } : { amount: input.requests }),
        ...(input.acceptEncoding && { headers: { 'accept-encoding': input.acceptEncoding } }),
        requests: [
          {
            method: 'GET',
            // Rotates through the route's paths (one path for most routes, many ids for the detail route).
            setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }),
          },
        ],
      },
      (error, done) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done)),
    );
    instance.on('response', (_client, _statusCode, _resBytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const sorted = Float64Array.from(latencies).sort();
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  const out: RouteResult = {
    name: input.route.name,
    requests: latencies.length,
    seconds,
    // Completed responses per second of the measured run (autocannon's own per-second average
    // is not filled in when `requests` are given).
    rps: latencies.length / (Number.isFinite(result.duration) && result.duration > 0 ? result.duration : seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  parentPort?.postMessage(out);
}

function runInWorker(input: WorkerInput): Promise<RouteResult> {
  return new Promise((resolve, reject) => {
    const worker = tsxWorker(import.meta.url, input);
    worker.once('message', (message: RouteResult) => resolve(message));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Server side (main thread)
// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const { buildApp } = await import('../src/app.ts');
  const { openDatabase, queryRows } = await import('../src/db/database.ts');
  const { DEFAULT_DUMP_FILES } = await import('../src/modules/catalog/ingest/import-igdb.ts');
  const { createCatalog } = await import('../src/modules/catalog/catalog.ts');
  const { genreId } = await import('../src/modules/catalog/ingest/igdb-mapping.ts');
  const { TtlLruCache } = await import('../src/shared/ttl-lru-cache.ts');
  const readCases = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { query: string }[];
  const qualityCases = readCases('./search-quality.json');
  const transliterationCases = readCases('./search-quality-transliteration.json');

  const engine = process.argv.includes('--pglite') ? 'pglite' : 'postgres';
  const loadOnly = process.argv.includes('--load-only');
  const adminUrl = benchConfig.adminUrl;
  const benchUrl = benchConfig.benchDatabaseUrl;
  const benchDbName = new URL(benchUrl).pathname.slice(1);
  const pgliteDir = path.resolve(benchConfig.pgliteDir ?? path.join(os.tmpdir(), 'gameshelf-bench-pglite'));

  let database: Awaited<ReturnType<typeof openDatabase>>;
  let where: string;
  if (engine === 'pglite') {
    // Same rule as PostgreSQL: a data dir migrated with migrations that no longer exist starts over.
    if (existsSync(pgliteDir) && (await pgliteHasStaleMigrations(pgliteDir))) {
      console.log(`${pgliteDir} was migrated with migrations that no longer exist; recreating it.`);
      rmSync(pgliteDir, { recursive: true, force: true });
    }
    database = await openDatabase({ dataDir: pgliteDir });
    where = `PGlite (${pgliteDir})`;
  } else {
    // A bench database migrated with an older version of a migration cannot be migrated forward:
    // start it over (the import then runs again).
    if (await hasStaleMigrations(adminUrl, benchUrl, benchDbName)) {
      console.log(`${benchDbName} was migrated with migrations that no longer exist; recreating it.`);
      await dropDatabase(adminUrl, benchDbName);
    }
    await ensureDatabase(adminUrl, benchDbName);
    database = await openDatabase({ databaseUrl: benchUrl, poolSize: 10 });
    where = `PostgreSQL (${benchDbName})`;
  }
  await database.migrate();
  const { db } = database;
  // Loading writes through a catalog of its own; the app below makes the one it serves from.
  const loading = createCatalog({ database });

  // Import once; a marker row says the full import finished (an interrupted one is redone; upserts make it idempotent).
  await db.execute(sql`create table if not exists bench_meta (key text primary key, value text not null)`);
  const marker = await queryRows<{ value: string }>(db, sql`select value from bench_meta where key = 'import'`);
  let importNote: string;
  if (marker[0] && !benchConfig.reimport) {
    importNote = `reused (${marker[0].value})`;
  } else {
    console.log(`Importing the IGDB dump into ${benchDbName} ...`);
    let last = 0;
    const result = await loading.importIgdbDumps(DEFAULT_DUMP_FILES, {
      onProgress: ({ linesRead, written }) => {
        if (Date.now() - last < 10_000) return;
        last = Date.now();
        console.log(`  ${linesRead.toLocaleString('en')} lines read, ${written.toLocaleString('en')} written`);
      },
    });
    const note = `${result.written.toLocaleString('en')} games from ${result.linesRead.toLocaleString('en')} lines imported in ${(result.ms / 1000).toFixed(1)} s on ${new Date().toISOString().slice(0, 10)}`;
    await db.execute(
      sql`insert into bench_meta (key, value) values ('import', ${note}) on conflict (key) do update set value = excluded.value`,
    );
    importNote = note;
  }
  // Games imported before the search table existed (or under older rules) get their search rows.
  const rebuilt = await loading.rebuildStaleSearchRows();
  if (rebuilt) console.log(`Rebuilt ${rebuilt.toLocaleString('en')} search rows.`);
  if (loadOnly) {
    console.log(`Loaded: ${importNote}.`);
    await database.close();
    return;
  }
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from games`);

  // Detail ids: the 200 most popular games plus an even spread over the whole table.
  const popularIds = await queryRows<{ id: number }>(db, sql`select id from games order by popularity desc, id limit 200`);
  const spreadIds = await queryRows<{ id: number }>(db, sql`select id from games where id % 331 = 0 order by id limit 800`);
  const detailPaths = [...popularIds, ...spreadIds].map((r) => pathOf(getGame.path, { id: r.id }));
  // The same games' pages as a browser asks for them: the web app's HTML with the screen rendered (issue 35).
  const pagePaths = [...popularIds, ...spreadIds].map((r) => `/game/${r.id}`);
  const rpgId = genreId('Role-playing (RPG)');

  // Cache-busting variants: more distinct queries than the page cache holds (1,000, LRU), visited in turn,
  // so every request of these rows reaches the database. Keywords are real words from the catalog's names.
  const englishWords = await queryRows<{ word: string }>(
    db,
    sql`select distinct word from (select regexp_split_to_table(lower(name), '[^a-z0-9]+') as word from games order by popularity desc limit 20000) w where length(word) >= 4 order by word limit 3000`,
  );
  // Korean words alone are fewer than the page cache holds; their two-syllable pieces (what people
  // type, and the short-keyword path of the search) make the list about twice as long as the cache.
  const koreanWords = await queryRows<{ word: string }>(
    db,
    sql`with words as (select regexp_split_to_table(name_ko, '[^가-힣]+') as word from games where name_ko is not null)
        select word from (select word from words union select substr(word, i, 2) from words, generate_series(1, length(word) - 1) i) w
        where length(word) >= 2 order by word`,
  );
  const keywordPaths = (words: { word: string }[]) => words.map((w) => `${listGames.path}?keyword=${encodeURIComponent(w.word)}`);
  const filteredDeep = (page: number) =>
    `${listGames.path}?platformCodes=PC&genreIds=${rpgId}&sortBy=releaseDate&sortOrder=asc&page=${page}`;

  // The search-quality queries: as users hit them (repeats answered from the page cache) and with
  // every request reaching the database (each query asked with page sizes 20..59 in turn: 40 x the
  // queries is more distinct pages than the page cache holds, and a relevance page costs the same at any size).
  const searchPaths = (cases: { query: string }[]) => cases.map((c) => `${searchGames.path}?keyword=${encodeURIComponent(c.query)}`);
  const uncached = (paths: string[]) => Array.from({ length: 40 }, (_, round) => paths.map((p) => `${p}&size=${20 + round}`)).flat();
  const qualityPaths = searchPaths(qualityCases);
  const uncachedQualityPaths = uncached(qualityPaths);
  // Hangul spellings of English titles (found only through the generated readings).
  const uncachedTransliterationPaths = uncached(searchPaths(transliterationCases));
  // The same queries as the app asks them (its search screen's first page: size 20), with the page
  // cache switched off for the row, so every request still ranks and reads its games.
  const asTheAppAsks = (cases: { query: string }[]) => searchPaths(cases).map((p) => `${p}&size=${GAME_PAGE_SIZE_DEFAULT}`);

  // The search answers from an in-process index: built here, before the clock starts, and timed.
  // With the web build present (`npm run build`), the app serves it and server-renders its public pages.
  const webDistDir = existsSync(serverEntryFile(WEB_DIST_DIR)) ? WEB_DIST_DIR : undefined;
  const app = await buildApp({ database, logger: false, webDistDir });
  const heapBefore = process.memoryUsage();
  const indexStarted = performance.now();
  await app.catalog.warmSearchIndex();
  const heapAfter = process.memoryUsage();
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  console.log(
    `Search index built in ${((performance.now() - indexStarted) / 1000).toFixed(1)} s; ` +
      `heap +${mb(heapAfter.heapUsed - heapBefore.heapUsed)} MB, array buffers +${mb(heapAfter.arrayBuffers - heapBefore.arrayBuffers)} MB, ` +
      `RSS ${mb(heapAfter.rss)} MB.`,
  );

  app.get('/bench/noop', async () => ({}));
  // A second baseline for the search rows: a real 40-game page (the middle of their 20..59 sizes)
  // sent as fixed text, i.e. what answering that many games costs with no search at all.
  let fixedPage: Buffer = Buffer.alloc(0);
  app.get('/bench/page', async (_request, reply) => reply.type('application/json; charset=utf-8').send(fixedPage));
  await app.listen({ port: 0, host: '127.0.0.1' });
  fixedPage = (await app.inject({ method: 'GET', url: `${listGames.path}?size=40` })).rawPayload;
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const routes: RouteSpec[] = [
    { name: 'GET /bench/noop (baseline)', paths: ['/bench/noop'] },
    { name: 'GET /bench/page (a fixed 40-game page as bytes)', paths: ['/bench/page'] },
    { name: `GET ${listGames.path}`, paths: [listGames.path] },
    { name: 'GET /api/home', paths: [getHomeData.path] },
    { name: `GET ${listGames.path}?keyword=mario`, paths: [`${listGames.path}?keyword=mario`] },
    { name: `GET ${listGames.path}?keyword=젤다`, paths: [`${listGames.path}?keyword=${encodeURIComponent('젤다')}`] },
    { name: `GET ${listGames.path}?keyword=zelda`, paths: [`${listGames.path}?keyword=zelda`] },
    {
      name: `GET ${listGames.path}?platformCodes=PC&genreIds=${rpgId}&sortBy=releaseDate&sortOrder=asc&page=200`,
      paths: [`${listGames.path}?platformCodes=PC&genreIds=${rpgId}&sortBy=releaseDate&sortOrder=asc&page=200`],
    },
    { name: `GET ${getGame.path.replace(':id', '{id}')} (${detailPaths.length} ids rotated)`, paths: detailPaths },
    ...(webDistDir ? [{ name: `server render: GET /game/{id} (${pagePaths.length} ids rotated)`, paths: pagePaths }] : []),
    { name: `GET ${searchGames.path}?keyword={${qualityPaths.length} search-quality queries}`, paths: qualityPaths },
    {
      name: `uncached: GET ${searchGames.path}?keyword={${qualityPaths.length} search-quality queries}`,
      paths: uncachedQualityPaths,
    },
    {
      name: `uncached: GET ${searchGames.path}?keyword={${transliterationCases.length} Hangul spellings of English titles}`,
      paths: uncachedTransliterationPaths,
    },
    {
      name: `page cache off: GET ${searchGames.path}?keyword={${qualityPaths.length} search-quality queries}&size=20`,
      paths: asTheAppAsks(qualityCases),
      pageCache: false,
    },
    {
      name: `page cache off: GET ${searchGames.path}?keyword={${transliterationCases.length} Hangul spellings of English titles}&size=20`,
      paths: asTheAppAsks(transliterationCases),
      pageCache: false,
    },
    {
      name: `uncached: GET ${listGames.path}?page={0..4999}`,
      paths: Array.from({ length: 5000 }, (_, page) => `${listGames.path}?page=${page}`),
    },
    { name: `uncached: GET ${listGames.path}?keyword={${englishWords.length} English words}`, paths: keywordPaths(englishWords) },
    { name: `uncached: GET ${listGames.path}?keyword={${koreanWords.length} Korean words}`, paths: keywordPaths(koreanWords) },
    {
      name: 'uncached: filtered + sorted, page={150..1649}',
      paths: Array.from({ length: 1500 }, (_, i) => filteredDeep(150 + i)),
    },
  ];

  // BENCH_ROUTES (a regular expression) keeps only matching routes, plus the baseline.
  const only = benchConfig.routes ? new RegExp(benchConfig.routes) : null;
  if (only) routes.splice(0, routes.length, ...routes.filter((r, i) => i <= 1 || only.test(r.name)));

  // The sitemaps once, before the rows: the index and the first games file (50,000 URLs) as the first
  // crawler finds them (generated) and as the next one does (kept), sent whole and as gzip.
  const sitemapLines = await timeSitemaps(baseUrl);

  // Sanity check: every route answers 200 before it is measured.
  for (const route of routes) {
    const response = await fetch(baseUrl + route.paths[0]);
    if (response.status !== 200) throw new Error(`${route.name}: HTTP ${response.status} ${await response.text()}`);
  }

  const results: RouteResult[] = [];
  try {
    const { caches } = app.catalog;
    const pageCache = caches.pages;
    for (const route of routes) {
      process.stdout.write(`  ${route.name} ... `);
      // A cache of no entries keeps nothing: every request of the row reaches the index and the games.
      caches.pages = route.pageCache === false ? new TtlLruCache(0, 0) : pageCache;
      // Warm-up: one pass over the route's paths first, so the measured run finds the caches as
      // every later pass does (a time-bound warm-up covered a different share of a long path list
      // on each engine), then the timed warm-up.
      const firstPass =
        route.paths.length > 1
          ? await runInWorker({
              baseUrl,
              route,
              acceptEncoding: benchConfig.acceptEncoding,
              connections: CONNECTIONS,
              durationSeconds: 0,
              requests: route.paths.length,
            })
          : null;
      if (firstPass) process.stdout.write(`first pass p95 ${firstPass.p95.toFixed(1)} ms; `);
      await runInWorker({
        baseUrl,
        route,
        acceptEncoding: benchConfig.acceptEncoding,
        connections: CONNECTIONS,
        durationSeconds: WARMUP_SECONDS,
      });
      const result = await runInWorker({
        baseUrl,
        route,
        acceptEncoding: benchConfig.acceptEncoding,
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
      });
      results.push(result);
      const cached = caches.games;
      console.log(
        `${Math.round(result.rps)} req/s; game cache ${cached.size.toLocaleString('en')} games, ${(cached.calculatedSize / 2 ** 20).toFixed(1)} MB`,
      );
    }
    console.log(`RSS after the rows: ${mb(process.memoryUsage().rss)} MB.`);
  } finally {
    await app.close();
    await database.close();
  }

  const baseline = results[0]?.rps ?? NaN;
  const ms = (v: number) => v.toFixed(2);
  const lines = [
    '',
    `API benchmark: ${count.toLocaleString('en')} games in ${where}; import ${importNote}.`,
    `autocannon ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route after one pass over its paths and a ${WARMUP_SECONDS} s warm-up; ` +
      `${os.cpus().length} CPUs, Node ${process.version}. Accept-Encoding: ${benchConfig.acceptEncoding || '(none)'}. Latencies in ms.`,
    '',
    ...sitemapLines,
    '',
    '| Route | p50 | p95 | p99 | Requests/s | vs no-op | Non-2xx / errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| \`${r.name}\` | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${Math.round(r.rps).toLocaleString('en')} | ` +
        `${((r.rps / baseline) * 100).toFixed(1)}% | ${r.non2xx} / ${r.errors + r.timeouts} |`,
    ),
    '',
  ];
  console.log(lines.join('\n'));
}

/** One request's time and size on the wire (fetch would decompress), for the sitemap lines. */
function timed(url: string, encoding: 'identity' | 'gzip'): Promise<{ ms: number; bytes: number; urls: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url}: HTTP ${response.statusCode}`));
        const body = Buffer.concat(chunks);
        const text = response.headers['content-encoding'] ? '' : body.toString('utf8');
        resolve({ ms: performance.now() - started, bytes: body.length, urls: (text.match(/<loc>/g) ?? []).length });
      });
    }).on('error', reject);
  });
}

/** Markdown lines timing the sitemap index and the first games file: generated, then kept. */
async function timeSitemaps(baseUrl: string): Promise<string[]> {
  const heapBefore = process.memoryUsage().heapUsed;
  const lines = ['| Sitemap request | ms | bytes | URLs |', '| --- | ---: | ---: | ---: |'];
  for (const [name, path] of [
    ['index', getSitemapIndex.path],
    ['games-1.xml', pathOf(getSitemapFile.path, { name: 'games-1.xml' })],
  ] as const) {
    const generated = await timed(baseUrl + path, 'identity');
    const kept = await timed(baseUrl + path, 'identity');
    const gzip = await timed(baseUrl + path, 'gzip');
    lines.push(
      `| ${name}, generated | ${generated.ms.toFixed(0)} | ${generated.bytes.toLocaleString('en')} | ${generated.urls.toLocaleString('en')} |`,
      `| ${name}, kept | ${kept.ms.toFixed(1)} | ${kept.bytes.toLocaleString('en')} | ${kept.urls.toLocaleString('en')} |`,
      `| ${name}, kept, gzip | ${gzip.ms.toFixed(1)} | ${gzip.bytes.toLocaleString('en')} | |`,
    );
  }
  const mb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  return [...lines, '', `Heap after the sitemap requests: ${mb >= 0 ? '+' : ''}${mb.toFixed(0)} MB (the kept text).`];
}

/** True when the database exists and records a migration hash the current migrations folder does not have. */
async function hasStaleMigrations(adminUrl: string, benchUrl: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) return false;
  } finally {
    await admin.end();
  }
  const current = await currentMigrationHashes();
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  try {
    const applied = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
    return applied.rows.some((r) => !current.has(r.hash));
  } catch {
    return false; // never migrated
  } finally {
    await client.end();
  }
}

/** True when the PGlite data dir records a migration hash the current migrations folder does not have. */
async function pgliteHasStaleMigrations(dataDir: string): Promise<boolean> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({ dataDir });
  try {
    const applied = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
    const current = await currentMigrationHashes();
    return applied.rows.some((r) => !current.has(r.hash));
  } catch {
    return false;
  } finally {
    await client.close();
  }
}

async function currentMigrationHashes(): Promise<Set<string>> {
  const { migrationsFolder } = await import('../src/paths.ts');
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  // Drizzle records the sha256 of each migration file.
  return new Set(
    journal.entries.map((e) =>
      createHash('sha256')
        .update(readFileSync(path.join(migrationsFolder, `${e.tag}.sql`), 'utf8'))
        .digest('hex'),
    ),
  );
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) {
      await client.query(`create database ${name}`);
      console.log(`Created database ${name}.`);
    }
  } finally {
    await client.end();
  }
}
