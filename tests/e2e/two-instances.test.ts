import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LoginDataSchema,
  accountMessages,
  type Game,
  type LoginData,
  createReview,
  devSignIn,
  getSignedInUser,
  renewSession,
  signOut,
  syncSteamLibrary,
  getGame,
  listGames,
  pathOf,
  addCollectionGame,
  createCollection,
  pagePopularCollections,
  toggleCollectionLike,
} from '@gameshelf/contracts';
import { startFakeSteam, type FakeSteam } from '@gameshelf/test-fakes/steam-server';
import { startBuiltServer, type RunningServer } from './server.ts';

const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
const STEAM_ID = '76561198000000999';

/** A round-robin proxy in front of the instances, as a load balancer would be. */
function startProxy(targets: string[]): Promise<{ url: string; close: () => Promise<void> }> {
  let next = 0;
  const server: Server = createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length]!);
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

/**
 * Two API processes of the production build on one PostgreSQL database and one Redis (issue 21),
 * sharing JWT_SECRET and GOG_TOKEN_KEY as the README says to: sessions, rate limits, the store
 * sync cooldown and the caches (game details with their ratings, popular collections) agree, and a
 * write through one is visible through the other as soon as its commit's NOTIFY arrives. Needs the servers CI has
 * (TEST_DATABASE_URL, TEST_REDIS_URL); the embedded database is one process's by nature.
 */
