import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeIgdb, type FakeIgdb, type FakeIgdbOptions, type RecordedIgdbRequest } from '@gameshelf/test-fakes/igdb-server';
import { createIgdbClient, IgdbApiError, type IgdbClient, type IgdbClientOptions } from '../../src/integrations/igdb/igdb-client.ts';
import { createCatalog, type Catalog } from '../../src/modules/catalog/catalog.ts';
import { syncContext, type SyncIgdbResult } from '../../src/modules/catalog/ingest/sync-igdb.ts';
import { createTwitchTokenProvider, TwitchTokenError } from '../../src/integrations/igdb/twitch-token.ts';
import type { IgdbMappingContext } from '../../src/modules/catalog/ingest/igdb-mapping.ts';
import { queryRows, type AppDb } from '../../src/db/database.ts';
import { engines, type TestDatabase } from '../helper.ts';

/** The address a fetch call goes to, whichever form it was given in. */
const urlOf = (input: string | URL | Request): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const FIXTURE_IDS = [1942, 12503, 12504, 14593, 22439, 25076, 119133, 228548];
/** No curated titles: IGDB's own Korean names must show through. */
const plainCtx: IgdbMappingContext = { keepSummary: true };
const FAST = { retryBaseDelayMs: 5, retryMaxDelayMs: 20 } satisfies Partial<IgdbClientOptions>;

let fake: FakeIgdb | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** A fake IGDB and a client for it. Unless told otherwise both allow a high rate, to keep tests quick. */
async function connect(
  fakeOptions: FakeIgdbOptions = { requestsPerSecond: 1000 },
  clientOptions: Partial<IgdbClientOptions> = { requestsPerSecond: 1000 },
) {
  fake = await startFakeIgdb(fakeOptions);
  return { fake, client: clientFor(fake, clientOptions) };
}

/** A client for the fake with quick retries; `overrides` win. */
const clientFor = (f: FakeIgdb, overrides: Partial<IgdbClientOptions> = {}): IgdbClient =>
  createIgdbClient({ clientId: f.clientId, clientSecret: f.clientSecret, apiUrl: f.apiUrl, tokenUrl: f.tokenUrl, ...FAST, ...overrides });

/** True when no `limit + 1` requests started within any one-second window. */
function startsPerSecondAtMost(requests: readonly RecordedIgdbRequest[], limit: number): boolean {
  const starts = requests.map((r) => r.startedAt).sort((a, b) => a - b);
  return starts.every((t, i) => i < limit || t - starts[i - limit]! >= 1000);
}

/** Most requests open at the same moment, from the recorded start and finish times. */
function mostOpenAtOnce(requests: readonly RecordedIgdbRequest[]): number {
  const events = requests.flatMap((r) => [
    [r.startedAt, 1],
    [r.finishedAt ?? Number.POSITIVE_INFINITY, -1],
  ]);
  events.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  let open = 0;
  let most = 0;
  for (const [, change] of events) most = Math.max(most, (open += change!));
  return most;
}

describe('Twitch app token provider against the fake', () => {
  it('shares one request between concurrent callers and caches the token until shortly before expiry', async () => {
    fake = await startFakeIgdb({ tokenTtlSeconds: 3600 });
    let clock = 1_000_000;
    const tokens = createTwitchTokenProvider({
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      tokenUrl: fake.tokenUrl,
      now: () => clock,
    });
    const [a, b] = await Promise.all([tokens.get(), tokens.get()]);
    expect(a).toBe(b);
    expect(fake.tokenRequests()).toHaveLength(1);
    expect(fake.tokenRequests()[0]!.method).toBe('POST');

    clock += 3_530_000; // 70 s left: still cached
    expect(await tokens.get()).toBe(a);
    clock += 20_000; // 50 s left: inside the 60 s renewal margin
    const renewed = await tokens.get();
    expect(renewed).not.toBe(a);
    expect(tokens.requested).toBe(2);
  });

  it('drops a refused token but not a newer one', async () => {
    fake = await startFakeIgdb();
    const tokens = createTwitchTokenProvider({ clientId: fake.clientId, clientSecret: fake.clientSecret, tokenUrl: fake.tokenUrl });
    const first = await tokens.get();
    tokens.invalidate(first);
    const second = await tokens.get();
    expect(second).not.toBe(first);
    tokens.invalidate(first); // a late 401 for the old token
    expect(await tokens.get()).toBe(second);
    expect(fake.tokenRequests()).toHaveLength(2);
  });
});

