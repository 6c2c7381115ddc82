// Drives the fake Steam over real HTTP the way our server talks to Steam: a checkid_setup redirect built
// by hand, the browser's sign-in (signIn), check_authentication, and the two Web API methods.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUnderRealm } from './steam-openid.ts';
import { startFakeSteam, type FakeSteam, type FakeSteamAccount } from './steam-server.ts';

const CALLBACK = 'http://127.0.0.1:5999/api/auth/steam/callback?next=%2Fme%20page';
const REALM = 'http://127.0.0.1:5999/';
const NOW = Date.UTC(2024, 4, 1, 12, 0, 0, 500);
const ALICE = '76561198000000001';
const BOB = '76561198000000002';

const alice: FakeSteamAccount = {
  steamId: ALICE,
  personaName: 'Alice <b>&</b>',
  avatarHash: 'a'.repeat(40),
  lastLogoff: 1_714_000_000,
  games: [
    {
      appid: 620,
      name: 'Portal 2',
      playtimeForever: 2550,
      rtimeLastPlayed: 1_700_000_000,
      imgIconUrl: '2e478fc6874d06ae5baf0d147f6f21203291aa02',
    },
    { appid: 440, name: 'Team Fortress 2', playtimeForever: 30210, playtime2weeks: 95, free: true, hasCommunityVisibleStats: false },
    { appid: 367520, name: 'Hollow Knight', playtimeForever: 0 },
  ],
};

/** The redirect our server sends the browser to (PROTOCOLS.md 4a), built by hand. */
function checkidSetupUrl(fake: FakeSteam, params: Record<string, string | null> = {}): string {
  const all: Record<string, string | null> = {
    'openid.ns': 'http://specs.openid.net/auth/2.0',
    'openid.mode': 'checkid_setup',
    'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
    'openid.return_to': CALLBACK,
    'openid.realm': REALM,
    ...params,
  };
  const present = Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null);
  return `${fake.openIdUrl}?${new URLSearchParams(present).toString()}`;
}

