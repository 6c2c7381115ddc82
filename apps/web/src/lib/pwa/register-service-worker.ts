import { registerSW } from 'virtual:pwa-register';
import type { ServiceWorkerRegistrar } from './service-worker-prompts.tsx';

/**
 * Registers /sw.js (production builds only; loaded after the first render, outside the first-visit
 * JS). Returns what applies a waiting version: it takes over and the page reloads.
 */
export const registerServiceWorker: ServiceWorkerRegistrar = ({ onNeedRefresh, onOfflineReady }) =>
  registerSW({ immediate: true, onNeedRefresh, onOfflineReady });