describe('IGDB client against the fake IGDB', () => {
  it('sends Client-ID, Bearer token, Accept and a plain-text body, and fetches one token for many queries', async () => {
    const { fake, client } = await connect();
    const rows = await client.query<{ id: number; name: string }>('games', 'fields name; where id = 119133;');
    await Promise.all([
      client.query('games', 'fields name;'),
      client.query('game_time_to_beats', 'fields *;'),
      client.query('games', 'fields name;'),
    ]);
    expect(rows).toEqual([{ id: 119133, name: 'Elden Ring' }]);
    expect(fake.tokenRequests()).toHaveLength(1);
    expect(fake.tokenRequests()[0]!.query).toEqual({
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
      grant_type: 'client_credentials',
    });
    const first = fake.apiRequests()[0]!;
    expect(first.method).toBe('POST');
    expect(first.path).toBe('/v4/games');
    expect(first.headers['client-id']).toBe(fake.clientId);
    expect(first.headers.authorization).toMatch(/^Bearer [a-z0-9]{30}$/);
    expect(first.headers.accept).toBe('application/json');
    expect(first.body).toBe('fields name; where id = 119133;');
  });

  it('fetches a new token once after a 401, and gives up on a second 401', async () => {
    const { fake, client } = await connect();
    await client.query('games', 'fields name;');
    fake.revokeTokens();
    expect(await client.query('games', 'fields name; where id = 1942;')).toHaveLength(1);
    expect(fake.tokenRequests()).toHaveLength(2);
    expect(client.stats().tokenRequests).toBe(2);

    // Every token dies at once (e.g. a proxy stripping the header): one renewal, then the error.
    const broken = clientFor(fake, {
      fetch: (input, init) =>
        fetch(input, urlOf(input).includes('/v4/') ? { ...init, headers: { ...init?.headers, Authorization: 'Bearer revoked' } } : init),
    });
    const error = await broken.query('games', 'fields name;').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IgdbApiError);
    expect(error).toMatchObject({ status: 401, endpoint: 'games' });
    expect((error as IgdbApiError).body).toContain('Authorization Failure');
    expect(broken.stats()).toMatchObject({ requests: 2, tokenRequests: 2 });
  });

  it('retries 429 and 5xx answers with backoff, honouring Retry-After', async () => {
    const { fake } = await connect();
    const delays: number[] = [];
    const client = clientFor(fake, {
      requestsPerSecond: 1000,
      retryBaseDelayMs: 8,
      retryMaxDelayMs: 64,
      random: () => 1,
      onRetry: (event) => delays.push(event.delayMs),
    });
    fake.failNext(429, 2);
    fake.failNext(500, 1);
    fake.failNext(503, 1);
    fake.failNext(429, 1, { retryAfterSeconds: 1 });
    expect(await client.query('games', 'fields name; where id = 1942;')).toEqual([{ id: 1942, name: 'The Witcher 3: Wild Hunt' }]);
    expect(fake.apiRequests().map((r) => r.status)).toEqual([429, 429, 500, 503, 429, 200]);
    // Exponential steps (random() = 1 takes the whole step), then the server's Retry-After.
    expect(delays).toEqual([8, 16, 32, 64, 1000]);
    expect(client.stats()).toMatchObject({ requests: 6, retries: 5 });
  });

  it('stops retrying after maxRetries and throws the last answer', async () => {
    const { fake, client } = await connect(undefined, { requestsPerSecond: 1000, maxRetries: 2 });
    fake.failNext(500, 5);
    await expect(client.query('games', 'fields name;')).rejects.toMatchObject({ name: 'IgdbApiError', status: 500 });
    expect(fake.apiRequests()).toHaveLength(3);
  });

  it('retries network errors', async () => {
    const { fake } = await connect();
    let failures = 2;
    const client = clientFor(fake, {
      requestsPerSecond: 1000,
      fetch: async (input, init) => {
        if (urlOf(input).includes('/v4/') && failures-- > 0) throw new TypeError('fetch failed');
        return fetch(input, init);
      },
    });
    expect(await client.query('games', 'fields name; where id = 1942;')).toHaveLength(1);
    expect(client.stats()).toMatchObject({ requests: 3, retries: 2 });
  });

  it('throws other 4xx answers at once with status and body', async () => {
    const { fake, client } = await connect();
    const error = (await client.query('games', 'fields name; limit 501;').catch((e: unknown) => e)) as IgdbApiError;
    expect(error).toBeInstanceOf(IgdbApiError);
    expect(error.status).toBe(400);
    expect(JSON.parse(error.body)).toEqual([{ title: 'Syntax Error', status: 400, cause: expect.any(String) }]);
    expect(fake.apiRequests()).toHaveLength(1);
  });

  it('does not retry a refused client secret', async () => {
    const { fake } = await connect();
    const client = clientFor(fake, { clientSecret: 'wrong' });
    const error = await client.query('games', 'fields name;').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TwitchTokenError);
    expect(error).toMatchObject({ status: 403, body: '{"message":"invalid client secret","status":403}' });
    expect(fake.tokenRequests()).toHaveLength(1);
    expect(fake.apiRequests()).toHaveLength(0);
  });

  it('on the default limits never starts more than 4 requests in a second (the fake enforces 4/s too)', async () => {
    const { fake, client } = await connect({}, {});
    await Promise.all(Array.from({ length: 6 }, () => client.query('games', 'fields name; limit 1;')));
    const requests = fake.apiRequests();
    expect(requests).toHaveLength(6);
    expect(requests.every((r) => r.status === 200)).toBe(true);
    expect(startsPerSecondAtMost(requests, 4)).toBe(true);
    expect(startsPerSecondAtMost(requests, 3)).toBe(false); // it did use the allowance
  });

  it('never has more than maxInFlight requests open', async () => {
    const { fake, client } = await connect({ requestsPerSecond: 1000, responseDelayMs: 150 }, { requestsPerSecond: 1000 });
    await Promise.all(Array.from({ length: 30 }, () => client.query('games', 'fields name; limit 1;')));
    const requests = fake.apiRequests();
    expect(requests.every((r) => r.status === 200)).toBe(true);
    expect(fake.maxInFlightSeen()).toBe(8);
    expect(mostOpenAtOnce(requests)).toBe(8);
  });
});

