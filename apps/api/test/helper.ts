import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '../src/app.ts';
import { openDatabase, type Database, type DatabaseEngine } from '../src/db/database.ts';

export const fixtureCatalogFile = fileURLToPath(new URL('./fixtures/catalog.json', import.meta.url));

const silentLog = { info() {}, warn() {} };

/** A fresh, migrated database and a way to throw it away. */
/** A fresh database; `url` when it lives on a PostgreSQL server (other connections may open it). */
export type TestDatabase = { database: Database; dispose(): Promise<void>; url?: string };

export type TestEngine = { name: DatabaseEngine; open(): Promise<TestDatabase> };

/** The migrated database test/global-setup.ts dumped, read once per test file. */
let migratedDump: Blob | undefined;
function migratedPglite(): Blob | undefined {
  const file = inject('pgliteDumpFile');
  if (file && !migratedDump) migratedDump = new Blob([readFileSync(file)]);
  return migratedDump;
}

const pgliteEngine: TestEngine = {
  name: 'pglite',
  async open() {
    const database = await openDatabase({ startFrom: migratedPglite() });
    // Nothing to do when it started from the migrated dump; a run without the global set-up migrates here.
    await database.migrate();
    return { database, dispose: () => database.close() };
  },
};

/** PostgreSQL's answer when another session is copying the same template at that moment. */
const TEMPLATE_IN_USE = '55006';

/** A new database, copied from the migrated template of test/global-setup.ts when there is one. */
async function createDatabase(admin: pg.Client, name: string, template: string | null | undefined): Promise<void> {
  if (!template) {
    await admin.query(`CREATE DATABASE ${name}`);
    return;
  }
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== TEMPLATE_IN_USE || attempt >= 100) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}

/** A throwaway database `gameshelf_test_<random>` on the server TEST_DATABASE_URL points at. */
function postgresEngine(adminUrl: string): TestEngine {
  return {
    name: 'postgres',
    async open() {
      const name = `gameshelf_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await createDatabase(admin, name, inject('postgresTemplate'));
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4, onIdleClientError: () => {} });
      await database.migrate();
      return {
        database,
        url: url.toString(),
        async dispose() {
          await database.close();
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          // The pool's connections may take a moment to go away after end(); wait rather than force.
          for (let attempt = 0; ; attempt++) {
            try {
              await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
              break;
            } catch (err) {
              if (attempt >= 50) throw err;
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          }
          await dropper.end();
        },
      };
    },
  };
}

// The only place tests read the environment: the optional servers to run on as well.
const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;

/** PGlite in memory always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const engines: TestEngine[] = [pgliteEngine, ...(TEST_DATABASE_URL ? [postgresEngine(TEST_DATABASE_URL)] : [])];

/** Redis for the shared rate-limit store, when TEST_REDIS_URL is set. */
export const testRedisUrl: string | undefined = TEST_REDIS_URL || undefined;

/** `url` when the database lives on a PostgreSQL server (a second API process may open it). */
export type TestApp = { app: App; database: Database; url?: string; close(): Promise<void> };

/**
 * Builds the app on a fresh database of `engine`, loaded with the fixture catalog unless told otherwise.
 * `configure` runs before the app is ready, e.g. to add a route only a test needs.
 */
export async function buildTestApp(
  engine: TestEngine,
  options: { seed?: boolean; configure?: (app: App) => void; app?: Partial<AppOptions> } = {},
): Promise<TestApp> {
  const { database, dispose, url } = await engine.open();
  const app = await buildApp({ database, ...options.app });
  if (options.seed ?? true) await app.catalog.seedIfEmpty(fixtureCatalogFile, silentLog);
  options.configure?.(app);
  await app.ready();
  return {
    app,
    database,
    url,
    async close() {
      await app.close();
      await dispose();
    },
  };
}
