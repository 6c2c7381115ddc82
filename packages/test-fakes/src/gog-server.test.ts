// Drives the fake GOG over real HTTP the way our server talks to GOG: the login URL built by hand, the
// browser's sign-in (signIn), GET /token for both grants, and the three embed.gog.com calls.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGog, type FakeGog, type FakeGogAccount, type FakeGogProduct } from './gog-server.ts';

const NOW = Date.UTC(2024, 4, 1, 12, 0, 0);
const ALICE = '48628349957132247';
const BOB = '48628349900000002';

const witcher: FakeGogProduct = {
  id: 1495134320,
  title: 'The Witcher 3: Wild Hunt - Game of the Year Edition',
  releaseDate: '2015-05-19',
  category: 'Role-playing',
};
const stardew: FakeGogProduct = { id: 1453375253, title: 'Stardew Valley', worksOn: { Windows: true, Mac: true, Linux: true } };
const movie: FakeGogProduct = { id: 1207665463, title: 'The Art of Playing', isMovie: true };

const alice: FakeGogAccount = { userId: ALICE, username: 'alice<b>', email: 'alice@example.com', products: [witcher, stardew, movie] };

function loginUrl(fake: FakeGog, params: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    client_id: fake.clientId,
    redirect_uri: fake.redirectUri,
    response_type: 'code',
    layout: 'client2',
    ...params,
  });
  return `${fake.authUrl}/auth?${query.toString()}`;
}

async function signInCode(fake: FakeGog, userId = ALICE): Promise<string> {
  const landing = await fake.signIn(loginUrl(fake), userId);
  return new URL(landing).searchParams.get('code') ?? '';
}

/** GET /token's JSON: the token fields, or error and error_description. */
interface TokenBody {
  access_token: string;
  refresh_token: string;
  session_id: string;
  error?: string;
  [field: string]: unknown;
}

async function token(fake: FakeGog, params: Record<string, string>) {
  const res = await fetch(`${fake.authUrl}/token?${new URLSearchParams(params).toString()}`);
  return { status: res.status, body: (await res.json()) as TokenBody };
}

function codeGrant(fake: FakeGog, code: string, overrides: Record<string, string> = {}) {
  return token(fake, {
    client_id: fake.clientId,
    client_secret: fake.clientSecret,
    grant_type: 'authorization_code',
    code,
    redirect_uri: fake.redirectUri,
    ...overrides,
  });
}

function refreshGrant(fake: FakeGog, refreshToken: string) {
  return token(fake, {
    client_id: fake.clientId,
    client_secret: fake.clientSecret,
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });
}

async function tokensFor(fake: FakeGog, userId = ALICE) {
  const { body } = await codeGrant(fake, await signInCode(fake, userId));
  return { accessToken: body.access_token, refreshToken: body.refresh_token };
}

async function embed(fake: FakeGog, path: string, accessToken?: string) {
  const headers: Record<string, string> = accessToken ? { authorization: `Bearer ${accessToken}` } : {};
  const res = await fetch(`${fake.embedUrl}${path}`, { headers });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text, json: () => JSON.parse(text) };
}

interface ProductsPage {
  products: Record<string, unknown>[];
  [field: string]: unknown;
}

async function productsPage(fake: FakeGog, query: string, accessToken: string): Promise<ProductsPage> {
  return (await embed(fake, `/account/getFilteredProducts?${query}`, accessToken)).json() as ProductsPage;
}

function products(count: number, first = 1_207_000_000): FakeGogProduct[] {
  return Array.from({ length: count }, (_, i) => ({ id: first + i, title: `Game ${String(i + 1).padStart(3, '0')}` }));
}

let fake: FakeGog;
beforeEach(async () => {
  fake = await startFakeGog({ now: () => NOW });
  fake.addAccount(alice);
});
afterEach(() => fake.close());

