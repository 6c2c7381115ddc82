import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from `webDistDir` when it exists. Hashed files under /assets/ are
 * cached for a year; index.html is revalidated every time so a deploy shows up at once.
 * Returns the SPA fallback for the not-found handler, or null when there is no build to serve.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<((reply: FastifyReply) => FastifyReply) | null> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: webDistDir,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(webDistDir, filePath).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? LONG_CACHE : 'no-cache');
    },
  });
  return (reply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
}
