import { fileURLToPath } from 'node:url';

/**
 * Folders resolved from this file. It sits one level below apps/api both as source (src/paths.ts)
 * and once bundled (dist/server.js), so the same relative URL works for tsx, vitest and the build.
 */
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
