import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../contract-check/prism-proxy.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded database the production build has migrated and seeded, copied for each test server. */
    e2eDatabaseTemplate: string | null;
  }
}

const repoRoot = resolve(import.meta.dirname, '../..');
const serverFile = join(repoRoot, 'apps/api/dist/server.js');

/**
 * Once per run: starts the production build on an empty data folder until it is healthy (migrations
 * applied, seed catalog loaded), stops it, and keeps its embedded database. Every test server then starts
 * on a copy (tests/e2e/server.ts) instead of setting up, migrating and seeding its own: most of each
 * file's start.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (!existsSync(serverFile)) {
    // No build: each test fails with its own message when it starts a server.
    project.provide('e2eDatabaseTemplate', null);
    return () => {};
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'gameshelf-e2e-template-'));
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [serverFile], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise((done) => child.once('exit', done));
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`template server exited early (${child.exitCode}):\n${log}`);
      if (Date.now() > deadline) throw new Error(`template server did not become healthy:\n${log}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((wait) => setTimeout(wait, 250));
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
  project.provide('e2eDatabaseTemplate', join(dataDir, 'pglite'));
  return () => rmSync(dataDir, { recursive: true, force: true });
}
