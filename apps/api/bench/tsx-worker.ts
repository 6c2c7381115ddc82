import { Worker } from 'node:worker_threads';

/**
 * A worker thread running the TypeScript module at `moduleUrl`: workers do not inherit the tsx
 * loader, so the worker registers it first, then loads the module.
 */
export function tsxWorker(moduleUrl: string, workerData: unknown): Worker {
  const bootstrap =
    `const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}); register();` +
    `await import(${JSON.stringify(moduleUrl)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), { workerData });
}