describe('set-up', () => {
  it('uses the Galaxy client and a redirect URI on the fake embed host', () => {
    expect(fake.clientId).toBe('46899977096215655');
    expect(fake.clientSecret).toBe('9d85c43b1482497dbbce61f6e4aa173a433796eeae2ca8c5f6129f2dc4de46d9');
    expect(fake.authUrl).toBe(`${fake.origin}/auth.gog.com`);
    expect(fake.embedUrl).toBe(`${fake.origin}/embed.gog.com`);
    expect(fake.redirectUri).toBe(`${fake.embedUrl}/on_login_success?origin=client`);
    expect(fake.env).toEqual({
      GOG_AUTH_URL: fake.authUrl,
      GOG_EMBED_URL: fake.embedUrl,
      GOG_CLIENT_ID: fake.clientId,
      GOG_CLIENT_SECRET: fake.clientSecret,
    });
  });
});

describe('login page', () => {
  it('lands on on_login_success with a code, and the landing page is a blank HTML page', async () => {
    const landing = await fake.signIn(loginUrl(fake), ALICE);
    expect(landing).toMatch(new RegExp(`^${escapeRegExp(fake.redirectUri)}&code=[A-Za-z0-9_-]{128}$`));
    // lgogdownloader's regex for a pasted landing URL.
    expect(/.*code=(.*?)([?&].*|$)/i.exec(landing)?.[1]).toHaveLength(128);
    const page = await fetch(landing);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('lists the accounts as escaped buttons and accepts any layout', async () => {
    const res = await fetch(loginUrl(fake, { layout: 'galaxy' }));
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(`<button type="submit" name="account" value="${ALICE}">alice&#60;b&#62; (${ALICE})</button>`);
    expect(html).not.toContain('<b>');
  });

  it('signs in by username or email through the login field, and re-shows the page for an unknown account', async () => {
    await expect(fake.signIn(loginUrl(fake), 'alice@example.com')).resolves.toContain('code=');
    await expect(fake.signIn(loginUrl(fake), BOB)).rejects.toThrow(
      /did not redirect \(200\).*알 수 없는 GOG 계정입니다: 48628349900000002/,
    );
  });

  it.each([
    ['an unknown client_id', { client_id: '1' }],
    ['a redirect_uri of our own', { redirect_uri: 'http://127.0.0.1:5999/api/gog/callback' }],
    ['the real embed.gog.com redirect_uri', { redirect_uri: 'https://embed.gog.com/on_login_success?origin=client' }],
    ['response_type=token', { response_type: 'token' }],
  ])('refuses %s', async (_, params) => {
    expect((await fetch(loginUrl(fake, params))).status).toBe(400);
    await expect(fake.signIn(loginUrl(fake, params), ALICE)).rejects.toThrow(/\(400\)/);
  });

  it('refuses a login URL on another host', async () => {
    await expect(fake.signIn(loginUrl(fake).replace('/auth.gog.com/', '/embed.gog.com/'), ALICE)).rejects.toThrow(/not the fake GOG/);
  });
});

describe('GET /token', () => {
  it('exchanges a code for GOG’s token answer, once', async () => {
    const code = await signInCode(fake);
    const first = await codeGrant(fake, code);
    expect(first).toEqual({
      status: 200,
      body: {
        expires_in: 3600,
        scope: '',
        token_type: 'bearer',
        access_token: expect.stringMatching(/^\w{190}$/),
        user_id: ALICE,
        refresh_token: expect.stringMatching(/^[\w-]{64}$/),
        session_id: expect.stringMatching(/^\d{19}$/),
      },
    });
    expect(await codeGrant(fake, code)).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: "Code doesn't exist or is invalid for the client" },
    });
  });

  it('refuses a wrong client secret without spending the code', async () => {
    const code = await signInCode(fake);
    expect(await codeGrant(fake, code, { client_secret: 'wrong' })).toEqual({
      status: 400,
      body: { error: 'invalid_client', error_description: 'The client credentials are invalid' },
    });
    expect((await codeGrant(fake, code)).status).toBe(200);
  });

  it('refuses a different redirect_uri, an expired code, a missing code and an unknown grant', async () => {
    const code = await signInCode(fake);
    expect((await codeGrant(fake, code, { redirect_uri: 'https://embed.gog.com/on_login_success?origin=client' })).body.error).toBe(
      'redirect_uri_mismatch',
    );
    fake.advanceTime(61);
    expect((await codeGrant(fake, code)).body).toEqual({ error: 'invalid_grant', error_description: 'The authorization code has expired' });
    expect((await codeGrant(fake, '')).body.error).toBe('invalid_request');
    expect((await codeGrant(fake, code, { grant_type: 'password' })).body.error).toBe('unsupported_grant_type');
  });

  it('refuses POST (only GET with query parameters is confirmed)', async () => {
    const code = await signInCode(fake);
    const body = new URLSearchParams({
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
      grant_type: 'authorization_code',
      code,
      redirect_uri: fake.redirectUri,
    });
    const res = await fetch(`${fake.authUrl}/token`, { method: 'POST', body });
    expect(res.status).toBe(405);
    expect((await codeGrant(fake, code)).status).toBe(200);
  });

  it('refreshes into a new token pair and retires the used refresh token', async () => {
    const code = await signInCode(fake);
    const login = (await codeGrant(fake, code)).body;
    fake.advanceTime(3600);
    const refreshed = await refreshGrant(fake, login.refresh_token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ expires_in: 3600, token_type: 'bearer', user_id: ALICE, session_id: login.session_id });
    expect(refreshed.body.access_token).not.toBe(login.access_token);
    expect(refreshed.body.refresh_token).not.toBe(login.refresh_token);
    expect((await embed(fake, '/userData.json', refreshed.body.access_token)).json().userId).toBe(ALICE);
    expect(await refreshGrant(fake, login.refresh_token)).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Invalid refresh token' },
    });
    expect((await refreshGrant(fake, refreshed.body.refresh_token)).status).toBe(200);
  });

  it('refuses every refresh token of an account after revokeRefreshTokens, and only of that account', async () => {
    fake.addAccount({ userId: BOB, username: 'bob' });
    const first = await tokensFor(fake);
    const second = await tokensFor(fake);
    const bobs = await tokensFor(fake, BOB);
    fake.revokeRefreshTokens(ALICE);
    expect((await refreshGrant(fake, first.refreshToken)).body.error).toBe('invalid_grant');
    expect((await refreshGrant(fake, second.refreshToken)).status).toBe(400);
    expect((await refreshGrant(fake, bobs.refreshToken)).status).toBe(200);
    // A new login works again.
    expect((await refreshGrant(fake, (await tokensFor(fake)).refreshToken)).status).toBe(200);
  });

  it('lets custom client credentials replace the Galaxy ones', async () => {
    const custom = await startFakeGog({ clientId: '1234', clientSecret: 'shh' });
    try {
      custom.addAccount(alice);
      const code = new URL(await custom.signIn(loginUrl(custom), ALICE)).searchParams.get('code') ?? '';
      expect((await codeGrant(custom, code)).status).toBe(200);
      expect(custom.env.GOG_CLIENT_ID).toBe('1234');
    } finally {
      await custom.close();
    }
  });
});

