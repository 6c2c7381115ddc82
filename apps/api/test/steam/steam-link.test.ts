import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SteamAuthUrlSchema,
  UserProfileSchema,
  type LoginData,
  getOwnProfile,
  completeSteamLink,
  disconnectSteam,
  getSteamLoginUrl,
} from '@gameshelf/contracts';
import { startFakeSteam, type FakeSteam } from '@gameshelf/test-fakes/steam-server';
import { bearer, devLogin, TEST_JWT_SECRET } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const PUBLIC_URL = 'http://app.test';
const ALICE_STEAM = '76561198000000101';
const BOB_STEAM = '76561198000000102';

describe.each(engines)('Steam link on $name', (engine) => {
  let steam: FakeSteam;
  let t: TestApp;
  let clock = new Date('2026-11-25T03:00:00Z');
  let alice: LoginData;
  let bob: LoginData;

  beforeAll(async () => {
    steam = await startFakeSteam({ now: () => clock.getTime() });
    steam.addAccount({ steamId: ALICE_STEAM, personaName: '앨리스' });
    steam.addAccount({ steamId: BOB_STEAM, personaName: 'Bob' });
    t = await buildTestApp(engine, {
      seed: false,
      app: {
        isDevelopment: true,
        now: () => clock,
        auth: { jwtSecret: TEST_JWT_SECRET, publicUrl: PUBLIC_URL, rateLimits: { devLogin: 1000 } },
        steam: { apiKey: steam.apiKey, apiUrl: steam.apiUrl, openIdUrl: steam.openIdUrl, retryBaseDelayMs: 1 },
      },
    });
    alice = await devLogin(t.app, 'steam_alice');
    bob = await devLogin(t.app, 'steam_bob');
  });
  afterAll(async () => {
    await t.close();
    await steam.close();
  });
  beforeEach(async () => {
    clock = new Date(clock.getTime() + 3_600_000);
    for (const user of [alice, bob]) await t.app.inject({ method: 'POST', url: disconnectSteam.path, headers: bearer(user.accessToken) });
  });

  async function loginUrl(user: LoginData): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: getSteamLoginUrl.path, headers: bearer(user.accessToken) });
    expect(res.statusCode, res.body).toBe(200);
    return SteamAuthUrlSchema.parse(res.json()).authUrl;
  }

  /** Where our callback sends the browser after Steam sent it to `callbackUrl`. */
  async function returnTo(callbackUrl: string): Promise<URL> {
    const url = new URL(callbackUrl);
    expect(url.origin).toBe(PUBLIC_URL);
    const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(res.statusCode, res.body).toBe(302);
    return new URL(res.headers.location!);
  }

  async function steamIdOf(user: LoginData): Promise<string | null> {
    const res = await t.app.inject({ method: 'GET', url: getOwnProfile.path, headers: bearer(user.accessToken) });
    return UserProfileSchema.parse(res.json()).steamId;
  }

  /** The callback URL with one openid.* parameter replaced. */
  function tampered(callbackUrl: string, key: string, value: string): string {
    const url = new URL(callbackUrl);
    url.searchParams.set(key, value);
    return url.toString();
  }

  it('builds a checkid_setup URL at Steam returning to our callback with a signed state', async () => {
    const authUrl = new URL(await loginUrl(alice));
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(steam.openIdUrl);
    expect(authUrl.searchParams.get('openid.mode')).toBe('checkid_setup');
    expect(authUrl.searchParams.get('openid.realm')).toBe(PUBLIC_URL);
    const returnToUrl = new URL(authUrl.searchParams.get('openid.return_to')!);
    expect(`${returnToUrl.origin}${returnToUrl.pathname}`).toBe(`${PUBLIC_URL}${completeSteamLink.path}`);
    expect(returnToUrl.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await t.app.inject({ method: 'GET', url: getSteamLoginUrl.path })).statusCode).toBe(401);
  });

  it('links the verified SteamID64 (as a string) and returns to my page with steamConnected=true', async () => {
    const location = await returnTo(await steam.signIn(await loginUrl(alice), ALICE_STEAM));
    expect(location.pathname).toBe('/mypage');
    expect(location.searchParams.get('steamConnected')).toBe('true');
    expect(await steamIdOf(alice)).toBe(ALICE_STEAM);
    const profile = UserProfileSchema.parse(
      (await t.app.inject({ method: 'GET', url: getOwnProfile.path, headers: bearer(alice.accessToken) })).json(),
    );
    expect(profile.steamProfileUrl).toBe(`https://steamcommunity.com/profiles/${ALICE_STEAM}/`);
  });

  it('refuses a forged or altered assertion: Steam does not vouch for it', async () => {
    const callback = await steam.signIn(await loginUrl(alice), ALICE_STEAM);
    const otherIdentity = `https://steamcommunity.com/openid/id/${BOB_STEAM}`;
    const forged = tampered(tampered(callback, 'openid.claimed_id', otherIdentity), 'openid.identity', otherIdentity);
    expect((await returnTo(forged)).searchParams.get('error')).toBe('verification_failed');
    expect((await returnTo(tampered(callback, 'openid.sig', 'AAAA'))).searchParams.get('error')).toBe('verification_failed');
    expect(await steamIdOf(alice)).toBeNull();
  });

  it('applies the local checks before asking Steam: op_endpoint, identity pattern, claimed_id = identity, what is signed', async () => {
    const callback = await steam.signIn(await loginUrl(alice), ALICE_STEAM);
    for (const [key, value] of [
      ['openid.op_endpoint', 'https://evil.example/openid/login'],
      ['openid.claimed_id', `https://steamcommunity.com/openid/id/${BOB_STEAM}`],
      ['openid.identity', 'https://steamcommunity.com/openid/id/123'],
      ['openid.signed', 'signed,op_endpoint,claimed_id,identity,return_to'],
      ['openid.mode', 'cancel'],
    ] as const) {
      expect((await returnTo(tampered(callback, key, value))).searchParams.get('error'), key).toBe('verification_failed');
    }
    // The untouched assertion still verifies afterwards: none of the above reached Steam.
    expect((await returnTo(callback)).searchParams.get('steamConnected')).toBe('true');
  });

  it('refuses a state that is not ours or not for this return_to, and another user’s state', async () => {
    const callback = await steam.signIn(await loginUrl(alice), ALICE_STEAM);
    const bobsState = new URL(new URL(await loginUrl(bob)).searchParams.get('openid.return_to')!).searchParams.get('state')!;
    // Bob's state with Alice's assertion: the signed return_to names Alice's state.
    expect((await returnTo(tampered(callback, 'state', bobsState))).searchParams.get('error')).toBe('verification_failed');
    expect((await returnTo(tampered(callback, 'state', 'not-a-token'))).searchParams.get('error')).toBe('verification_failed');
    // An assertion whose return_to is another URL (signed by Steam, for someone else's site).
    const foreignAuth = new URL(await loginUrl(alice));
    foreignAuth.searchParams.set('openid.return_to', 'https://evil.example/steam/callback');
    foreignAuth.searchParams.set('openid.realm', 'https://evil.example');
    const foreignCallback = new URL(await steam.signIn(foreignAuth.toString(), ALICE_STEAM));
    const ours = new URL(callback);
    ours.search = foreignCallback.search;
    ours.searchParams.set('state', new URL(callback).searchParams.get('state')!);
    expect((await returnTo(ours.toString())).searchParams.get('error')).toBe('verification_failed');
    expect(await steamIdOf(alice)).toBeNull();
    expect(await steamIdOf(bob)).toBeNull();
  });

  it('refuses a replayed callback and an assertion older than five minutes', async () => {
    const callback = await steam.signIn(await loginUrl(alice), ALICE_STEAM);
    expect((await returnTo(callback)).searchParams.get('steamConnected')).toBe('true');
    await t.app.inject({ method: 'POST', url: disconnectSteam.path, headers: bearer(alice.accessToken) });
    expect((await returnTo(callback)).searchParams.get('error')).toBe('verification_failed');
    expect(await steamIdOf(alice)).toBeNull();

    const stale = await steam.signIn(await loginUrl(alice), ALICE_STEAM);
    clock = new Date(clock.getTime() + 6 * 60_000);
    expect((await returnTo(stale)).searchParams.get('error')).toBe('verification_failed');
    // The state itself expires after ten minutes.
    const late = await steam.signIn(await loginUrl(alice), ALICE_STEAM);
    clock = new Date(clock.getTime() + 11 * 60_000);
    expect((await returnTo(late)).searchParams.get('error')).toBe('verification_failed');
    expect(await steamIdOf(alice)).toBeNull();
  });

  it('never moves a Steam account linked to another user', async () => {
    await returnTo(await steam.signIn(await loginUrl(alice), ALICE_STEAM));
    const location = await returnTo(await steam.signIn(await loginUrl(bob), ALICE_STEAM));
    expect(location.searchParams.get('error')).toBe('account_in_use');
    expect(await steamIdOf(alice)).toBe(ALICE_STEAM);
    expect(await steamIdOf(bob)).toBeNull();
  });

  it('disconnects: success with a Korean message, and the profile shows no Steam link', async () => {
    await returnTo(await steam.signIn(await loginUrl(alice), ALICE_STEAM));
    const res = await t.app.inject({ method: 'POST', url: disconnectSteam.path, headers: bearer(alice.accessToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Steam 연동이 해제되었습니다.' });
    expect(await steamIdOf(alice)).toBeNull();
    // Bob may now link it.
    expect((await returnTo(await steam.signIn(await loginUrl(bob), ALICE_STEAM))).searchParams.get('steamConnected')).toBe('true');
  });
});
