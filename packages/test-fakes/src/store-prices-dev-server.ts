// Development stand-in for the stores' price endpoints on a fixed port, so `npm run dev` shows prices:
//   node --import tsx packages/test-fakes/src/store-prices-dev-server.ts [port]   (default 8093)
// Every Steam app and GOG product has a price worked out from its id (the same on every run): most at
// ₩9,800-₩64,800, about a third on sale, one in twenty free on Steam; two Steam pages in three are in
// Korean. Steam's rate limit is kept.
import { startFakeStorePrices, type FakeGogPrice, type FakeSteamApp, type FakeSteamText } from './store-prices-server.ts';

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

/**
 * Two apps in three have a Korean store page (subtitles; every sixth also Korean audio); the rest an
 * English one without Korean, so `npm run dev` does not mark every Steam game as Korean-supported.
 */
function textOf(appId: number): FakeSteamText {
  const h = Math.imul(appId, 2_246_822_519) >>> 0;
  if (h % 3 === 0) {
    const english = `A development stand-in for app ${appId}'s store page.`;
    return {
      shortDescription: { koreana: english, english },
      supportedLanguages: { koreana: '영어<strong>*</strong>, 일본어', english: 'English<strong>*</strong>, Japanese' },
    };
  }
  const audio = h % 6 === 1 ? '<strong>*</strong>' : '';
  return {
    shortDescription: {
      koreana: `개발용 가짜 스토어가 보낸 앱 ${appId}의 한국어 소개입니다.`,
      english: `A development stand-in for app ${appId}'s store page.`,
    },
    supportedLanguages: {
      koreana: `영어<strong>*</strong>, 한국어${audio}<br><strong>*</strong>음성이 지원되는 언어`,
      english: `English<strong>*</strong>, Korean${audio}<br><strong>*</strong>languages with full audio support`,
    },
  };
}

const steamFallback = (appId: number): FakeSteamApp => {
  if ((Math.imul(appId, 40_503) >>> 0) % 20 === 0) return { free: true, ...textOf(appId) };
  const { regular, final } = priceOf(appId);
  return { initial: regular * 100, final: final * 100, ...textOf(appId) };
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
