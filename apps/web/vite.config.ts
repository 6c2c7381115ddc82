import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ROUTE_MODULES } from './src/app/route-modules.ts';
import { fillPrePaintValues } from './src/lib/theme/pre-paint.ts';
import { pwaOptions } from './src/lib/pwa/pwa-options.ts';
import { endpointsForTheWeb } from './build/endpoints-for-the-web.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Route chunks of rarely visited pages (see build.modulePreload below). */
const RARE_ROUTE_CHUNK = /\/(?:admin|steam|gog)-[\w-]+\.js$/;

/** index.html's pre-paint theme script reads the app's own storage keys and colours (src/lib/theme/pre-paint.ts). */
const prePaintValues: Plugin = { name: 'gameshelf:pre-paint-values', transformIndexHtml: fillPrePaintValues };

/**
 * Writes `.vite/route-preloads.json`: for each route pattern, the URLs of the chunks its lazy module
 * needs beyond what the entry loads. The server sends them as `Link: rel=modulepreload` with the page.
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
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) return;
    const entryFiles = closure(entry.fileName);
    const preloads: Record<string, string[]> = {};
    for (const { pattern, module, devOnly } of ROUTE_MODULES) {
      const chunk = chunks.find((c) => c.facadeModuleId === path.join(here, module));
      // A development-only route (the GOG test page) is not in a production build at all.
      if (!chunk && devOnly) continue;
      if (!chunk) this.error(`route-preloads: no chunk for ${module}`);
      preloads[pattern] = [...closure(chunk.fileName)].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
    }
    this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: `${JSON.stringify(preloads, null, 2)}\n` });
  },
};

export default defineConfig({
  root: here,
  plugins: [react(), tailwindcss(), endpointsForTheWeb, prePaintValues, routePreloads, VitePWA(pwaOptions)],
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
      // Operators' pages and the store libraries are rare destinations: their chunks load when visited,
      // without a preload list in the entry (each list costs every first visit its bytes).
      resolveDependencies: (filename, deps) => (RARE_ROUTE_CHUNK.test(filename) ? [] : deps),
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
});
