import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/** react-router's folder in node_modules (its package.json is not exported, its entry is). */
const routerDir = path.dirname(path.dirname(path.dirname(createRequire(import.meta.url).resolve('react-router'))));

/**
 * react-router publishes a production build beside its development one, but its package exports only
 * the development build (`ENABLE_DEV_WARNINGS = true`: the warnings' code and strings ship, and run).
 * The browser build resolves `react-router` and `react-router/dom` to the production files (0.6 KB gzip
 * less on every first visit); the development server and the tests keep the warnings.
 */
export const routerProductionAliases: Alias[] = [
  { find: /^react-router$/, replacement: path.join(routerDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDir, 'dist/production/dom-export.mjs') },
];