describe('embed.gog.com', () => {
  it('answers userData.json for the token’s user, ids as strings', async () => {
    const { accessToken } = await tokensFor(fake);
    const res = await embed(fake, '/userData.json', accessToken);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json; charset=utf-8');
    expect(res.json()).toMatchObject({
      country: 'KR',
      isLoggedIn: true,
      userId: ALICE,
      galaxyUserId: ALICE,
      username: 'alice<b>',
      email: 'alice@example.com',
      selectedCurrency: { code: 'USD', symbol: '$' },
      checksum: { games: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
  });

  it('lists owned ids, movies included, in user/data/games', async () => {
    const { accessToken } = await tokensFor(fake);
    expect((await embed(fake, '/user/data/games', accessToken)).json()).toEqual({ owned: [1495134320, 1453375253, 1207665463] });
  });

  it('answers getFilteredProducts with GOG’s shape, games only for mediaType=1', async () => {
    const { accessToken } = await tokensFor(fake);
    const res = await productsPage(fake, 'mediaType=1&page=1', accessToken);
    expect(res).toMatchObject({
      sortBy: 'date_purchased',
      page: 1,
      totalProducts: 2,
      totalPages: 1,
      productsPerPage: 100,
      moviesCount: 1,
      updatedProductsCount: 0,
      hasHiddenProducts: false,
    });
    expect(res.products.map((p) => p.id)).toEqual([1495134320, 1453375253]);
    expect(res.products[0]).toEqual({
      isGalaxyCompatible: true,
      tags: [],
      id: 1495134320,
      availability: { isAvailable: true, isAvailableInAccount: true },
      title: 'The Witcher 3: Wild Hunt - Game of the Year Edition',
      image: expect.stringMatching(/^\/\/images-[1-4]\.gog-statics\.com\/[0-9a-f]{64}$/),
      url: '/game/the_witcher_3_wild_hunt_game_of_the_year_edition',
      worksOn: { Windows: true, Mac: false, Linux: false },
      category: 'Role-playing',
      rating: 0,
      isComingSoon: false,
      isMovie: false,
      isGame: true,
      slug: 'the_witcher_3_wild_hunt_game_of_the_year_edition',
      updates: 0,
      isNew: false,
      dlcCount: 0,
      releaseDate: { date: '2015-05-19 00:00:00.000000', timezone_type: 3, timezone: 'Europe/Nicosia' },
      isBaseProductMissing: false,
      isHidingDisabled: false,
      isInDevelopment: false,
      isHidden: false,
    });
    const movies = await productsPage(fake, 'mediaType=2&page=1', accessToken);
    expect(movies.products).toEqual([
      expect.objectContaining({ id: 1207665463, isMovie: true, isGame: false, url: '/movie/the_art_of_playing' }),
    ]);
  });

  it('pages 120 products by 100, 1-based, and answers totalPages 0 for an empty library', async () => {
    fake.updateAccount(ALICE, { products: [...products(120), movie] });
    fake.addAccount({ userId: BOB, username: 'bob' });
    const { accessToken } = await tokensFor(fake);
    const page = (n: number) => productsPage(fake, `mediaType=1&page=${n}`, accessToken);
    const first = await page(1);
    expect(first).toMatchObject({ page: 1, totalProducts: 120, totalPages: 2, productsPerPage: 100 });
    expect(first.products).toHaveLength(100);
    const second = await page(2);
    expect(second).toMatchObject({ page: 2, totalProducts: 120, totalPages: 2 });
    expect(second.products.map((p) => p.title)).toEqual(products(20, 1_207_000_100).map((_, i) => `Game ${101 + i}`));
    expect((await page(3)).products).toEqual([]);
    // What a client's loop (while page < totalPages) collects.
    const all = [...first.products, ...second.products].map((p) => p.id);
    expect(new Set(all).size).toBe(120);
    expect(all).not.toContain(movie.id);

    const bob = await tokensFor(fake, BOB);
    const empty = await productsPage(fake, 'mediaType=1&page=1', bob.accessToken);
    expect(empty).toMatchObject({ page: 1, totalProducts: 0, totalPages: 0, moviesCount: 0, products: [] });
  });

  it('sorts by title, searches, hides hidden products and sends the type quirks', async () => {
    fake.updateAccount(ALICE, {
      products: [witcher, { ...stardew, updates: '2', idAsString: true }, { id: 1308320804, title: 'Hollow Knight', isHidden: true }],
    });
    const { accessToken } = await tokensFor(fake);
    const list = (query: string) => productsPage(fake, `mediaType=1&${query}`, accessToken);
    const byTitle = await list('sortBy=title');
    expect(byTitle.products.map((p) => p.id)).toEqual(['1453375253', 1495134320]);
    expect(byTitle.products[0]?.updates).toBe('2');
    expect(byTitle).toMatchObject({ sortBy: 'title', hasHiddenProducts: true, updatedProductsCount: 1 });
    expect((await list('search=witcher')).totalProducts).toBe(1);
    expect((await list('hiddenFlag=1')).products.map((p) => p.id)).toEqual([1308320804]);
  });

  it('answers an expired token with 401 and GOG’s HTML login page, until the client refreshes', async () => {
    const { accessToken, refreshToken } = await tokensFor(fake);
    fake.advanceTime(3599);
    expect((await embed(fake, '/userData.json', accessToken)).status).toBe(200);
    fake.advanceTime(1);
    for (const path of ['/userData.json', '/user/data/games', '/account/getFilteredProducts?mediaType=1&page=1']) {
      const res = await embed(fake, path, accessToken);
      expect(res.status).toBe(401);
      expect(res.type).toBe('text/html; charset=utf-8');
      expect(res.text.startsWith('<')).toBe(true);
    }
    const refreshed = await refreshGrant(fake, refreshToken);
    expect((await embed(fake, '/userData.json', refreshed.body.access_token)).json().isLoggedIn).toBe(true);
  });

  it('answers an unknown token like an expired one', async () => {
    const res = await embed(fake, '/account/getFilteredProducts?mediaType=1&page=1', 'not-a-token');
    expect(res.status).toBe(401);
    expect(res.text).toMatch(/^<!DOCTYPE html>/);
  });

  it('answers a request without credentials as GOG answers a visitor', async () => {
    const user = await embed(fake, '/userData.json');
    expect(user.status).toBe(200);
    expect(user.json()).toMatchObject({ isLoggedIn: false });
    expect(user.json()).not.toHaveProperty('username');
    const library = await embed(fake, '/account/getFilteredProducts?mediaType=1&page=1');
    expect(library.status).toBe(200);
    expect(library.type).toBe('text/html; charset=utf-8');
    expect(library.text.startsWith('<')).toBe(true);
  });

  it('stops answering for a removed account', async () => {
    const { accessToken, refreshToken } = await tokensFor(fake);
    fake.removeAccount(ALICE);
    expect((await embed(fake, '/userData.json', accessToken)).status).toBe(401);
    expect((await refreshGrant(fake, refreshToken)).status).toBe(400);
  });

  it('answers failNext statuses first, then normally', async () => {
    const { accessToken } = await tokensFor(fake);
    fake.failNext(503, 2);
    fake.failNext(429);
    const first = await embed(fake, '/userData.json', accessToken);
    expect(first.status).toBe(503);
    expect(first.text).toContain('Service Unavailable');
    expect((await embed(fake, '/user/data/games', accessToken)).status).toBe(503);
    // The auth host is not affected.
    expect((await refreshGrant(fake, (await tokensFor(fake)).refreshToken)).status).toBe(200);
    expect((await embed(fake, '/account/getFilteredProducts?mediaType=1', accessToken)).status).toBe(429);
    expect((await embed(fake, '/userData.json', accessToken)).status).toBe(200);
    expect(() => fake.failNext(200)).toThrow();
  });

  it('answers 404 for an embed path on the auth host', async () => {
    const { accessToken } = await tokensFor(fake);
    const res = await fetch(`${fake.authUrl}/userData.json`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(res.status).toBe(404);
  });

  it('records every request', async () => {
    await tokensFor(fake);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /auth.gog.com/auth',
      'POST /auth.gog.com/auth',
      'GET /auth.gog.com/token',
    ]);
    expect(fake.requests[2]?.query.grant_type).toBe('authorization_code');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
