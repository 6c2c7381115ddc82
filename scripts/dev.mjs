#!/usr/bin/env node
// `npm run dev`: the API under `tsx watch` on port 8080 in development mode, and the Vite dev
// server for apps/web (which proxies /api to 8080). Stopping either, or Ctrl+C, stops both.
// Without STEAM_API_KEY, a local fake Steam (packages/test-fakes, port 8091) stands in for Steam, and
// without GOG_AUTH_URL a local fake GOG (port 8092) for GOG, so linking and syncing a library can be
// tried with their demo accounts; without STEAM_STORE_URL a fake of both stores' prices (port 8093)
// prices every game, so the background refreshes fill the wishlist's and game pages' prices.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const FAKE_STEAM_PORT = '8091';
const fakeSteam = !process.env.STEAM_API_KEY;
const steamEnv = fakeSteam
  ? {
      STEAM_API_KEY: 'DEADBEEFDEADBEEFDEADBEEFDEADBEEF',
      STEAM_API_URL: `http://127.0.0.1:${FAKE_STEAM_PORT}`,
      STEAM_OPENID_URL: `http://127.0.0.1:${FAKE_STEAM_PORT}/openid/login`,
    }
  : {};

const FAKE_GOG_PORT = '8092';
const fakeGog = !process.env.GOG_AUTH_URL;
const gogEnv = fakeGog
  ? {
      GOG_AUTH_URL: `http://127.0.0.1:${FAKE_GOG_PORT}/auth.gog.com`,
      GOG_EMBED_URL: `http://127.0.0.1:${FAKE_GOG_PORT}/embed.gog.com`,
    }
  : {};

const FAKE_PRICES_PORT = '8093';
const fakePrices = !process.env.STEAM_STORE_URL;
const pricesEnv = fakePrices
  ? { STEAM_STORE_URL: `http://127.0.0.1:${FAKE_PRICES_PORT}`, GOG_API_URL: `http://127.0.0.1:${FAKE_PRICES_PORT}` }
  : {};

/** A fake store's development server from packages/test-fakes, in its own process group. */
const fakeServer = (file, port) =>
  spawn('node', ['--import', 'tsx', `packages/test-fakes/src/${file}`, port], { cwd: root, stdio: 'inherit', detached: true });

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    detached: true, // own process group, so stopping it also stops the watcher's child
    // The browser is on Vite's origin, so OAuth redirects and the callback go through its proxy.
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: process.env.PORT || '8080',
      PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:5173',
      ...steamEnv,
      ...gogEnv,
      ...pricesEnv,
    },
  }),
  ...(fakeSteam ? [fakeServer('steam-dev-server.ts', FAKE_STEAM_PORT)] : []),
  ...(fakeGog ? [fakeServer('gog-dev-server.ts', FAKE_GOG_PORT)] : []),
  ...(fakePrices ? [fakeServer('store-prices-dev-server.ts', FAKE_PRICES_PORT)] : []),
  spawn('npm', ['run', 'dev', '-w', '@gameshelf/web'], { cwd: root, stdio: 'inherit', detached: true }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500);
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
