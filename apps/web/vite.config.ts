import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
// By relative path: the config is bundled on its own, and the manifest imports only what it needs.
import { webRoutes, type WebRoute } from '../../packages/contracts/src/web-routes.ts';
import { fillPrePaintValues } from './src/lib/theme/pre-paint.ts';
import { PUSH_WORKER_FILE, pwaOptions } from './src/lib/pwa/pwa-options.ts';
import { fontsWithoutSwap } from './build/fonts-without-swap.ts';
import { fontsStylesheet } from './build/fonts-stylesheet.ts';
import { scriptsAfterFirstPaint } from './build/scripts-after-first-paint.ts';
import { endpointsForTheWeb } from './build/endpoints-for-the-web.ts';
import { preactAliases, preactDedupe } from './build/preact-aliases.ts';
import { routerProductionAliases } from './build/router-production.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The pages of the route manifest, each with its name and its lazy module's file. */
const pages = Object.entries<WebRoute>(webRoutes).map(([name, route]) => ({
  name,
  ...route,
  file: path.join(here, 'src/features', route.module),
}));
const manifestFile = fileURLToPath(new URL('../../packages/contracts/src/web-routes.ts', import.meta.url));

const PAGE_MODULES = 'virtual:gameshelf/page-modules';

/**
 * `virtual:gameshelf/page-modules`: each page's lazy module by its name in the route manifest, for the
 * router (src/app/routes.tsx). Development-only pages sit behind `import.meta.env.DEV`, a constant false
 * in production builds, so neither their routes nor their chunks are built. Also used by the unit tests
 * (vitest.config.ts).
 */
export const pageModules: Plugin = {
  name: 'gameshelf:page-modules',
  resolveId: (id) => (id === PAGE_MODULES ? `\0${PAGE_MODULES}` : null),
  load(id) {
    if (id !== `\0${PAGE_MODULES}`) return null;
    const entry = (page: (typeof pages)[number]) => `  ${JSON.stringify(page.name)}: () => import(${JSON.stringify(page.file)}),`;
    return [
      'export default {',
      ...pages.filter((page) => !page.developmentOnly).map(entry),
      '  ...(import.meta.env.DEV ? {',
      ...pages.filter((page) => page.developmentOnly).map(entry),
      '  } : {}),',
      '};',
    ].join('\n');
  },
};

/**
 * The manifest's build-time fields (`module`, `rarelyVisited`) are read here, never by the app: the
 * browser bundle goes without them (about 0.25 KB gzip of every first visit).
 */
const BUILD_TIME_FIELDS = /,\s*(?:module: '[^']*'|rarelyVisited: true)/g;
const manifestForBrowser: Plugin = {
  name: 'gameshelf:manifest-for-browser',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (id !== manifestFile) return null;
    const stripped = code.replace(BUILD_TIME_FIELDS, '');
    if (/\b(?:module|rarelyVisited): /.test(stripped.slice(stripped.indexOf('export const webRoutes')))) {
      this.error('manifest-for-browser: a build-time field of webRoutes is written in a way this plugin does not know');
    }
    return { code: stripped, map: null };
  },
};

/** index.html's pre-paint theme script reads the app's own storage keys and colours (src/lib/theme/pre-paint.ts). */
const prePaintValues: Plugin = { name: 'gameshelf:pre-paint-values', transformIndexHtml: fillPrePaintValues };

/**
 * Writes `.vite/route-preloads.json` from the route manifest: for each route pattern, the URLs of the
 * chunks its lazy module needs beyond what the entry loads. The server sends them as
 * `Link: rel=modulepreload` with the page, so a first visit fetches the page's code alongside the entry.
 */
const routePreloads: Plugin = {
  name: 'gameshelf:route-preloads',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(fileName)) return seen;
      seen.add(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
      return seen;
    };
    for (const chunk of chunks) loadedWith.set(chunk.fileName, closure(chunk.fileName));
    for (const chunk of chunks)
      if (pages.some((page) => page.rarelyVisited && page.file === chunk.facadeModuleId)) rareChunks.add(chunk.fileName);
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) return;
    const entryFiles = closure(entry.fileName);
    const preloads: Record<string, string[]> = {};
    for (const { path: pattern, module, file, developmentOnly } of pages) {
      const chunk = chunks.find((c) => c.facadeModuleId === file);
      // A development-only page (the GOG test page) is not in a production build at all.
      if (!chunk && developmentOnly) continue;
      if (!chunk) this.error(`route-preloads: no chunk for ${module}`);
      preloads[pattern] = [...closure(chunk.fileName)].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
    }
    this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: `${JSON.stringify(preloads, null, 2)}\n` });
  },
};

