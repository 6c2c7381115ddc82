import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApiDocument } from '@gameshelf/contracts/openapi';

const repoRoot = resolve(import.meta.dirname, '../..');
const PRISM = join(repoRoot, 'node_modules/.bin/prism');

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createNetServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Prism (`@stoplight/prism-cli proxy`, with `--errors` unless told otherwise) in front of a running API,
 * validating every request and answer against the OpenAPI document the contract generates. A violation
 * is either Prism's own error answer (an invalid request or body: 422, 500, 404 for a path the document
 * lacks) or an `sl-violations` header (Prism only warns about an undocumented status code, which counts too).
 */
export async function startPrism(
  upstream: string,
  options: { development?: boolean; errors?: boolean } = {},
): Promise<{ url: string; stop(): Promise<void>; output(): string }> {
  const folder = mkdtempSync(join(tmpdir(), 'gameshelf-openapi-'));
  const documentFile = join(folder, 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(buildApiDocument({ development: options.development })));
  const port = await freePort();
  const args = ['proxy', documentFile, upstream, '--port', String(port), '--cors=false', '-v', 'warn'];
  if (options.errors !== false) args.push('--errors');
  let log = '';
  const child: ChildProcess = spawn(PRISM, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism exited (${child.exitCode}):\n${log}`);
    try {
      await fetch(`${url}/api/openapi.json`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`prism did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