/** What our server sends back to Steam: every openid.* param unchanged except the mode. */
async function checkAuthentication(fake: FakeSteam, callbackUrl: string, overrides: Record<string, string> = {}) {
  const form = new URLSearchParams();
  for (const [key, value] of new URL(callbackUrl).searchParams) if (key.startsWith('openid.')) form.set(key, value);
  form.set('openid.mode', 'check_authentication');
  for (const [key, value] of Object.entries(overrides)) form.set(key, value);
  const res = await fetch(fake.openIdUrl, { method: 'POST', body: form, redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

const VALID = 'ns:http://specs.openid.net/auth/2.0\nis_valid:true\n';
const INVALID = 'ns:http://specs.openid.net/auth/2.0\nis_valid:false\n';

async function api(fake: FakeSteam, path: string, params: Record<string, string>) {
  const res = await fetch(`${fake.apiUrl}${path}?${new URLSearchParams(params).toString()}`);
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), text, json: () => JSON.parse(text) };
}

let fake: FakeSteam;
beforeEach(async () => {
  fake = await startFakeSteam({ now: () => NOW });
  fake.addAccount(alice);
});
afterEach(() => fake.close());

describe('OpenID sign-in', () => {
  it('redirects to return_to with exactly Steam’s signed assertion, which check_authentication accepts', async () => {
    const location = await fake.signIn(checkidSetupUrl(fake), ALICE);
    expect(location.startsWith(`${CALLBACK}&`)).toBe(true);
    const params = new URL(location).searchParams;
    const identity = `https://steamcommunity.com/openid/id/${ALICE}`;
    expect(Object.fromEntries(params)).toEqual({
      next: '/me page',
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'id_res',
      'openid.op_endpoint': fake.openIdUrl,
      'openid.claimed_id': identity,
      'openid.identity': identity,
      'openid.return_to': CALLBACK,
      'openid.response_nonce': expect.stringMatching(/^2024-05-01T12:00:00Z.+$/),
      'openid.assoc_handle': '1234567890',
      'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
      'openid.sig': expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/),
    });
    const answer = await checkAuthentication(fake, location);
    expect(answer).toEqual({ status: 200, type: 'text/plain; charset=utf-8', body: VALID });
    // The regex passport-steam-openid reads the answer with.
    expect(/^ns:(.+)\nis_valid:(.+)\n$/.exec(answer.body)?.[2]).toBe('true');
  });

  it('answers false when a signed field was changed', async () => {
    const location = await fake.signIn(checkidSetupUrl(fake), ALICE);
    const forged = `https://steamcommunity.com/openid/id/${BOB}`;
    expect((await checkAuthentication(fake, location, { 'openid.claimed_id': forged, 'openid.identity': forged })).body).toBe(INVALID);
    expect((await checkAuthentication(fake, location, { 'openid.return_to': 'http://evil.example/cb' })).body).toBe(INVALID);
    expect((await checkAuthentication(fake, location, { 'openid.sig': 'AAAA' })).body).toBe(INVALID);
    // Refused attempts burn nothing: the genuine assertion still verifies.
    expect((await checkAuthentication(fake, location)).body).toBe(VALID);
  });

  it('answers false when openid.signed does not cover Steam’s seven fields', async () => {
    const location = await fake.signIn(checkidSetupUrl(fake), ALICE);
    const signed = 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce';
    expect((await checkAuthentication(fake, location, { 'openid.signed': signed })).body).toBe(INVALID);
  });

  it('verifies an assertion only once', async () => {
    const location = await fake.signIn(checkidSetupUrl(fake), ALICE);
    expect((await checkAuthentication(fake, location)).body).toBe(VALID);
    expect((await checkAuthentication(fake, location)).body).toBe(INVALID);
    const next = await fake.signIn(checkidSetupUrl(fake), ALICE);
    expect((await checkAuthentication(fake, next)).body).toBe(VALID);
  });

  it('adds the assertion with ? when return_to has no query, and works without a realm', async () => {
    const location = await fake.signIn(
      checkidSetupUrl(fake, { 'openid.return_to': 'http://localhost:5173/cb', 'openid.realm': null }),
      ALICE,
    );
    expect(location).toMatch(/^http:\/\/localhost:5173\/cb\?openid\.ns=/);
  });

  it('shows a sign-in page with the accounts as buttons, escaped, and a SteamID64 field', async () => {
    const res = await fetch(checkidSetupUrl(fake));
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(`<button type="submit" name="account" value="${ALICE}">Alice &#60;b&#62;&#38;&#60;/b&#62; (${ALICE})</button>`);
    expect(html).not.toContain('<b>');
    expect(html).toContain('<input name="steamid"');
    expect(html).toContain(`value="${CALLBACK.replace(/&/g, '&#38;')}"`);
  });

  it('re-shows the page with an error for an unknown account', async () => {
    await expect(fake.signIn(checkidSetupUrl(fake), BOB)).rejects.toThrow(
      /did not redirect \(200\).*알 수 없는 Steam 계정입니다: 76561198000000002/,
    );
    fake.addAccount({ steamId: BOB, personaName: 'Bob' });
    await expect(fake.signIn(checkidSetupUrl(fake), BOB)).resolves.toContain(encodeURIComponent(`/openid/id/${BOB}`));
    fake.removeAccount(BOB);
    await expect(fake.signIn(checkidSetupUrl(fake), BOB)).rejects.toThrow(/알 수 없는 Steam 계정/);
  });

  it.each([
    ['a wrong namespace', { 'openid.ns': 'http://openid.net/signon/1.1' }],
    ['no return_to', { 'openid.return_to': null }],
    ['a claimed_id that is not identifier_select', { 'openid.claimed_id': `https://steamcommunity.com/openid/id/${ALICE}` }],
    ['a return_to outside the realm', { 'openid.realm': 'http://127.0.0.1:5999/app/' }],
    ['check_authentication sent as GET', { 'openid.mode': 'check_authentication' }],
  ])('refuses a request with %s', async (_, params) => {
    const res = await fetch(checkidSetupUrl(fake, params));
    expect(res.status).toBe(400);
    await expect(fake.signIn(checkidSetupUrl(fake, params), ALICE)).rejects.toThrow(/\(400\)/);
  });

  it('matches realms as OpenID 2.0 §9.2 says', () => {
    expect(isUnderRealm('https://app.example.com/auth/cb', 'https://app.example.com/')).toBe(true);
    expect(isUnderRealm('https://app.example.com/auth/cb', 'https://app.example.com/auth')).toBe(true);
    expect(isUnderRealm('https://app.example.com/author', 'https://app.example.com/auth')).toBe(false);
    expect(isUnderRealm('https://a.app.example.com/cb', 'https://*.app.example.com/')).toBe(true);
    expect(isUnderRealm('https://app.example.com.evil/cb', 'https://app.example.com/')).toBe(false);
    expect(isUnderRealm('http://app.example.com/cb', 'https://app.example.com/')).toBe(false);
    expect(isUnderRealm('https://app.example.com:8443/cb', 'https://app.example.com/')).toBe(false);
  });

  it('records every request', async () => {
    await fake.signIn(checkidSetupUrl(fake), ALICE);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /openid/login', 'POST /openid/login']);
    expect(fake.requests[1]?.body?.account).toBe(ALICE);
  });
});