/**
 * The service worker's push handlers (issue 36): src/lib/pwa/push-worker.ts built to /push-worker.js,
 * one file with no imports, which /sw.js loads with importScripts (lib/pwa/pwa-options.ts).
 */
const pushWorker: Plugin = {
  name: 'gameshelf:push-worker',
  apply: 'build',
  buildStart() {
    this.emitFile({ type: 'chunk', id: path.join(here, 'src/lib/pwa/push-worker.ts'), fileName: PUSH_WORKER_FILE });
  },
  generateBundle(_options, bundle) {
    const chunk = bundle[PUSH_WORKER_FILE];
    if (chunk?.type !== 'chunk') return;
    if (chunk.imports.length > 0 || chunk.exports.length > 0) this.error(`${PUSH_WORKER_FILE} must be one script without imports`);
    // Its top-level names stay out of the worker's global scope, which sw.js and Workbox share.
    chunk.code = `(() => {\n${chunk.code}\n})();\n`;
  },
};

/**
 * Filled by routePreloads above, whose generateBundle runs before Vite writes the lazy imports' preload
 * lists (build.modulePreload below): each chunk's file with the files it imports statically, directly or
 * not (its code runs after those have loaded, so its lazy imports need not list them), and the chunks
 * of the manifest's `rarelyVisited` pages.
 */
const loadedWith = new Map<string, Set<string>>();
const rareChunks = new Set<string>();

/**
 * The server entry's build (`vite build --ssr`, issue 35): src/entry-server.tsx to dist-server/, which the
 * API loads to render public pages. Outside dist/, so the static files never serve it; no service worker,
 * preload table or chunk groups (those are the browser's).
 */
const serverBuild: UserConfig = {
  root: here,
  plugins: [react(), endpointsForTheWeb, pageModules, manifestForBrowser, VitePWA(pwaOptions)],
  // Preact renders the page the browser hydrates with Preact: every package is bundled, so none of
  // them finds React's own packages in node_modules at run time.
  resolve: { alias: preactAliases, dedupe: preactDedupe },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
    emptyOutDir: true,
    copyPublicDir: false,
  },
};

const browserBuild: UserConfig = {
  root: here,
  plugins: [
    // React's fast refresh does not reach Preact's components (it would accept an edit and change nothing),
    // so no module is a refresh boundary: an edit in development reloads the page.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    endpointsForTheWeb,
    prePaintValues,
    pageModules,
    manifestForBrowser,
    routePreloads,
    fontsWithoutSwap,
    fontsStylesheet,
    scriptsAfterFirstPaint,
    pushWorker,
    VitePWA(pwaOptions),
  ],
  // React's APIs, Preact's code (build/preact-aliases.ts).
  resolve: { alias: preactAliases, dedupe: preactDedupe },
  server: {
    port: 5173,
    // Same-origin API in development; the API listens on 8080.
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
      '/uploads': { target: 'http://localhost:8080', changeOrigin: true },
      '/maintenance.json': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
      '/uploads': { target: 'http://localhost:8080', changeOrigin: true },
      '/maintenance.json': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Read by the JS budget check (scripts/js-budget.ts) after every build.
    manifest: true,
    modulePreload: {
      // Rare destinations (the manifest's `rarelyVisited`: operators' pages, the store libraries): their
      // chunks load when visited, without a preload list in the entry (each list costs every first visit its bytes).
      resolveDependencies: (filename, deps, { hostId }) =>
        rareChunks.has(filename) ? [] : deps.filter((dep) => !loadedWith.get(hostId)?.has(dep)),
    },
    rolldownOptions: {
      output: {
        advancedChunks: {
          // TanStack Query in one chunk: left to itself it splits into five small shared chunks that every
          // first visit loads, each compressed on its own (about 1.5 KB more gzip per route).
          groups: [{ name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ }],
        },
      },
    },
  },
};

/** The browser build with react-router's production files (build/router-production.ts). */
const productionBrowserBuild: UserConfig = {
  ...browserBuild,
  resolve: { ...browserBuild.resolve, alias: [...preactAliases, ...routerProductionAliases] },
};

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild ? serverBuild : command === 'build' ? productionBrowserBuild : browserBuild,
);