type GameRow = {
  igdb_id: number;
  name: string;
  name_ko: string | null;
  total_rating: number | null;
  total_rating_count: number;
  cover_image_id: string | null;
  screenshot_urls: string[];
  popularity: number;
  hastily_hours: number | null;
  normally_hours: number | null;
  completely_hours: number | null;
  first_release_date: string | null;
};

async function gameRows(db: AppDb): Promise<Map<number, GameRow>> {
  const rows = await queryRows<GameRow>(
    db,
    sql`SELECT igdb_id, name, name_ko, total_rating, total_rating_count, cover_image_id, screenshot_urls, popularity,
          hastily_hours, normally_hours, completely_hours, first_release_date::text AS first_release_date
        FROM games ORDER BY igdb_id`,
  );
  return new Map(rows.map((r) => [r.igdb_id, r]));
}

const countGames = async (db: AppDb) => Number((await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM games`))[0]!.n);

describe.each(engines)('IGDB sync on $name', (engine) => {
  const opened: TestDatabase[] = [];
  /** One database per engine, synced once from a fresh catalog; tests that only read share it. */
  let synced: { db: AppDb; catalog: Catalog; result: SyncIgdbResult };
  beforeAll(async () => {
    const { db, catalog } = await freshDb();
    const source = await startFakeIgdb({ requestsPerSecond: 1000 });
    try {
      synced = { db, catalog, result: await catalog.syncIgdb(clientFor(source, { requestsPerSecond: 1000 }), { ctx: plainCtx }) };
    } finally {
      await source.close();
    }
  });
  afterAll(async () => {
    for (const t of opened) await t.dispose();
  });
  async function freshDb(): Promise<{ db: AppDb; catalog: Catalog }> {
    const t = await engine.open();
    opened.push(t);
    return { db: t.database.db, catalog: createCatalog({ database: t.database }) };
  }

  it('writes every game once with names, ratings, covers, screenshots and time to beat', async () => {
    const { db, result } = synced;
    expect(result).toMatchObject({ pages: 1, gamesRead: 8, written: 8, lastId: 228548, timeToBeats: 6 });
    const rows = await gameRows(db);
    expect([...rows.keys()]).toEqual(FIXTURE_IDS);

    expect(rows.get(1942)).toMatchObject({
      name: 'The Witcher 3: Wild Hunt',
      total_rating: 92.4, // critic score first
      total_rating_count: 3127,
      cover_image_id: 'co1wyy',
      first_release_date: '2015-05-19',
      screenshot_urls: [
        'https://images.igdb.com/igdb/image/upload/t_screenshot_big/em1y2ugcwy2myuhvb9db.jpg',
        'https://images.igdb.com/igdb/image/upload/t_screenshot_big/usxccsncekxg0wd1v6ee.jpg',
      ],
      hastily_hours: 25,
      normally_hours: 48,
      completely_hours: 100,
    });
    expect(rows.get(12503)?.total_rating).toBe(89.6); // total_rating when there is no critic score
    expect(rows.get(25076)).toMatchObject({ hastily_hours: null, normally_hours: null, completely_hours: null, screenshot_urls: [] });
    // Main games rank above their add-ons and editions.
    const popularity = (id: number) => rows.get(id)!.popularity;
    for (const addOn of [12503, 12504, 22439, 25076]) expect(popularity(1942)).toBeGreaterThan(popularity(addOn));
    expect(popularity(119133)).toBeGreaterThan(popularity(228548));
  });

  it('takes Korean names from IGDB localizations and Korean alternative names', async () => {
    const rows = await gameRows(synced.db);
    expect(rows.get(119133)?.name_ko).toBe('엘든 링'); // ko_KR localization
    expect(rows.get(228548)?.name_ko).toBe('엘든 링 황금 나무의 그림자');
    expect(rows.get(1942)?.name_ko).toBe('더 위쳐 3: 와일드 헌트'); // alternative name, comment "Korean title"
    expect(rows.get(14593)?.name_ko).toBe('할로우 나이트');
    expect(rows.get(25076)?.name_ko).toBeNull();
  });

  it('extracts Steam and GOG ids, from new and deprecated external game fields', async () => {
    const refs = await queryRows<{ igdb_id: number; store: string; external_id: string }>(
      synced.db,
      sql`SELECT g.igdb_id, r.store, r.external_id FROM game_store_refs r JOIN games g ON g.id = r.game_id ORDER BY g.igdb_id, r.store`,
    );
    expect(refs).toEqual([
      { igdb_id: 1942, store: 'gog', external_id: '1207664663' },
      { igdb_id: 1942, store: 'steam', external_id: '292030' },
      { igdb_id: 12503, store: 'steam', external_id: '378648' },
      { igdb_id: 12504, store: 'gog', external_id: '1640424747' }, // category only, no url
      { igdb_id: 12504, store: 'steam', external_id: '378649' },
      { igdb_id: 14593, store: 'steam', external_id: '367520' },
      { igdb_id: 22439, store: 'gog', external_id: '1495134320' },
      { igdb_id: 119133, store: 'steam', external_id: '1245620' },
      { igdb_id: 228548, store: 'steam', external_id: '2778580' },
    ]);
  });

  it('stores game types (editions from version_parent) and alternative names', async () => {
    const rows = await queryRows<{ igdb_id: number; game_type: string | null; alternative_names: string[] }>(
      synced.db,
      sql`SELECT igdb_id, game_type, alternative_names FROM games ORDER BY igdb_id`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.igdb_id, r.game_type]))).toEqual({
      1942: 'MAIN_GAME',
      12503: 'DLC_ADDON',
      12504: 'EXPANSION', // deprecated category only
      14593: 'MAIN_GAME',
      22439: 'EDITION',
      25076: 'BUNDLE',
      119133: 'MAIN_GAME',
      228548: 'EXPANSION',
    });
    const names = new Map(rows.map((r) => [r.igdb_id, r.alternative_names]));
    expect(names.get(1942)).toEqual(['Wiedźmin 3: Dziki Gon', 'The Witcher III: Wild Hunt', 'ウィッチャー3 ワイルドハント']);
    expect(names.get(119133)).toEqual(['艾尔登法环', 'エルデンリング']);
    expect(names.get(25076)).toEqual([]);
  });

  it('is idempotent, picks up upstream changes, and lets curated Korean titles win', async () => {
    const { db, catalog } = await freshDb();
    const { fake, client } = await connect();
    await catalog.syncIgdb(client, { ctx: plainCtx });
    const before = await gameRows(db);

    fake.games.get(14593)!.total_rating = 91.2;
    fake.games.get(14593)!.screenshots = [{ id: 1, image_id: 'newshot' }];
    fake.timeToBeats.set(307, { id: 307, game_id: 25076, hastily: 360000, normally: 540000, completely: 720000, count: 3 });
    // The CLI's context: curated KOREAN_TITLES first (1942 is curated as "위쳐 3: 와일드 헌트").
    const again = await catalog.syncIgdb(client, { ctx: syncContext() });
    expect(again.written).toBe(8);
    expect(await countGames(db)).toBe(8);
    const after = await gameRows(db);
    expect(after.get(14593)).toMatchObject({
      total_rating: 91.2,
      screenshot_urls: ['https://images.igdb.com/igdb/image/upload/t_screenshot_big/newshot.jpg'],
      name_ko: '할로우 나이트',
    });
    expect(after.get(25076)).toMatchObject({ hastily_hours: 100, normally_hours: 150, completely_hours: 200 });
    expect(after.get(1942)?.name_ko).toBe('위쳐 3: 와일드 헌트');
    expect(after.get(119133)).toEqual({ ...before.get(119133), popularity: after.get(119133)!.popularity });
    const refCount = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM game_store_refs`);
    expect(refCount[0]?.n).toBe(9);
  });

  it('pages by id with a small page size, stops at maxGames and resumes after an id', async () => {
    const { db, catalog } = await freshDb();
    const { fake, client } = await connect();
    const progress: number[] = [];
    const partial = await catalog.syncIgdb(client, {
      ctx: plainCtx,
      pageSize: 3,
      maxGames: 5,
      onProgress: (p) => progress.push(p.lastId),
    });
    expect(partial).toMatchObject({ pages: 2, gamesRead: 5, written: 5, lastId: 22439 });
    expect(progress).toEqual([12504, 22439]);
    expect(await countGames(db)).toBe(5);

    const rest = await catalog.syncIgdb(client, { ctx: plainCtx, pageSize: 3, afterId: partial.lastId });
    expect(rest).toMatchObject({ pages: 1, gamesRead: 3, lastId: 228548 });
    expect(await countGames(db)).toBe(8);

    const gameQueries = fake
      .apiRequests()
      .filter((r) => r.path === '/v4/games')
      .map((r) => /where id > (\d+); sort id asc; limit (\d+);/.exec(r.body)?.slice(1));
    expect(gameQueries).toEqual([
      ['0', '3'],
      ['12504', '2'],
      ['22439', '3'],
      ['228548', '3'], // a full last page: one more request finds the end
    ]);
    const ttb = fake.apiRequests().find((r) => r.path === '/v4/game_time_to_beats')!;
    expect(ttb.body).toBe('fields game_id,hastily,normally,completely,count; where game_id = (1942,12503,12504); limit 500;');
  });

  it('keeps one token for a whole sync and renews it after a 401 mid-sync', async () => {
    const { fake, client } = await connect();
    const result = await synced.catalog.syncIgdb(client, {
      ctx: plainCtx,
      pageSize: 2,
      onProgress: (p) => p.pages === 2 && fake.revokeTokens(),
    });
    expect(result).toMatchObject({ pages: 4, written: 8 });
    expect(fake.apiRequests().filter((r) => r.status === 401)).toHaveLength(1);
    expect(fake.tokenRequests()).toHaveLength(2);
    expect(await countGames(synced.db)).toBe(8);
  });

  it('retries 429 and 500 answers during a sync', async () => {
    const { fake, client } = await connect();
    fake.failNext(429, 2);
    fake.failNext(500, 1);
    const result = await synced.catalog.syncIgdb(client, { ctx: plainCtx, pageSize: 4 });
    expect(result.written).toBe(8);
    expect(
      fake
        .apiRequests()
        .map((r) => r.status)
        .slice(0, 4),
    ).toEqual([429, 429, 500, 200]);
    expect(client.stats().retries).toBe(3);
  });

  it('stays within 4 request starts per second on the default limits, against a fake that enforces them', async () => {
    const { fake, client } = await connect({}, {});
    const result = await synced.catalog.syncIgdb(client, { ctx: plainCtx, pageSize: 3 });
    expect(result.written).toBe(8);
    const requests = fake.apiRequests();
    expect(requests).toHaveLength(6);
    expect(requests.every((r) => r.status === 200)).toBe(true);
    expect(startsPerSecondAtMost(requests, 4)).toBe(true);
    expect(mostOpenAtOnce(requests)).toBeLessThanOrEqual(8);
  });
});
