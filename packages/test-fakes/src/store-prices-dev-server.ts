// Development stand-in for the stores' price endpoints on a fixed port, so `npm run dev` shows prices:
//   node --import tsx packages/test-fakes/src/store-prices-dev-server.ts [port]   (default 8093)
// Every Steam app and GOG product has a price worked out from its id (the same on every run): most at
// ₩9,800-₩64,800, about a third on sale, one in twenty free on Steam. Steam's rate limit is kept.
import { startFakeStorePrices, type FakeGogPrice, type FakeSteamApp } from './store-prices-server.ts';

const DEFAULT_PORT = 8093;
const PRICES_WON = [9_800, 16_500, 22_000, 29_800, 36_000, 44_000, 52_800, 64_800];
const DISCOUNTS = [0, 0, 0, 0, 10, 25, 50, 75];

/** A price in won and a discount from an id: spread by a multiplicative hash so neighbours differ. */
function priceOf(id: number): { regular: number; final: number } {
  const h = Math.imul(id, 2_654_435_761) >>> 0;
  const regular = PRICES_WON[h % PRICES_WON.length]!;
  const discount = DISCOUNTS[(h >>> 8) % DISCOUNTS.length]!;
  return { regular, final: Math.round((regular * (100 - discount)) / 100 / 100) * 100 };
}

const steamFallback = (appId: number): FakeSteamApp => {
  if ((Math.imul(appId, 40_503) >>> 0) % 20 === 0) return { free: true };
  const { regular, final } = priceOf(appId);
  return { initial: regular * 100, final: final * 100 };
};
const gogFallback = (productId: string): FakeGogPrice => {
  const { regular, final } = priceOf(Number(productId.slice(-9)));
  return { base: regular * 100, final: final * 100 };
};

const port = Number(process.argv[2] ?? DEFAULT_PORT);
if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`not a port: ${process.argv[2]}`);
const fake = await startFakeStorePrices({ port, steamFallback, gogFallback });
console.log(`Fake store prices on ${fake.origin}`);
console.log(`  STEAM_STORE_URL=${fake.origin}`);
console.log(`  GOG_API_URL=${fake.origin}`);
