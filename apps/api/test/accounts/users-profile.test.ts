import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UserProfileSchema,
  accountMessages,
  checkDisplayNameAvailability,
  getOwnProfile,
  getSignedInUser,
  updateAccountSettings,
} from '@gameshelf/contracts';
import { eq } from 'drizzle-orm';
import { displayNameKey, fillMissingDisplayNameKeys } from '../../src/modules/accounts/display-name-key.ts';
import { users } from '../../src/modules/accounts/schema.ts';
import { createUsersRepository } from '../../src/modules/accounts/users-repository.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('profile and settings on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { seed: false, app: { isDevelopment: true, auth: { rateLimits: { devLogin: 1000 } } } });
  });
  afterAll(() => t.close());

  const putProfile = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: getOwnProfile.path, headers: bearer(token), payload });

  const check = async (displayName: string, token?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${checkDisplayNameAvailability.path}?displayName=${encodeURIComponent(displayName)}`,
        headers: token ? bearer(token) : {},
      })
    ).json();

  it('profile setup saves the nickname and completes the profile', async () => {
    const login = await devLogin(t.app, 'setup_user');
    const before = UserProfileSchema.parse(
      (await t.app.inject({ method: 'GET', url: getOwnProfile.path, headers: bearer(login.accessToken) })).json(),
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
    expect(await check('체크닉네임')).toEqual({ available: false, message: accountMessages.displayNameTaken });
    expect(await check('체크닉네임', owner.accessToken)).toEqual({ available: true });
    expect(await check('새로운닉네임')).toEqual({ available: true });
    expect(await check('x')).toEqual({ available: false, message: accountMessages.displayNameTooShort });
    expect(await check('')).toEqual({ available: false, message: accountMessages.displayNameRequired });
  });

  it('a nickname with an invisible character is the visible one: unavailable when that is taken', async () => {
    const owner = await devLogin(t.app, 'hong_owner');
    expect((await putProfile(owner.accessToken, { displayName: '홍길동', bio: '' })).statusCode).toBe(200);
    const copier = await devLogin(t.app, 'hong_copier');
    for (const lookAlike of ['홍\ufeff길동', '홍\u200b길동', '\u3164홍길동', '홍길\u2060동']) {
      expect(await check(lookAlike, copier.accessToken), JSON.stringify(lookAlike)).toEqual({
        available: false,
        message: accountMessages.displayNameTaken,
      });
      const res = await putProfile(copier.accessToken, { displayName: lookAlike, bio: '' });
      expect(res.statusCode, JSON.stringify(lookAlike)).toBe(400);
      expect(res.json()).toEqual({ message: accountMessages.displayNameTaken, field: 'displayName' });
    }
  });

  it('names that look alike are one name: 0 and O, rn and m, I and l, any case', async () => {
    const owner = await devLogin(t.app, 'alike_owner');
    expect((await putProfile(owner.accessToken, { displayName: 'moon light', bio: '' })).statusCode).toBe(200);
    const copier = await devLogin(t.app, 'alike_copier');
    for (const lookAlike of ['rnoon light', 'm00n light', 'MOON LIGHT', 'moon Iight', 'moon 1ight', 'ｍｏｏｎ light']) {
      expect(await check(lookAlike), lookAlike).toEqual({ available: false, message: accountMessages.displayNameTaken });
      const res = await putProfile(copier.accessToken, { displayName: lookAlike, bio: '' });
      expect(res.statusCode, lookAlike).toBe(400);
      expect(res.json()).toEqual({ message: accountMessages.displayNameTaken, field: 'displayName' });
    }
    expect(await check('moon lights')).toEqual({ available: true });
  });

  it.each([
    ['홍\n길동', accountMessages.displayNameSpacing],
    ['홍\t길동', accountMessages.displayNameSpacing],
    ['홍  길동', accountMessages.displayNameSpacing],
    ['홍\u3000\u3000길동', accountMessages.displayNameSpacing],
    ['홍길\u202e동', accountMessages.displayNameCharacters],
    ['\u2066홍길동\u2069', accountMessages.displayNameCharacters],
  ])('nickname %j is refused, and reported so by the check', async (displayName, message) => {
    const login = await devLogin(t.app, 'spacing_user');
    const res = await putProfile(login.accessToken, { displayName, bio: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field: 'displayName' });
    expect(await check(displayName)).toEqual({ available: false, message });
  });

  it.each([
    ['홍\u3000길동', '홍 길동'],
    ['홍\u00a0길동', '홍 길동'],
    ['  홍 길동\n', '홍 길동'],
    ['ｐａｕｌ', 'paul'],
  ])('nickname %j is saved as %j', async (displayName, saved) => {
    const login = await devLogin(t.app, 'normal_user');
    const res = await putProfile(login.accessToken, { displayName, bio: '' });
    expect(res.statusCode).toBe(200);
    expect(UserProfileSchema.parse(res.json()).displayName).toBe(saved);
  });

  it('of 20 concurrent saves of look-alike names, exactly one wins', async () => {
    const logins = await Promise.all(Array.from({ length: 20 }, (_, i) => devLogin(t.app, `racer_${i}`)));
    // Distinct even ignoring case, so the old case-insensitive rule let many of them through.
    const m = ['m', 'rn'];
    const o = ['o', '0'];
    const l = ['l', '1', 'I'];
    const names = m.flatMap((a) => o.flatMap((b) => l.flatMap((c) => o.map((d) => `${a}${b}${c}${d}d 게이머`)))).slice(0, 20);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(20);
    const results = await Promise.all(logins.map((login, i) => putProfile(login.accessToken, { displayName: names[i]!, bio: '' })));
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of results.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: accountMessages.displayNameTaken, field: 'displayName' });
    }
  });

  it('names saved before look-alike keys get them at start: the older keeps it, the later keeps its name', async () => {
    const older = await devLogin(t.app, 'legacy_older');
    const later = await devLogin(t.app, 'legacy_later');
    const legacyName = async (userId: number, displayName: string) =>
      t.database.db.update(users).set({ displayName, displayNameKey: null }).where(eq(users.id, userId));
    await legacyName(older.userId, 'legacy paul');
    await legacyName(later.userId, 'LEGACY PAU1');
    const usersRepository = createUsersRepository(t.database.db);
    expect(await fillMissingDisplayNameKeys(usersRepository)).toBe(2);
    expect(await fillMissingDisplayNameKeys(usersRepository)).toBe(0);
    const keyOf = async (userId: number) => (await usersRepository.findById(userId))?.displayNameKey;
    expect(await keyOf(older.userId)).toBe(displayNameKey('legacy paul'));
    expect(await keyOf(later.userId)).toBe(`${displayNameKey('legacy paul')}#${later.userId}`);

    // The later user keeps the name as long as they keep it; nobody else can take a look-alike.
    expect((await putProfile(later.accessToken, { displayName: 'LEGACY PAU1', bio: '그대로' })).statusCode).toBe(200);
    expect(await check('LEGACY PAU1', later.accessToken)).toEqual({ available: true });
    const third = await devLogin(t.app, 'legacy_third');
    expect((await putProfile(third.accessToken, { displayName: 'Legacy Paul', bio: '' })).statusCode).toBe(400);
    expect((await putProfile(later.accessToken, { displayName: 'legacy paula', bio: '' })).statusCode).toBe(200);
    expect(await keyOf(later.userId)).toBe(displayNameKey('legacy paula'));
  });

  it('settings change dark mode and notifications; an empty body is a 400', async () => {
    const login = await devLogin(t.app, 'settings_user');
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: updateAccountSettings.path, headers: bearer(login.accessToken), payload });
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
    const me = await t.app.inject({ method: 'GET', url: getSignedInUser.path, headers: bearer(login.accessToken) });
    expect(me.json()).toMatchObject({ darkModeEnabled: true, notificationEnabled: false });
  });
});
