import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { buildApiDocument } from '@gameshelf/contracts/openapi';
import { answerChecker } from './answer-check.ts';
import { endpointMatcher, type MatchedEndpoint } from './endpoint-match.ts';
import { startPrism } from './prism-proxy.ts';

export type Violation = { method: string; url: string; status: number; detail: string };

export type CheckedFront = {
  /** Where the browser goes: the app's PUBLIC_URL. */
  url: string;
  violations(): Violation[];
  stop(): Promise<void>;
};

/**
 * Why an API call skips Prism (the front then checks the answer itself), or undefined to go through it:
 * Prism follows a redirect itself instead of handing it on; answers a call without credentials to a
 * signed-in endpoint with its own 401 instead of the app's; and reads bodies as text, so a file upload
 * or a file or image answer would arrive broken.
 */
export function reasonToSkipPrism(matched: MatchedEndpoint, headers: IncomingHttpHeaders): string | undefined {
  const { endpoint } = matched;
  if (endpoint.response === 'redirect') return 'redirect';
  if (endpoint.caller !== 'anyone' && !headers.authorization) return 'signed out';
  if (endpoint.body === 'multipart') return 'file upload';
  if (endpoint.response === 'download' || endpoint.response === 'image') return 'file answer';
  if (endpoint.response === 'xml' || endpoint.response === 'text') return 'text answer';
  return undefined;
}

/** Prism hands several `Set-Cookie` headers on as one, joined by commas; a cookie's `Expires` has a comma too. */
const splitSetCookie = (value: string): string[] => value.split(/,\s*(?=[^;,\s]+=)/);

/** Headers of one hop only, which the front's own connection to the browser sets for itself. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/** An answer's headers as received (repeated ones kept apart), without the hop-by-hop ones. */
function passedOn(raw: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (!HOP_BY_HOP.has(raw[i]!.toLowerCase())) kept.push(raw[i]!, raw[i + 1]!);
  return kept;
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** Sends the request on to `target` and calls back with the answer (its body still to read). */
function forward(req: IncomingMessage, target: string, headers: IncomingHttpHeaders): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(new URL(req.url ?? '/', target), { method: req.method, headers }, resolve);
    upstream.on('error', reject);
    req.pipe(upstream);
  });
}

/**
 * A front for a running app, at the URL the app is told is its public one: requests outside the API go
 * straight to the app; API calls go through Prism validating against the OpenAPI document (`--errors`),
 * except those Prism cannot pass on faithfully (`reasonToSkipPrism`), whose answers the front checks
 * against the document itself. Every request or answer that breaks the document is kept as a violation:
 * Prism's own error answer, its `sl-violations` header, or a problem the front's check found.
 */
export async function startCheckedFront(appUrl: string, options: { port?: number; development?: boolean } = {}): Promise<CheckedFront> {
  const development = options.development ?? false;
  const prism = await startPrism(appUrl, { development, errors: true });
  const match = endpointMatcher({ development });
  const check = answerChecker(buildApiDocument({ development }));
  const violations: Violation[] = [];
  let stopping = false;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const pathname = new URL(url, 'http://front').pathname;
    const matched = match(method, pathname);
    const note = (status: number, detail: string) => violations.push({ method, url, status, detail });

    if (!matched && !pathname.startsWith('/api/')) {
      // Pages, scripts, the service worker: not the API's, passed on untouched (compression included).
      const answer = await forward(req, appUrl, req.headers);
      res.writeHead(answer.statusCode ?? 502, passedOn(answer.rawHeaders));
      answer.pipe(res);
      return;
    }

    // Prism mishandles compressed bodies, and the front's own check reads the body too.
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const skip = matched && reasonToSkipPrism(matched, req.headers);
    const answer = await forward(req, skip ? appUrl : prism.url, headers);
    const body = await readAll(answer);
    const status = answer.statusCode ?? 502;
    if (skip && matched) {
      for (const problem of check(method, matched.openApiPath, { status, headers: answer.headers, body })) {
        note(status, `${problem} (${skip}, checked by the front)`);
      }
      res.writeHead(status, passedOn(answer.rawHeaders));
      res.end(body);
      return;
    }
    const found: string[] = [];
    const header = answer.headers['sl-violations'];
    if (header) found.push(`sl-violations: ${String(header)}`);
    const type = String(answer.headers['content-type'] ?? '');
    if (type.startsWith('application/problem+json') && body.includes('stoplight.io/prism/errors#')) {
      found.push(`Prism: ${body.toString('utf8').slice(0, 2000)}`);
    }
    if (found.length > 0) note(status, found.join('\n'));
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      res.setHeader(name, name === 'set-cookie' ? [value].flat().flatMap(splitSetCookie) : value);
    }
    res.setHeader('content-length', body.length);
    res.writeHead(status);
    res.end(body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!stopping) violations.push({ method: req.method ?? '', url: req.url ?? '', status: 502, detail: `front: ${String(error)}` });
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the front has no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    violations: () => [...violations],
    async stop() {
      stopping = true;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await prism.stop();
    },
  };
}