describe.runIf(TEST_DATABASE_URL && TEST_REDIS_URL)('two instances, one truth', () => {
  const databaseName = `gameshelf_two_${randomBytes(5).toString('hex')}`;
  let databaseUrl: string;
  let steam: FakeSteam;
  let a: RunningServer;
  let b: RunningServer;
  let proxy: Awaited<ReturnType<typeof startProxy>>;

  const admin = async <T>(work: (client: pg.Client) => Promise<T>, url = TEST_DATABASE_URL!): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${databaseName}`));
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    steam = await startFakeSteam();
    steam.addAccount({ steamId: STEAM_ID, personaName: '둘다 플레이어', games: [{ appid: 620, name: 'Portal 2', playtimeForever: 60 }] });
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL!,
      JWT_SECRET: randomBytes(32).toString('hex'),
      GOG_TOKEN_KEY: randomBytes(32).toString('hex'),
      ...steam.env,
    };
    // The first migrates and loads the catalog; the second starts on the ready database.
    a = await startBuiltServer({ env });
    b = await startBuiltServer({ env });
    proxy = await startProxy([a.baseUrl, b.baseUrl]);
  }, 240_000);

  afterAll(async () => {
    await proxy?.close();
    await a?.stop();
    await b?.stop();
    await steam?.close();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  });

  const call = (base: string, method: string, path: string, token?: string, body?: unknown) =>
    fetch(base + path, {
      method,
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const firstGameId = async (base: string, query: string): Promise<number> => {
    const page = (await (await call(base, 'GET', `${listGames.path}${query}`)).json()) as { content: Game[] };
    return page.content[0]!.id;
  };

  const signIn = async (base: string, username: string): Promise<LoginData> => {
    const res = await call(base, 'POST', devSignIn.path, undefined, { username });
    expect(res.status, await res.clone().text()).toBe(200);
    return LoginDataSchema.parse(await res.json());
  };

  it('shares sessions: signed in through one, known to the other; signed out through one, refused by both', async () => {
    const login = await signIn(a.baseUrl, 'two_session');
    expect((await call(b.baseUrl, 'GET', getSignedInUser.path, login.accessToken)).status).toBe(200);
    // Refreshed through B, the old refresh token replayed through A revokes the family (theft).
    const refreshed = await call(b.baseUrl, 'POST', renewSession.path, undefined, { refreshToken: login.refreshToken });
    expect(refreshed.status).toBe(200);
    const rotated = LoginDataSchema.parse(await refreshed.json());
    expect((await call(a.baseUrl, 'POST', renewSession.path, undefined, { refreshToken: login.refreshToken })).status).toBe(401);
    expect((await call(b.baseUrl, 'POST', renewSession.path, undefined, { refreshToken: rotated.refreshToken })).status).toBe(401);
    const again = await signIn(b.baseUrl, 'two_session');
    expect((await call(a.baseUrl, 'POST', signOut.path, again.accessToken)).status).toBe(200);
    const after = await call(b.baseUrl, 'GET', getSignedInUser.path, again.accessToken);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ message: expect.stringMatching(/[가-힣]/) });
    expect(accountMessages.loginRequired).toMatch(/[가-힣]/);
  });

  it("shows a review written through one in the other's cached game detail at once", async () => {
    const login = await signIn(a.baseUrl, 'two_reviewer');
    const gameId = await firstGameId(a.baseUrl, '?size=1&sortBy=popularity');
    const before = (await (await call(b.baseUrl, 'GET', pathOf(getGame.path, { id: gameId }))).json()) as Game;
    // Cached in B now (a second read answers from memory).
    expect(((await (await call(b.baseUrl, 'GET', pathOf(getGame.path, { id: gameId }))).json()) as Game).userRatingCount).toBe(
      before.userRatingCount,
    );
    const written = await call(a.baseUrl, 'POST', createReview.path, login.accessToken, {
      gameId,
      rating: 5,
      content: '두 서버 어디서 봐도 같은 별점이어야 해요. 정말 재미있게 했습니다.',
      completionStatus: 'COMPLETED',
    });
    expect(written.status, await written.clone().text()).toBeLessThan(300);
    const seen = async () => ((await (await call(b.baseUrl, 'GET', pathOf(getGame.path, { id: gameId }))).json()) as Game).userRatingCount;
    // B drops its copy on the NOTIFY sent at A's commit: milliseconds after A answered (decisions.md).
    await expect.poll(seen, { timeout: 2_000, interval: 20 }).toBe(before.userRatingCount + 1);
  });

  it("shows a like given through one in the other's popular collections at once", async () => {
    const owner = await signIn(a.baseUrl, 'two_owner');
    const fan = await signIn(b.baseUrl, 'two_fan');
    const created = await call(a.baseUrl, 'POST', createCollection.path, owner.accessToken, { name: '둘이 보는 선반', isPublic: true });
    const { id } = (await created.json()) as { id: number };
    const gameId = await firstGameId(a.baseUrl, '?size=1');
    expect((await call(a.baseUrl, 'POST', pathOf(addCollectionGame.path, { id: id }), owner.accessToken, { gameId })).status).toBeLessThan(
      300,
    );
    const likesIn = async (base: string) => {
      const page = (await (await call(base, 'GET', pagePopularCollections.path)).json()) as {
        content: { id: number; likesCount: number }[];
      };
      return page.content.find((c) => c.id === id)?.likesCount ?? 0;
    };
    expect(await likesIn(b.baseUrl)).toBe(0);
    expect((await call(a.baseUrl, 'POST', pathOf(toggleCollectionLike.path, { id: id }), fan.accessToken)).status).toBe(200);
    // B hears of the like by NOTIFY at A's commit: milliseconds after A answered (decisions.md).
    await expect.poll(() => likesIn(b.baseUrl), { timeout: 2_000, interval: 20 }).toBe(1);
  });

  it('holds one sync cooldown across both: a sync started through one refuses a second through the other', async () => {
    const login = await signIn(a.baseUrl, 'two_steam');
    await admin(
      (client) =>
        client.query(`INSERT INTO store_links (user_id, store, external_user_id, username) VALUES ($1, 'steam', $2, '둘다 플레이어')`, [
          login.userId,
          STEAM_ID,
        ]),
      databaseUrl,
    );
    const first = await call(a.baseUrl, 'POST', syncSteamLibrary.path, login.accessToken);
    expect(first.status, await first.clone().text()).toBe(200);
    const second = await call(b.baseUrl, 'POST', syncSteamLibrary.path, login.accessToken);
    expect(second.status).toBe(429);
    expect(await second.json()).toMatchObject({ code: 'SYNC_COOLDOWN', message: expect.stringMatching(/동기화는 \d+분 후에 가능합니다/) });
  });

  it('counts one rate limit across both behind the balancer', async () => {
    // Development sign-in allows 20 a minute per address; the proxy sends them to both in turn.
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++)
      statuses.push((await call(proxy.url, 'POST', devSignIn.path, undefined, { username: `two_rate_${i}` })).status);
    const allowed = statuses.filter((status) => status === 200).length;
    expect(allowed).toBeGreaterThan(0);
    // Earlier tests signed in through A and B directly (same address), so fewer than 20 may be left;
    // with per-process counters the two would allow up to 40 between them.
    expect(allowed).toBeLessThanOrEqual(20);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
    const refused = await call(proxy.url, 'POST', devSignIn.path, undefined, { username: 'two_rate_last' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/[가-힣]/) });
  });
});
