import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, UserProfileSchema, accountMessages } from '@gameshelf/contracts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('profile and settings on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { seed: false, app: { isDevelopment: true } });
  });
  afterAll(() => t.close());

  const putProfile = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: apiPaths.profile, headers: bearer(token), payload });

  it('profile setup saves the nickname and completes the profile', async () => {
    const login = await devLogin(t.app, 'setup_user');
    const before = UserProfileSchema.parse(
      (await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: bearer(login.accessToken) })).json(),
    );
    expect(before).toMatchObject({ displayName: null, profileCompleted: false, bio: '', steamId: null });
    const res = await putProfile(login.accessToken, { displayName: '  젤다 덕후_1 ', bio: '', profileCompleted: true });
    expect(res.statusCode).toBe(200);
    expect(UserProfileSchema.parse(res.json())).toMatchObject({ displayName: '젤다 덕후_1', profileCompleted: true });
    // The next sign-in reports the completed profile.
    expect((await devLogin(t.app, 'setup_user')).profileCompleted).toBe(true);
  });

  it.each([
    ['', accountMessages.displayNameRequired],
    ['a', accountMessages.displayNameTooShort],
    ['가'.repeat(21), accountMessages.displayNameTooLong],
    ['nick!', accountMessages.displayNameCharacters],
    ['<script>', accountMessages.displayNameCharacters],
  ])('nickname %j is refused with the spec message', async (displayName, message) => {
    const login = await devLogin(t.app, 'rules_user');
    const res = await putProfile(login.accessToken, { displayName, bio: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field: 'displayName' });
  });

  it('a random nickname (user- and 10 alphanumerics) is accepted', async () => {
    const login = await devLogin(t.app, 'random_user');
    const res = await putProfile(login.accessToken, { displayName: 'user-a1B2c3D4e5', bio: '', profileCompleted: true });
    expect(res.statusCode).toBe(200);
  });

  it('a taken nickname (any case) is a 400 on displayName; the owner may keep it', async () => {
    const owner = await devLogin(t.app, 'owner_user');
    expect((await putProfile(owner.accessToken, { displayName: 'GameFan', bio: '' })).statusCode).toBe(200);
    const other = await devLogin(t.app, 'other_user');
    const res = await putProfile(other.accessToken, { displayName: 'gamefan', bio: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: accountMessages.displayNameTaken, field: 'displayName' });
    expect((await putProfile(owner.accessToken, { displayName: 'GameFan', bio: '안녕하세요' })).statusCode).toBe(200);
  });

  it('bio over 30 characters is refused; 30 Hangul characters are fine', async () => {
    const login = await devLogin(t.app, 'bio_user');
    const tooLong = await putProfile(login.accessToken, { displayName: 'bio user', bio: '가'.repeat(31) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: accountMessages.bioTooLong, field: 'bio' });
    const ok = await putProfile(login.accessToken, { displayName: 'bio user', bio: '가'.repeat(30) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ bio: '가'.repeat(30) });
  });

  it("a photo URL that is not this user's upload is refused; null removes the photo", async () => {
    const login = await devLogin(t.app, 'photo_user');
    const foreign = await putProfile(login.accessToken, {
      displayName: 'photo user',
      bio: '',
      profileImageUrl: 'https://evil.example/x.png',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ field: 'profileImageUrl' });
    const removed = await putProfile(login.accessToken, { displayName: 'photo user', bio: '', profileImageUrl: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ profileImageUrl: null });
  });

  it('check-display-name reports rules, taken names and free names', async () => {
    const owner = await devLogin(t.app, 'check_owner');
    await putProfile(owner.accessToken, { displayName: '체크닉네임', bio: '' });
    const check = async (displayName: string, token?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${apiPaths.checkDisplayName}?displayName=${encodeURIComponent(displayName)}`,
          headers: token ? bearer(token) : {},
        })
      ).json();
    expect(await check('체크닉네임')).toEqual({ available: false, message: accountMessages.displayNameTaken });
    expect(await check('체크닉네임', owner.accessToken)).toEqual({ available: true });
    expect(await check('새로운닉네임')).toEqual({ available: true });
    expect(await check('x')).toEqual({ available: false, message: accountMessages.displayNameTooShort });
    expect(await check('')).toEqual({ available: false, message: accountMessages.displayNameRequired });
  });

  it('settings change dark mode and notifications; an empty body is a 400', async () => {
    const login = await devLogin(t.app, 'settings_user');
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: apiPaths.settings, headers: bearer(login.accessToken), payload });
    expect((await patch({ darkModeEnabled: true })).json()).toEqual({
      darkModeEnabled: true,
      notificationEnabled: true,
      isPublicProfile: true,
    });
    expect((await patch({ notificationEnabled: false })).json()).toEqual({
      darkModeEnabled: true,
      notificationEnabled: false,
      isPublicProfile: true,
    });
    const empty = await patch({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: accountMessages.settingsEmpty });
    const me = await t.app.inject({ method: 'GET', url: apiPaths.me, headers: bearer(login.accessToken) });
    expect(me.json()).toMatchObject({ darkModeEnabled: true, notificationEnabled: false });
  });
});
