import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { startBuiltServer, type RunningServer } from './server.ts';

export type DevSession = { readonly server: RunningServer; readonly browser: Browser };

/**
 * The production build in the development environment (for the spec's dev-only username login)
 * and a browser, started before the calling file's tests and stopped after them.
 */
export function useDevSession(): DevSession {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startBuiltServer({ env: { NODE_ENV: 'development' } });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useDevSession: used before its beforeAll ran');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
