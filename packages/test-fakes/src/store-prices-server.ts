// A local fake of the stores' price endpoints for Korean buyers (PROTOCOLS.md §7), on one origin:
// Steam's storefront `GET /api/appdetails?appids=…&cc=kr[&filters=price_overview]` and GOG's
// `GET /products/{id}/prices?countryCode=KR`. Steam's quirks are kept: amounts ×100 even in KRW,
// several app ids only with the price filter (else `null`), a free game as `data: []` under the filter
// and `is_free` without it, `success: false` for an app not sold here, and 429 past its rate limit.
// One app without the filter gets the full answer: its store page's text in Korean (`l=koreana`) or
// English, `is_free` and `price_overview`.
// Prices can be changed while it runs (a sale starts); every request is recorded.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What an app's store page says, answered without the price filter: `short_description` (HTML) and
 * `supported_languages` (HTML, full audio marked `<strong>*</strong>`), in Korean for `l=koreana`
 * and in English otherwise. Unset: a Korean page naming the app, Korean with full audio.
 */
export type FakeSteamText = {
  shortDescription?: { koreana: string; english: string };
  supportedLanguages?: { koreana: string; english: string };
};
/** A Steam app as the fake sells it: a price in minor units (₩15,200 is 1520000), or free; and its page's text. */
export type FakeSteamApp = ({ free: true } | { currency?: string; initial: number; final: number }) & FakeSteamText;

const defaultText = (id: number) => ({
  shortDescription: { koreana: `<b>앱 ${id}</b>의 한국어 상점 소개입니다.`, english: `The store description of app ${id}.` },
  supportedLanguages: {
    koreana: '영어<strong>*</strong>, 한국어<strong>*</strong><br><strong>*</strong>음성이 지원되는 언어',
    english: 'English<strong>*</strong>, Korean<strong>*</strong><br><strong>*</strong>languages with full audio support',
  },
});
/** A GOG product's price in minor units, and its currency (KRW unless told). */
export type FakeGogPrice = { currency?: string; base: number; final: number };

export interface FakeStorePricesOptions {
  steam?: Record<number, FakeSteamApp>;
  gog?: Record<string, FakeGogPrice>;
  /** The port to listen on (a free one by default). */
  port?: number;
  /** What an app or product not listed above sells for (the development server prices any catalog's games). */
  steamFallback?: (appId: number) => FakeSteamApp | null;
  gogFallback?: (productId: string) => FakeGogPrice | null;
  /** Steam's limit: at most `calls` appdetails calls per `windowMs` (default 200 per 5 minutes), then 429. */
  steamLimit?: { calls: number; windowMs: number };
}

export interface FakeStorePrices {
  /** http://127.0.0.1:<port>, standing in for both https://store.steampowered.com and https://api.gog.com. */
  origin: string;
  /** Change or add what the stores charge (a sale starts, a price rises); `null` stops selling it. */
  steam: Map<number, FakeSteamApp>;
  gog: Map<string, FakeGogPrice>;
  /** Every request's path and query, oldest first. */
  requests: string[];
  /** Steam calls answered 429. */
  rateLimited: number;
  /** Until set back to null, every request answers this status. */
  failWith: number | null;
  /** Milliseconds every answer waits before it is sent (a slow store). */
  delayMs: number;
  close(): Promise<void>;
}

const won = (minor: number) => `₩ ${(minor / 100).toLocaleString('en')}`;

export async function startFakeStorePrices(options: FakeStorePricesOptions = {}): Promise<FakeStorePrices> {
  const limit = options.steamLimit ?? { calls: 200, windowMs: 300_000 };
  const calls: number[] = [];
  const fake: FakeStorePrices = {
    origin: '',
    steam: new Map(Object.entries(options.steam ?? {}).map(([id, app]) => [Number(id), app])),
    gog: new Map(Object.entries(options.gog ?? {})),
    requests: [],
    rateLimited: 0,
    failWith: null,
    delayMs: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    void res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));

  const server: Server = createServer((req, res) => {
    if (fake.delayMs > 0) return void setTimeout(() => answer(req, res), fake.delayMs);
    answer(req, res);
  });
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    fake.requests.push(`${url.pathname}${url.search}`);
    if (fake.failWith !== null) return void res.writeHead(fake.failWith, { 'content-type': 'text/html' }).end('<h1>Error</h1>');
    if (req.method !== 'GET') return json(res, 405, { error: 'method' });

    if (url.pathname === '/api/appdetails') {
      const now = Date.now();
      while (calls.length > 0 && calls[0]! <= now - limit.windowMs) calls.shift();
      if (calls.length >= limit.calls) {
        fake.rateLimited += 1;
        return void res
          .writeHead(429, { 'content-type': 'text/html', 'retry-after': String(Math.ceil((calls[0]! + limit.windowMs - now) / 1000)) })
          .end('');
      }
      calls.push(now);
      const ids = (url.searchParams.get('appids') ?? '').split(',').filter((id) => /^\d+$/.test(id));
      const filtered = url.searchParams.get('filters') === 'price_overview';
      // Steam answers several ids only under the price filter.
      if (ids.length !== 1 && !filtered) return json(res, 200, null);
      const korea = (url.searchParams.get('cc') ?? '').toLowerCase() === 'kr';
      const language = url.searchParams.get('l') === 'koreana' ? 'koreana' : 'english';
      const body: Record<string, unknown> = {};
      for (const id of ids) {
        const app = fake.steam.get(Number(id)) ?? options.steamFallback?.(Number(id));
        // The full answer's page text (without the filter only).
        const page = () => {
          const text = defaultText(Number(id));
          return {
            type: 'game',
            name: `App ${id}`,
            steam_appid: Number(id),
            short_description: (app?.shortDescription ?? text.shortDescription)[language],
            supported_languages: (app?.supportedLanguages ?? text.supportedLanguages)[language],
          };
        };
        if (!app || !korea) body[id] = { success: false };
        else if ('free' in app) body[id] = { success: true, data: filtered ? [] : { ...page(), is_free: true } };
        else {
          const price = {
            currency: app.currency ?? 'KRW',
            initial: app.initial,
            final: app.final,
            discount_percent: app.initial === 0 ? 0 : Math.round(((app.initial - app.final) / app.initial) * 100),
            initial_formatted: app.final === app.initial ? '' : won(app.initial),
            final_formatted: won(app.final),
          };
          body[id] = {
            success: true,
            data: filtered ? { price_overview: price } : { ...page(), is_free: false, price_overview: price },
          };
        }
      }
      return json(res, 200, body);
    }

    const gog = /^\/products\/(\d+)\/prices$/.exec(url.pathname);
    if (gog) {
      const price = fake.gog.get(gog[1]!) ?? options.gogFallback?.(gog[1]!);
      if (!price || url.searchParams.get('countryCode') !== 'KR')
        return json(res, 404, { error: 'not_found', error_description: 'Product not found' });
      const currency = price.currency ?? 'KRW';
      return json(res, 200, {
        _links: { self: { href: `${fake.origin}${url.pathname}${url.search}` } },
        _embedded: {
          prices: [
            {
              currency: { code: currency },
              basePrice: `${price.base} ${currency}`,
              finalPrice: `${price.final} ${currency}`,
              bonusWalletFunds: `0 ${currency}`,
            },
          ],
        },
      });
    }
    return json(res, 404, { error: 'not_found' });
  };
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
