import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fillPrePaintValues } from './src/lib/theme/pre-paint.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/** index.html's pre-paint theme script reads the app's own storage keys and colours (src/lib/theme/pre-paint.ts). */
const prePaintValues: Plugin = { name: 'gameshelf:pre-paint-values', transformIndexHtml: fillPrePaintValues };

export default defineConfig({
  root: here,
  plugins: [react(), tailwindcss(), prePaintValues],
  server: {
    port: 5173,
    // Same-origin API in development; the API listens on 8080.
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
      '/uploads': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
      '/uploads': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Read by the JS budget check (scripts/js-budget.ts) after every build.
    manifest: true,
  },
});
