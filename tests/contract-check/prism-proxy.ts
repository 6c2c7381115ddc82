import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApiDocument } from '@gameshelf/contracts/openapi';

const repoRoot = resolve(import.meta.dirname, '../..');
const PRISM = join(repoRoot, 'node_modules/.bin/prism');

/** One request or answer that breaks the published document, as Prism reported it. */
export type Violation = { method: string; url: string; status: number; detail: string };

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

const PRISM_ERROR = 'https://stoplight.io/prism/errors#';

/**
 * Prism (`@stoplight/prism-cli proxy --errors`) in front of a running API, validating every request and
 * answer against the OpenAPI document the contract generates. A violation is either Prism's own error
 * answer (an invalid request or body: 422, 500, 404 for a path the document lacks) or an `sl-violations`
 * header (Prism only warns about an undocumented status code, which counts too).
 */
export type PrismProxy = {
  url: string;
  /** Everything Prism found so far. */
  violations(): Violation[];
  stop(): Promise<void>;
};

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

/** The violation an answer from Prism carries, if any (reads the body only of Prism's own errors). */
export async function violationOf(method: string, url: string, response: Response): Promise<Violation | null> {
  const header = response.headers.get('sl-violations');
  if (header) return { method, url, status: response.status, detail: header };
  const type = response.headers.get('content-type') ?? '';
  if (response.status >= 400 && type.includes('json')) {
    const text = await response.clone().text();
    if (text.includes(PRISM_ERROR)) return { method, url, status: response.status, detail: text.slice(0, 2000) };
  }
  return null;
}

function recordFromHeaders(method: string, url: string, answer: IncomingMessage, body: Buffer): Violation | null {
  const header = answer.headers['sl-violations'];
  const status = answer.statusCode ?? 0;
  if (header) return { method, url, status, detail: String(header) };
  if (status >= 400 && String(answer.headers['content-type'] ?? '').includes('json') && body.includes(PRISM_ERROR)) {
    return { method, url, status, detail: body.toString('utf8').slice(0, 2000) };
  }
  return null;
}

/**
 * A front for a browser: `/api/*` goes through Prism to the app, everything else (pages, assets,
 * uploads) straight to the app. Listens on `port`, so the app's PUBLIC_URL can name it before it starts.
 */
export async function startCheckedFront(port: number, appUrl: string): Promise<PrismProxy> {
  const prism = await startPrism(appUrl);
  const found: Violation[] = [];
  const forward = (target: string, req: IncomingMessage, res: ServerResponse, check: boolean) => {
    const to = new URL(req.url ?? '/', target);
    const upstream = httpRequest(
      to,
      // Prism reads the answers it checks: ask for them uncompressed.
      { method: req.method, headers: { ...req.headers, ...(check && { 'accept-encoding': 'identity' }) } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          if (check) {
            const violation = recordFromHeaders(req.method ?? 'GET', req.url ?? '/', answer, body);
            if (violation) found.push(violation);
          }
          const headers = { ...answer.headers };
          delete headers['sl-violations'];
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
  const server: Server = createServer((req, res) => {
    const isApi = (req.url ?? '').startsWith('/api/');
    forward(isApi ? prism.url : appUrl, req, res, isApi);
  });
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${port}`,
    violations: () => [...found],
    async stop() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await prism.stop();
    },
  };
}