describe('Web API: GetOwnedGames', () => {
  const path = '/IPlayerService/GetOwnedGames/v1/';

  it('lists paid games without app info by default', async () => {
    const res = await api(fake, path, { key: fake.apiKey, steamid: ALICE, format: 'json' });
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json; charset=utf-8');
    const portal = {
      appid: 620,
      playtime_forever: 2550,
      playtime_windows_forever: 2550,
      playtime_mac_forever: 0,
      playtime_linux_forever: 0,
      playtime_deck_forever: 0,
      rtime_last_played: 1_700_000_000,
    };
    expect(res.json()).toEqual({ response: { game_count: 2, games: [portal, expect.objectContaining({ appid: 367520 })] } });
  });

  it('adds name and icon with include_appinfo, and free games with include_played_free_games', async () => {
    const res = await api(fake, '/IPlayerService/GetOwnedGames/v0001/', {
      key: fake.apiKey,
      steamid: ALICE,
      include_appinfo: 'true',
      include_played_free_games: '1',
    });
    const { games } = res.json().response;
    expect(res.json().response.game_count).toBe(3);
    expect(games[0]).toEqual({
      appid: 620,
      name: 'Portal 2',
      playtime_forever: 2550,
      img_icon_url: '2e478fc6874d06ae5baf0d147f6f21203291aa02',
      has_community_visible_stats: true,
      playtime_windows_forever: 2550,
      playtime_mac_forever: 0,
      playtime_linux_forever: 0,
      playtime_deck_forever: 0,
      rtime_last_played: 1_700_000_000,
    });
    expect(games[1]).toMatchObject({ appid: 440, name: 'Team Fortress 2', playtime_2weeks: 95, rtime_last_played: 0 });
    expect(games[1]).not.toHaveProperty('has_community_visible_stats');
    expect(games[2].img_icon_url).toMatch(/^[0-9a-f]{40}$/);
  });

  it('filters by appids_filter', async () => {
    const res = await api(fake, path, { key: fake.apiKey, steamid: ALICE, 'appids_filter[0]': '367520' });
    expect(res.json().response).toEqual({ game_count: 1, games: [expect.objectContaining({ appid: 367520 })] });
  });

  it('answers {"response":{}} for a private profile, private game details or an unknown account', async () => {
    const empty = { response: {} };
    fake.updateAccount(ALICE, { gameDetailsPrivate: true });
    expect((await api(fake, path, { key: fake.apiKey, steamid: ALICE })).json()).toEqual(empty);
    fake.updateAccount(ALICE, { gameDetailsPrivate: false, visibility: 'private' });
    expect((await api(fake, path, { key: fake.apiKey, steamid: ALICE })).json()).toEqual(empty);
    expect((await api(fake, path, { key: fake.apiKey, steamid: BOB })).json()).toEqual(empty);
  });

  it('refuses a wrong key with Steam’s 403 page and a missing key with 400', async () => {
    const wrong = await api(fake, path, { key: 'WRONG', steamid: ALICE });
    expect(wrong.status).toBe(403);
    expect(wrong.text).toBe(
      '<html><head><title>Forbidden</title></head><body><h1>Forbidden</h1>Access is denied. Retrying will not help. Please verify your <pre>key=</pre> parameter.</body></html>',
    );
    const missing = await api(fake, path, { steamid: ALICE });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("Required parameter 'key' is missing");
  });

  it('answers failNext statuses first, then normally', async () => {
    fake.failNext('GetOwnedGames', 429, 2);
    fake.failNext('GetOwnedGames', 503);
    const params = { key: fake.apiKey, steamid: ALICE };
    expect(await api(fake, path, params)).toMatchObject({ status: 429, text: '' });
    expect((await api(fake, path, params)).status).toBe(429);
    // Other methods are not affected.
    expect((await api(fake, '/ISteamUser/GetPlayerSummaries/v2/', { key: fake.apiKey, steamids: ALICE })).status).toBe(200);
    const unavailable = await api(fake, path, params);
    expect(unavailable.status).toBe(503);
    expect(unavailable.text).toContain('Service Unavailable');
    expect((await api(fake, path, params)).json().response.game_count).toBe(2);
  });
});

