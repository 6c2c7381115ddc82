import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { MaintenanceFile, ServerRenderedPage } from '@gameshelf/contracts';
import { encodeText, PAGE_BROTLI_QUALITY, sendEncoded, type EncodedText } from '../shared/encoded-text.ts';
import { routePattern } from './route-pattern.ts';
import { createHeadPages, createIndexPages, withInlineStylesheets } from './index-html.ts';
import { createPageTemplate } from './page-template.ts';
import { createRenderedPages } from './rendered-pages.ts';
import { guestFetch, guestRead, loadServerRender } from './server-render.ts';
import type { InternalReadHeaders } from './internal-reads.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';

/** The built web app's index.html, or null when `webDistDir` holds no build. */
export function readBuiltIndexHtml(webDistDir: string): string | null {
  const file = path.join(webDistDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** A stylesheet of the build by the href index.html links it with (`/assets/….css`), or null. */
function builtStylesheet(webDistDir: string, href: string): string | null {
  if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return null;
  const file = path.join(webDistDir, href);
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

/** One route pattern of the web app (`/game/:gameId`) and the chunks its first visit needs. */
type RoutePreload = { pattern: RegExp; files: string[]; link: string };

/**
 * The `Link: rel=modulepreload` header value per web route, from the build's route-preloads.json
 * (apps/web/vite.config.ts), so the browser fetches a route's chunks together with the entry.
 */
export function readRoutePreloads(webDistDir: string): RoutePreload[] {
  const file = path.join(webDistDir, '.vite', 'route-preloads.json');
  if (!existsSync(file)) return [];
  const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  // Fewer parameters first, as the router ranks them: /collection/new before /collection/:collectionId.
  const parameters = (route: string) => route.split(':').length;
  return Object.entries(table)
    .sort(([a], [b]) => parameters(a) - parameters(b))
    .filter(([, files]) => files.length > 0)
    .map(([route, files]) => ({
      pattern: routePattern(route),
      files,
      link: files.map((file) => `<${file}>; rel=modulepreload`).join(', '),
    }));
}

/** The route's entry in the preload table for a request path (query ignored), or null when it has none. */
export function routePreloadFor(preloads: readonly RoutePreload[], url: string): RoutePreload | null {
  const pathname = url.split('?')[0] ?? '/';
  return preloads.find((p) => p.pattern.test(pathname)) ?? null;
}

/** Maintenance states kept per rendered screen, each with its page (they change only when an operator acts). */
const VARIANTS_PER_RENDER = 4;

/**
 * The encoded page of a kept server render, made once per render and head (a kept render answers its
 * URL for seconds: each visit then only sends bytes). Keyed by the render object itself, so it goes
 * when the render does.
 */
function createRenderedPageTexts() {
  const pages = new WeakMap<ServerRenderedPage, Map<string, { tags: string | null; page: EncodedText }>>();
  // The state's key text per state object (the maintenance file is read once per change, not per visit).
  const stateKeys = new WeakMap<MaintenanceFile, string>();
  const stateKey = (state: MaintenanceFile | null | undefined): string => {
    if (state === undefined || state === null) return String(state);
    let key = stateKeys.get(state);
    if (key === undefined) stateKeys.set(state, (key = JSON.stringify(state)));
    return key;
  };
  return (
    rendered: ServerRenderedPage,
    tags: string | null,
    state: MaintenanceFile | null | undefined,
    make: () => EncodedText,
  ): EncodedText => {
    let variants = pages.get(rendered);
    if (!variants) pages.set(rendered, (variants = new Map<string, { tags: string | null; page: EncodedText }>()));
    const key = stateKey(state);
    const kept = variants.get(key);
    // One variant per state: a head that changed (a game renamed) is made again over it.
    if (kept && kept.tags === tags) return kept.page;
    const page = make();
    if (!kept && variants.size >= VARIANTS_PER_RENDER) variants.delete(variants.keys().next().value!);
    variants.set(key, { tags, page });
    return page;
  };
}

export type WebAppOptions = {
  /**
   * The maintenance file as the server knows it now (null: none). With it, every page of the app is
   * index.html carrying that state, so the app's first render already knows (plugins/index-html.ts).
   */
  maintenanceFile?: () => Promise<MaintenanceFile | null>;
  /**
   * The head tags of a shareable URL (title, description, canonical, Open Graph, Twitter, JSON-LD), or
   * null for a page that keeps the build's generic head (modules/previews).
   */
  pageHeadTags?: (url: string) => Promise<string | null>;
  /** Headers server rendering's in-process reads send (internal-reads.ts: they log no request lines). */
  internalReadHeaders?: InternalReadHeaders;
};

/**
 * Serves the built web app from `webDistDir` when it exists. Hashed files under /assets/ are
 * cached for a year; index.html is revalidated every time so a deploy shows up at once. Text files
 * go out as their brotli or gzip copies written at build (scripts/precompress.ts) when the client
 * accepts them, with `Vary: Accept-Encoding` either way.
 * Returns the SPA fallback for the not-found handler (index.html, with the route's chunks to preload
 * and the maintenance state), or null when there is no build to serve.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  options: WebAppOptions = {},
): Promise<((url: string, reply: FastifyReply) => Promise<FastifyReply>) | null> {
  const indexHtml = readBuiltIndexHtml(webDistDir);
  if (indexHtml === null) return null;
  const preloads = readRoutePreloads(webDistDir);
  const indexPages = createIndexPages(indexHtml);
  // Server-rendered pages carry the build's stylesheet in the page (index-html.ts).
  const styledHtml = withInlineStylesheets(indexHtml, (href) => builtStylesheet(webDistDir, href));
  const headPages = createHeadPages();
  const plainPage = createPageTemplate(indexHtml);
  const styledPage = createPageTemplate(styledHtml);
  const renderedPages = createRenderedPageTexts();
  const { maintenanceFile, pageHeadTags, internalReadHeaders } = options;
  // The web build's server entry (apps/web/dist-server), when built: public pages come with their screen.
  const loaded = await loadServerRender(webDistDir);
  const renderPage = loaded && createRenderedPages(loaded, guestRead(app, internalReadHeaders));
  const readApi = guestFetch(app, internalReadHeaders);
  /** The URL's screen rendered as a guest sees it, or null (not a rendered page, or it failed: the shell then). */
  const renderedOf = async (url: string, reply: FastifyReply): Promise<ServerRenderedPage | null> => {
    if (!renderPage) return null;
    try {
      return await renderPage(url, readApi);
    } catch (err) {
      reply.log.warn({ err }, 'page not rendered on the server');
      return null;
    }
  };
  /** The URL's own head tags; on a failure to read them, the generic page (a page never fails for its head). */
  const headTagsOf = async (url: string, reply: FastifyReply): Promise<string | null> => {
    if (!pageHeadTags) return null;
    try {
      return await pageHeadTags(url);
    } catch (err) {
      reply.log.warn({ err }, 'page head not read');
      return null;
    }
  };
  await app.register(fastifyStatic, {
    root: webDistDir,
    // One route per file of the build (listed at start; the build is fixed while the server runs), so a
    // client-side route goes straight to the not-found handler, which sends index.html once. With a
    // catch-all route each such request was first tried as a file, missed, and was then answered by a
    // second send on the same response: 11 'close' listeners on it (MaxListenersExceededWarning).
    wildcard: false,
    // The compressed copies are chosen by `preCompressed`, never requested by their own names. A
    // maintenance.json in the build (a development stand-in) never shadows the API's live one, nor a
    // robots.txt or sitemap.xml of an older build the API's generated ones (modules/sitemap).
    globIgnore: [
      '**/*.br',
      '**/*.gz',
      'maintenance.json',
      'maintenance.json.*',
      'robots.txt',
      'robots.txt.*',
      'sitemap.xml',
      'sitemap.xml.*',
    ],
    // `/` is a route of the app like any other: the fallback below serves it with its preloads.
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(webDistDir, filePath).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? LONG_CACHE : 'no-cache');
    },
  });
  return async (url, reply) => {
    const preload = routePreloadFor(preloads, url);
    reply.header('cache-control', 'no-cache');
    const [tags, state] = await Promise.all([headTagsOf(url, reply), maintenanceFile ? maintenanceFile() : undefined]);
    // In maintenance the page starts with the notice only (apps/web/src/main.tsx): nothing to render.
    const rendered = state == null || state.enabled === false ? await renderedOf(url, reply) : null;
    // The shell paints nothing before its scripts: the route's chunks come with the page (a header the
    // browser acts on at once). A rendered page paints first; its script loader preloads them after
    // (ROUTE_CHUNKS_ELEMENT_ID, apps/web/build/scripts-after-first-paint.ts).
    if (preload && rendered === null) reply.header('link', preload.link);
    const routeChunks = rendered && preload ? preload.files : null;
    if (!maintenanceFile && tags === null && rendered === null) return reply.sendFile('index.html');
    let page: EncodedText;
    if (tags === null && rendered === null) page = indexPages(state ?? null);
    else if (rendered === null) page = headPages(plainPage({ tags, state, rendered, routeChunks: null }));
    else
      page = renderedPages(rendered, tags, state, () =>
        encodeText(styledPage({ tags, state, rendered, routeChunks }), PAGE_BROTLI_QUALITY),
      );
    // Content-Encoding set keeps the compression plugin off it; HEAD gets the GET's headers (as @fastify/static answers it).
    return sendEncoded(reply, page, 'text/html; charset=utf-8');
  };
}
