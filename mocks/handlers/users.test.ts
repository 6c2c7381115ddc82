import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  DisplayNameCheckSchema,
  ErrorBodySchema,
  ProfileImageUploadSchema,
  SettingsSchema,
  UserProfileSchema,
  accountMessages,
  uploadMessages,
  checkDisplayNameAvailability,
  getOwnProfile,
  postProfileImage,
  signOut,
  updateAccountSettings,
} from '@gameshelf/contracts';
import { usersHandlers } from './users.ts';
import { fixtureProfiles, uploadedProfileImageUrl } from '../fixtures/profiles.ts';

const BASE = 'http://localhost';
const server = setupServer();
const auth = { Authorization: 'Bearer test-token' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = auth) => {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${BASE}${path}`, init);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('fixtures', () => {
  it('are contract profiles', () => {
    for (const profile of Object.values(fixtureProfiles)) UserProfileSchema.parse(profile);
  });
});

describe('profile', () => {
  it('loads with a bearer token and refuses without', async () => {
    server.use(...usersHandlers.profileOk);
    const ok = await call('GET', getOwnProfile.path);
    expect(UserProfileSchema.parse(ok.body)).toEqual(fixtureProfiles.complete);
    expect((await call('GET', getOwnProfile.path, undefined, {})).status).toBe(401);
  });

  it('saves and answers the updated profile; null removes the photo', async () => {
    server.use(...usersHandlers.profileOk);
    const saved = await call('PUT', getOwnProfile.path, { displayName: ' 새닉네임 ', bio: '안녕', profileImageUrl: null });
    expect(saved.status).toBe(200);
    expect(UserProfileSchema.parse(saved.body)).toMatchObject({ displayName: '새닉네임', bio: '안녕', profileImageUrl: null });
  });

  it('refuses a taken nickname and a broken rule with field displayName', async () => {
    server.use(...usersHandlers.profileOk);
    const taken = await call('PUT', getOwnProfile.path, { displayName: '게임왕', bio: '' });
    expect(taken.status).toBe(400);
    expect(ErrorBodySchema.parse(taken.body)).toEqual({ message: accountMessages.displayNameTaken, field: 'displayName' });
    const broken = await call('PUT', getOwnProfile.path, { displayName: 'a', bio: '' });
    expect(ErrorBodySchema.parse(broken.body)).toEqual({ message: accountMessages.displayNameTooShort, field: 'displayName' });
  });

  it('profileDuplicateOnce refuses the first save only', async () => {
    server.use(...usersHandlers.profileDuplicateOnce);
    expect((await call('PUT', getOwnProfile.path, { displayName: 'user-AAAAAAAAAA', bio: '' })).status).toBe(400);
    expect((await call('PUT', getOwnProfile.path, { displayName: 'user-BBBBBBBBBB', bio: '' })).status).toBe(200);
  });
});

describe('check-display-name', () => {
  const check = async (displayName: string) =>
    DisplayNameCheckSchema.parse(
      (await call('GET', `${checkDisplayNameAvailability.path}?displayName=${encodeURIComponent(displayName)}`)).body,
    );

  it('answers available, taken, or the broken rule', async () => {
    server.use(...usersHandlers.displayNameAvailable);
    expect(await check('새로운닉')).toEqual({ available: true });
    expect(await check('게임왕')).toEqual({ available: false, message: accountMessages.displayNameTaken });
    expect(await check('게임\u200b왕')).toEqual({ available: false, message: accountMessages.displayNameTaken });
    expect(await check('가')).toEqual({ available: false, message: accountMessages.displayNameTooShort });
  });

  it('displayNameTaken refuses every valid nickname', async () => {
    server.use(...usersHandlers.displayNameTaken);
    expect(await check('새로운닉')).toEqual({ available: false, message: accountMessages.displayNameTaken });
  });
});

describe('upload', () => {
  const form = (file: File) => {
    const data = new FormData();
    data.append('file', file);
    return data;
  };

  it('answers the image URL for an image', async () => {
    server.use(...usersHandlers.uploadOk);
    const result = await call('POST', postProfileImage.path, form(new File([new Uint8Array(10)], 'a.png', { type: 'image/png' })));
    expect(ProfileImageUploadSchema.parse(result.body)).toEqual({ imageUrl: uploadedProfileImageUrl });
  });

  it('refuses other types', async () => {
    server.use(...usersHandlers.uploadOk);
    const result = await call('POST', postProfileImage.path, form(new File(['hi'], 'a.txt', { type: 'text/plain' })));
    expect(result.status).toBe(400);
    expect(ErrorBodySchema.parse(result.body).message).toBe(uploadMessages.imageTypeOnly);
  });
});

describe('settings and logout', () => {
  it('changes one switch and answers every one', async () => {
    server.use(...usersHandlers.settingsOk);
    const result = await call('PATCH', updateAccountSettings.path, { darkModeEnabled: true });
    expect(SettingsSchema.parse(result.body)).toEqual({ darkModeEnabled: true, notificationEnabled: true, isPublicProfile: true });
    expect((await call('PATCH', updateAccountSettings.path, {})).status).toBe(400);
  });

  it('fails groups answer 500', async () => {
    server.use(...usersHandlers.settingsFails, ...usersHandlers.logoutFails);
    expect((await call('PATCH', updateAccountSettings.path, { notificationEnabled: false })).status).toBe(500);
    expect((await call('POST', signOut.path)).status).toBe(500);
  });

  it('logs out with a bearer token', async () => {
    server.use(...usersHandlers.logoutOk);
    expect(await call('POST', signOut.path)).toEqual({ status: 200, body: { message: accountMessages.loggedOut } });
  });

  it('logoutFailsOnce fails the first logout only; logoutUnauthorized always answers 401', async () => {
    server.use(...usersHandlers.logoutFailsOnce);
    expect((await call('POST', signOut.path)).status).toBe(500);
    expect(await call('POST', signOut.path)).toEqual({ status: 200, body: { message: accountMessages.loggedOut } });
    server.use(...usersHandlers.logoutUnauthorized);
    expect(await call('POST', signOut.path)).toEqual({ status: 401, body: { message: accountMessages.loginRequired } });
  });
});
