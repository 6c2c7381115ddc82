import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { writeSelfSignedCertificate, type PushServiceTls } from '@gameshelf/test-fakes/push-service-tls';
import { migratedPgliteDump, openDatabase } from '../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (`dumpDataDir`), every test's in-memory database starts from it. */
    pgliteDumpFile: string;
    /** A migrated PostgreSQL database each test database is copied from (when TEST_DATABASE_URL is set). */
    postgresTemplate: string | null;
    /** The local push service's certificate and key (test-fakes' push-service.ts), trusted by the workers. */
    pushServiceTls: PushServiceTls;
  }
}

/**
 * Once per run: migrates one database per engine, and the tests' databases start as copies of it
 * (test/helper.ts). Setting up a PGlite cluster and migrating it took most of each test file's start.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'gameshelf-test-db-'));
  const dumpFile = path.join(folder, 'migrated.tar');
  writeFileSync(dumpFile, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
  project.provide('pgliteDumpFile', dumpFile);
  // Web push goes over TLS only: the workers, forked after this, trust the local push service's
  // certificate (Node reads NODE_EXTRA_CA_CERTS once, at a process's start).
  const pushTls = writeSelfSignedCertificate(folder);
  process.env.NODE_EXTRA_CA_CERTS = pushTls.certFile;
  project.provide('pushServiceTls', pushTls);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? `gameshelf_template_${randomBytes(6).toString('hex')}` : null;
  const onServer = (query: string) => runOnServer(adminUrl!, query);
  if (template) {
    await onServer(`CREATE DATABASE ${template}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (template) await onServer(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

async function runOnServer(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
