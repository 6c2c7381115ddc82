import type { VitePWAOptions } from 'vite-plugin-pwa';
import { THEME_COLORS } from '../theme/theme-colors.ts';
import { OFFLINE_READS_CACHE, OFFLINE_READS_PATTERN } from './offline-reads.ts';

/** The service worker's push handlers, built from push-worker.ts by vite.config.ts. */
export const PUSH_WORKER_FILE = 'push-worker.js';

/**
 * The installed app (issue 20): the web app manifest and the service worker at /sw.js (Workbox's
 * generateSW through vite-plugin-pwa). The shell (HTML, JS, CSS, icons) is precached; the 92 font
 * subsets are cached when a page first uses them, not all up front (3.4 MB); hashed assets are
 * cache-first by nature of the precache; pages come from the network, the shell only offline; the
 * signed-in user's own collections, wishlist and profile are network-first, so they stay readable
 * offline after one online visit. The page registers the worker itself
 * (lib/pwa/register-service-worker.ts) and asks before a new version takes over. Push messages are
 * shown by /push-worker.js, which the worker imports (push-worker.ts, issue 36).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  filename: 'sw.js',
  includeAssets: ['icons/apple-touch-icon.png', 'icons/favicon-32.png'],
  manifest: {
    id: '/',
    name: '게임셸프',
    short_name: '게임셸프',
    description: '모든 플랫폼의 게임을 한곳에서 찾아보고 기록하세요.',
    lang: 'ko',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    importScripts: [`/${PUSH_WORKER_FILE}`],
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The route preload list and the build manifest are for the server, never fetched by the page.
    globIgnores: ['.vite/**'],
    // No app-shell route for every navigation (vite-plugin-pwa's default): pages are the first rule below.
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Pages from the network, so a public page comes with its screen in the HTML (server rendering)
        // for a returning visitor too; offline, the precached shell, which renders the app from scratch.
        // Not the addresses the server answers itself (the API, uploads, the maintenance notice). Written
        // inline: Workbox copies this function's source into sw.js.
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(?:api\/|uploads\/|maintenance\.json)/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
      {
        urlPattern: /\/assets\/[^/]+\.woff2$/,
        handler: 'CacheFirst',
        options: { cacheName: 'gameshelf-fonts', expiration: { maxEntries: 120 } },
      },
      {
        urlPattern: OFFLINE_READS_PATTERN,
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: OFFLINE_READS_CACHE,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Our own images (game covers at /api/covers, uploaded covers and photos, banners). Other hosts'
        // images (IGDB's screenshots) are left to the browser's HTTP cache: a worker fetch of them cannot
        // be told apart from the page's.
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
        handler: 'CacheFirst',
        options: {
          cacheName: 'gameshelf-images',
          expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
