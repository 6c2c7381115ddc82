import { afterEach, describe, expect, it } from 'vitest';
import { startFakeIgdb, type FakeIgdb } from './igdb-server.ts';

let fake: FakeIgdb;
afterEach(async () => {
  await fake?.close();
});

async function token(f: FakeIgdb): Promise<string> {
  const url = `${f.tokenUrl}?client_id=${f.clientId}&client_secret=${f.clientSecret}&grant_type=client_credentials`;
  const body = (await (await fetch(url, { method: 'POST' })).json()) as { access_token: string };
  return body.access_token;
}

async function igdb(f: FakeIgdb, endpoint: string, query: string, accessToken: string) {
  const response = await fetch(`${f.apiUrl}/${endpoint}`, {
    method: 'POST',
    headers: { 'Client-ID': f.clientId, Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    body: query,
  });
  const body: unknown = await response.json();
  return { status: response.status, headers: response.headers, body };
}

const AUTH_FAILURE_MESSAGE = 'Authorization Failure. Have you tried:';

describe('fake Twitch token endpoint', () => {
  it('issues a bearer app token for client credentials in the query', async () => {
    fake = await startFakeIgdb();
    const url = `${fake.tokenUrl}?client_id=${fake.clientId}&client_secret=${fake.clientSecret}&grant_type=client_credentials`;
    const response = await fetch(url, { method: 'POST' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ access_token: expect.stringMatching(/^[a-z0-9]{30}$/), expires_in: 5587808, token_type: 'bearer' });
  });

  it('refuses a wrong secret with 403, an unknown client with 400, and GET with 404', async () => {
    fake = await startFakeIgdb();
    const wrongSecret = await fetch(`${fake.tokenUrl}?client_id=${fake.clientId}&client_secret=nope&grant_type=client_credentials`, {
      method: 'POST',
    });
    expect(wrongSecret.status).toBe(403);
    expect(await wrongSecret.json()).toEqual({ message: 'invalid client secret', status: 403 });
    const unknown = await fetch(`${fake.tokenUrl}?client_id=other&client_secret=x&grant_type=client_credentials`, { method: 'POST' });
    expect(unknown.status).toBe(400);
    const get = await fetch(`${fake.tokenUrl}?client_id=${fake.clientId}&client_secret=${fake.clientSecret}&grant_type=client_credentials`);
    expect(get.status).toBe(404);
  });
});

describe('fake IGDB authentication', () => {
  it('answers 401 Authorization Failure without Client-ID, with a lower-case bearer or an unknown token', async () => {
    fake = await startFakeIgdb();
    const accessToken = await token(fake);
    const attempts: Record<string, string>[] = [
      { Authorization: `Bearer ${accessToken}` },
      { 'Client-ID': fake.clientId, Authorization: `bearer ${accessToken}` },
      { 'Client-ID': fake.clientId, Authorization: `Bearer ${fake.clientSecret}` },
      { 'Client-ID': 'someone-else', Authorization: `Bearer ${accessToken}` },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${fake.apiUrl}/games`, { method: 'POST', headers, body: 'fields name;' });
      expect(response.status).toBe(401);
      const body = (await response.json()) as Record<string, string>;
      expect(body.message).toBe(AUTH_FAILURE_MESSAGE);
      expect(body['Tip 2']).toBe("Ensure Authorization value starts with 'Bearer ', including the space");
    }
  });

  it('answers GET with 404', async () => {
    fake = await startFakeIgdb();
    const response = await fetch(`${fake.apiUrl}/games`, {
      headers: { 'Client-ID': fake.clientId, Authorization: `Bearer ${await token(fake)}` },
    });
    expect(response.status).toBe(404);
  });

  it('refuses revoked and expired tokens, and keeps at most 25 active tokens', async () => {
    fake = await startFakeIgdb({ tokenTtlSeconds: 3600, requestsPerSecond: 1000 });
    const first = await token(fake);
    expect((await igdb(fake, 'games', 'fields name;', first)).status).toBe(200);
    fake.revokeTokens();
    expect((await igdb(fake, 'games', 'fields name;', first)).status).toBe(401);

    const fresh = await token(fake);
    fake.advanceTime(3601);
    expect((await igdb(fake, 'games', 'fields name;', fresh)).status).toBe(401);

    const oldest = await token(fake);
    for (let i = 0; i < 25; i++) await token(fake);
    expect((await igdb(fake, 'games', 'fields name;', oldest)).status).toBe(401);
    expect(fake.tokenRequests()).toHaveLength(28);
  });
});

describe('fake IGDB queries', () => {
  it('returns only the requested fields plus id, with references as ids unless expanded', async () => {
    fake = await startFakeIgdb();
    const accessToken = await token(fake);
    const plain = await igdb(fake, 'games', 'fields name,genres,cover,game_type; where id = 1942;', accessToken);
    expect(plain.body).toEqual([{ id: 1942, name: 'The Witcher 3: Wild Hunt', genres: [12, 31], cover: 89386, game_type: 0 }]);

    const expanded = await igdb(
      fake,
      'games',
      'fields name,genres.name,cover.image_id,game_localizations.name,game_localizations.region.identifier,' +
        'version_parent.name;\nwhere id = (22439,119133); sort id asc;',
      accessToken,
    );
    expect(expanded.body).toEqual([
      {
        id: 22439,
        name: 'The Witcher 3: Wild Hunt - Game of the Year Edition',
        genres: [
          { id: 12, name: 'Role-playing (RPG)' },
          { id: 31, name: 'Adventure' },
        ],
        cover: { id: 91201, image_id: 'co1z4g' },
        version_parent: { id: 1942, name: 'The Witcher 3: Wild Hunt' },
      },
      {
        id: 119133,
        name: 'Elden Ring',
        genres: [
          { id: 12, name: 'Role-playing (RPG)' },
          { id: 31, name: 'Adventure' },
        ],
        cover: { id: 152937, image_id: 'co4jni' },
        game_localizations: [
          { id: 2144, name: '엘든 링', region: { id: 7, identifier: 'ko_KR' } },
          { id: 2145, name: 'エルデンリング', region: { id: 3, identifier: 'ja_JP' } },
          { id: 2146, name: '艾尔登法环', region: { id: 5, identifier: 'zh_CN' } },
        ],
      },
    ]);
  });

  it('pages by id with sort, limit and offset; defaults to 10 rows and refuses more than 500', async () => {
    const games = Array.from({ length: 30 }, (_, i) => ({ id: 100 + i, name: `Game ${i}` }));
    // A high start rate: this test sends more than 4 queries in a second.
    fake = await startFakeIgdb({ games, requestsPerSecond: 1000 });
    const accessToken = await token(fake);
    const ids = async (query: string) => ((await igdb(fake, 'games', query, accessToken)).body as { id: number }[]).map((g) => g.id);
    expect(await ids('fields name;')).toHaveLength(10);
    expect(await ids('fields name; where id > 120; sort id asc; limit 500;')).toEqual([121, 122, 123, 124, 125, 126, 127, 128, 129]);
    expect(await ids('fields name; sort id desc; limit 3; offset 2;')).toEqual([127, 126, 125]);
    expect(await ids('fields name; where id >= 110 & id < 113;')).toEqual([110, 111, 112]);

    const tooMany = await igdb(fake, 'games', 'fields name; limit 501;', accessToken);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual([{ title: 'Syntax Error', status: 400, cause: expect.any(String) }]);
    expect((await igdb(fake, 'games', 'fields name', accessToken)).status).toBe(400);
    expect((await igdb(fake, 'games/count', 'where id > 120;', accessToken)).body).toEqual({ count: 9 });
  });

  it('serves time to beat by game_id in seconds, and nothing for a game without data', async () => {
    fake = await startFakeIgdb();
    const accessToken = await token(fake);
    const query = 'fields game_id,hastily,normally,completely,count; where game_id = (1942,25076);';
    const rows = await igdb(fake, 'game_time_to_beats', query, accessToken);
    expect(rows.body).toEqual([{ id: 301, game_id: 1942, hastily: 90000, normally: 172800, completely: 360000, count: 42 }]);
    const none = await igdb(fake, 'game_time_to_beats', 'fields *; where game_id = 25076;', accessToken);
    expect(none.body).toEqual([]);
  });

  it('answers unknown endpoints with 404', async () => {
    fake = await startFakeIgdb();
    expect((await igdb(fake, 'time_to_be', 'fields *;', await token(fake))).status).toBe(404);
  });
});

describe('fake IGDB limits and failures', () => {
  it('answers 429 to the fifth request started within one second and records start times', async () => {
    fake = await startFakeIgdb();
    const accessToken = await token(fake);
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => igdb(fake, 'games', 'fields name;', accessToken).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    const limited = fake.apiRequests().find((r) => r.status === 429);
    expect(limited?.startedAt).toBeGreaterThan(0);
    expect(fake.apiRequests().every((r) => r.finishedAt !== null && r.finishedAt >= r.startedAt)).toBe(true);
  });

  it('answers 429 beyond 8 open requests and tracks the most open at once', async () => {
    fake = await startFakeIgdb({ requestsPerSecond: 1000, responseDelayMs: 150 });
    const accessToken = await token(fake);
    const statuses = await Promise.all(
      Array.from({ length: 9 }, () => igdb(fake, 'games', 'fields name;', accessToken).then((r) => r.status)),
    );
    expect(fake.maxInFlightSeen()).toBe(9);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });

  it('fails the next requests on demand, with Retry-After when asked', async () => {
    fake = await startFakeIgdb({ requestsPerSecond: 1000 });
    const accessToken = await token(fake);
    fake.failNext(500, 2);
    fake.failNext(429, 1, { retryAfterSeconds: 3 });
    const first = await igdb(fake, 'games', 'fields name;', accessToken);
    expect(first.status).toBe(500);
    expect(first.body).toMatchObject({ title: 'Internal server error', status: 500 });
    expect((await igdb(fake, 'games', 'fields name;', accessToken)).status).toBe(500);
    const limited = await igdb(fake, 'games', 'fields name;', accessToken);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect((await igdb(fake, 'games', 'fields name;', accessToken)).status).toBe(200);
  });
});
