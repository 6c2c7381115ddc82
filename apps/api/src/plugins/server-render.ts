import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { RenderPage } from '@gameshelf/contracts';
import type { InternalReadHeaders } from './internal-reads.ts';

/** Where `vite build --ssr` writes the web app's server entry, next to the browser build (apps/web/dist-server). */
export const serverEntryFile = (webDistDir: string): string => path.join(path.dirname(webDistDir), 'dist-server', 'entry-server.js');

/** The web build's `renderPage`, or null when the build has no server entry (the shell is served as before). */
export async function loadServerRender(webDistDir: string): Promise<RenderPage | null> {
  const file = serverEntryFile(webDistDir);
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage };
  return entry.renderPage ?? null;
}

/** An API read as bytes: what checking a kept render needs, without building a web Response. */
export type ApiRead = (url: string) => Promise<{ status: number; body: Buffer }>;

const asGuest = (app: FastifyInstance, method: 'GET' | 'HEAD', url: string, headers: InternalReadHeaders) =>
  app.inject({ method, url, headers: { ...headers, accept: 'application/json' } });

/** `GET url` answered by this app in-process, as a guest (as `guestFetch` reads it). */
export function guestRead(app: FastifyInstance, headers: InternalReadHeaders = {}): ApiRead {
  return async (url) => {
    const answer = await asGuest(app, 'GET', url, headers);
    return { status: answer.statusCode, body: answer.rawPayload };
  };
}

/**
 * The `fetch` server rendering reads the API with: the request answered by this app in-process
 * (`inject`), as a guest: no cookie, no token, nothing of the visitor's, so a rendered page never holds
 * what only they may see. Reads only: a rendered page never writes.
 */
export function guestFetch(
  app: FastifyInstance,
  headers: InternalReadHeaders = {},
): (url: string, init?: RequestInit) => Promise<Response> {
  return async (url, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') throw new Error(`Server rendering only reads the API (${method} ${url})`);
    const answer = await asGuest(app, method, url, headers);
    const answered = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') answered.set(name, value);
      else if (typeof value === 'number') answered.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || method === 'HEAD';
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers: answered });
  };
}
