import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { inject } from 'vitest';
import { igdbImageSize, startFakeIgdbImages } from '@gameshelf/test-fakes/igdb-images-server';
import { startCheckedFront } from '../contract-check/checked-front.ts';
import { freePort } from '../contract-check/prism-proxy.ts';

export const repoRoot = resolve(import.meta.dirname, '../..');

export type RunningServer = { baseUrl: string; stop: () => Promise<void>; output: () => string };

/**
 * Starts the production build exactly as `npm start` runs it (apps/api/dist/server.js serving apps/web/dist)
 * on a fresh embedded database (a copy of the migrated and seeded one of tests/e2e/global-setup.ts; then
 * `prepare` writes into its data folder), and waits until /api/health answers.
 * The browser reaches it at `baseUrl` (also its PUBLIC_URL): a front that checks every API call against the
 * published OpenAPI document, through Prism where Prism can pass the call on (tests/contract-check/checked-front.ts);
 * `stop()` fails when any request or answer broke the document.
 */
export async function startBuiltServer(
  options: { env?: Record<string, string>; prepare?: (dataDir: string) => Promise<void> } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const env = { NODE_ENV: 'production', ...options.env };
  const front = await startCheckedFront(appUrl, { development: env.NODE_ENV === 'development' });
  // IGDB's image CDN, which the covers our server makes come from (no outside network here): every
  // catalog cover is there, one plain picture per size.
  const jpegs = new Map<string, Buffer>();
  for (const size of ['cover_small', 'cover_big', 'cover_big_2x']) {
    const [width, height] = igdbImageSize(size)!;
    jpegs.set(
      size,
      await sharp({ create: { width, height, channels: 3, background: '#5b6b8c' } })
        .jpeg()
        .toBuffer(),
    );
  }
  const igdbImages = await startFakeIgdbImages({ imageIds: () => true, jpegFor: (size) => jpegs.get(size) ?? jpegs.get('cover_big')! });
  const dataDir = mkdtempSync(join(tmpdir(), 'gameshelf-e2e-'));
  // The embedded database as the build leaves it at its first start (tests/e2e/global-setup.ts).
  const template = inject('e2eDatabaseTemplate');
  if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
  // Data a test needs before the server opens the folder (the embedded database lives in DATA_DIR/pglite).
  await options.prepare?.(dataDir);
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/server.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: front.url,
      IGDB_IMAGE_URL: igdbImages.origin,
      // No store is reachable here: the background price refreshes stay off.
      PRICE_REFRESH: 'off',
      // Nor any push service: deliveries stay off (the service worker's part is shown with CDP).
      PUSH_DELIVERY: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  try {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`);
      try {
        const response = await fetch(`${appUrl}/api/health`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    if (Date.now() >= deadline) throw new Error(`server did not become healthy:\n${log}`);
  } catch (error) {
    child.kill('SIGTERM');
    await front.stop();
    await igdbImages.close();
    throw error;
  }

  return {
    baseUrl: front.url,
    output: () => log,
    stop: async () => {
      const violations = front.violations();
      await front.stop();
      await igdbImages.close();
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (violations.length > 0) {
        const list = violations.map((v) => `${v.method} ${v.url} -> ${v.status}: ${v.detail}`).join('\n');
        throw new Error(`${violations.length} requests or answers broke the OpenAPI document:\n${list}`);
      }
    },
  };
}
