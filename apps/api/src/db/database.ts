import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import * as schema from './schema.ts';

/** The one Drizzle type the rest of the code sees, whichever engine is underneath. */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseEngine = 'pglite' | 'postgres';

export type Database = {
  db: AppDb;
  engine: DatabaseEngine;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Hears `NOTIFY channel` from every process on this database (sent at the writer's commit).
   * `onGap` runs when notifications may have been missed (the listening connection was lost and
   * is being re-established): whatever they keep current must be dropped. Answers a stop function.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  /**
   * Runs SQL text as given, for a library that brings its own (the job queue): with `values`, one
   * statement with `$1…` parameters; without, any number of statements, answering the last one's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

/** Sends a notification at the commit of the transaction it runs in (at once outside one). */
export async function notify(db: Pick<AppDb, 'execute'>, channel: string, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

/** A dedicated node-postgres connection that LISTENs, reconnecting (after `onGap`) when it drops. */
async function listenOnServer(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client.once('error', () => {
      void client.end().catch(() => {});
      if (stopped) return;
      onGap();
      setTimeout(() => void connect().catch(() => onGap()), 1_000).unref();
    });
    await client.connect();
    await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    current = client;
  };
  await connect();
  return async () => {
    stopped = true;
    await current?.end().catch(() => {});
  };
}

export type DatabaseOptions = {
  /** PostgreSQL server (node-postgres pool); when absent, embedded PGlite is used. */
  databaseUrl?: string;
  poolSize?: number;
  /** How long a query waits for a pooled connection before failing (PostgreSQL only; 5 s by default). */
  connectionTimeoutMs?: number;
  onIdleClientError?: (err: Error) => void;
  /** PGlite data folder; undefined means in memory. */
  dataDir?: string;
  /**
   * PGlite only: start from a data folder dumped earlier (`dumpDataDir`), skipping PGlite's own set-up
   * of a new cluster (the tests start hundreds of databases from one migrated copy).
   */
  startFrom?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Short indexed queries under many concurrent requests: parallel workers and JIT only add
      // start-up latency here (measured: a 0.3 ms plan became 80-110 ms with parallel workers).
      options: '-c max_parallel_workers_per_gather=0 -c jit=off',
      // With the server away, a request waits at most this long for a connection, then gets a 503
      // (plugins/error-handler.ts) instead of hanging; keepalive finds connections that died silently.
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
      keepAlive: true,
    });
    // An idle client losing its connection (server restart) must not crash the process; the pool
    // replaces it on the next query.
    pool.on('error', (err) => options.onIdleClientError?.(err));
    const db = drizzlePostgres(pool, { schema });
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
      listen: (channel, onMessage, onGap) => listenOnServer(options.databaseUrl!, channel, onMessage, onGap),
      executeSql: async (text, values) => pool.query(text, values),
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.startFrom, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    // One process owns a PGlite database: its notifications never drop.
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return () => stop();
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * A new in-memory PGlite database with every migration applied, dumped as a data folder for
 * `openDatabase({ startFrom })`: loading the dump is several times faster than setting up a cluster.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: AppDb, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
