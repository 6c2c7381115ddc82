import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const LONG_CACHE = 'public, max-age=31536000, immutable';

/** The built web app's index.html, or null when `webDistDir` holds no build. */
export function readBuiltIndexHtml(webDistDir: string): string | null {
  const file = path.join(webDistDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * CSP hash sources (`'sha256-…'`) of the inline scripts in `html` (the pre-paint theme script), so the
 * policy allows exactly the build being served. Scripts with a `src` are covered by `'self'`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Serves the built web app from `webDistDir` when it exists. Hashed files under /assets/ are
 * cached for a year; index.html is revalidated every time so a deploy shows up at once. Text files
 * go out as their brotli or gzip copies written at build (scripts/precompress.ts) when the client
 * accepts them, with `Vary: Accept-Encoding` either way.
 * Returns the SPA fallback for the not-found handler, or null when there is no build to serve.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<((reply: FastifyReply) => FastifyReply) | null> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: webDistDir,
    // One route per file of the build (listed at start; the build is fixed while the server runs), so a
    // client-side route goes straight to the not-found handler, which sends index.html once. With a
    // catch-all route each such request was first tried as a file, missed, and was then answered by a
    // second send on the same response: 11 'close' listeners on it (MaxListenersExceededWarning).
    wildcard: false,
    // The compressed copies are chosen by `preCompressed`, never requested by their own names.
    globIgnore: ['**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(webDistDir, filePath).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? LONG_CACHE : 'no-cache');
    },
  });
  return (reply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
}