describe('Web API: GetPlayerSummaries', () => {
  const path = '/ISteamUser/GetPlayerSummaries/v2/';

  it('describes public and private profiles and leaves out unknown ids', async () => {
    fake.addAccount({ steamId: BOB, personaName: 'Bob', visibility: 'private' });
    const res = await api(fake, path, { key: fake.apiKey, steamids: `${ALICE},${BOB},76561198000000009` });
    expect(res.json()).toEqual({
      response: {
        players: [
          {
            steamid: ALICE,
            communityvisibilitystate: 3,
            profilestate: 1,
            personaname: 'Alice <b>&</b>',
            profileurl: `https://steamcommunity.com/profiles/${ALICE}/`,
            avatar: `https://avatars.steamstatic.com/${'a'.repeat(40)}.jpg`,
            avatarmedium: `https://avatars.steamstatic.com/${'a'.repeat(40)}_medium.jpg`,
            avatarfull: `https://avatars.steamstatic.com/${'a'.repeat(40)}_full.jpg`,
            avatarhash: 'a'.repeat(40),
            personastate: 0,
            lastlogoff: 1_714_000_000,
          },
          expect.objectContaining({ steamid: BOB, communityvisibilitystate: 1, personaname: 'Bob', lastlogoff: NOW / 1000 - 3600.5 }),
        ],
      },
    });
  });

  it('answers an empty list for an unknown id, on the /v0002/ path too', async () => {
    const res = await api(fake, '/ISteamUser/GetPlayerSummaries/v0002/', { key: fake.apiKey, steamids: '76561198000000009' });
    expect(res.json()).toEqual({ response: { players: [] } });
  });

  it('refuses more than 100 ids and a wrong key', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => String(76561198000000000n + BigInt(i))).join(',');
    expect((await api(fake, path, { key: fake.apiKey, steamids: ids })).status).toBe(400);
    expect((await api(fake, path, { key: 'nope', steamids: ALICE })).status).toBe(403);
  });
});
