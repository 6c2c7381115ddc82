import { describe, expect, it, vi } from 'vitest';
import { commonMessages, STEAM_PROFILE_PRIVATE, steamMessages } from '@gameshelf/contracts';

await vi.hoisted(async () => {
  const { installMemoryLocalStorage } = await import('../../../testing/memory-storage.ts');
  installMemoryLocalStorage();
});

const { ApiError } = await import('../../../lib/api-client.ts');
const { isSteamProfilePrivate, steamErrorMessage, syncErrorMessage } = await import('./steam-errors.ts');
const { steamBoundaryMessage, steamErrorCategory } = await import('./steam-error-categories.ts');

const cooldown = new ApiError(429, steamMessages.cooldown(2), undefined, 'SYNC_COOLDOWN');
const privateProfile = new ApiError(403, steamMessages.profilePrivate, undefined, STEAM_PROFILE_PRIVATE);

describe('isSteamProfilePrivate', () => {
  it('knows the 403 by its code or by the code in its message', () => {
    expect(isSteamProfilePrivate(privateProfile)).toBe(true);
    expect(isSteamProfilePrivate(new ApiError(403, `${STEAM_PROFILE_PRIVATE}: 비공개`))).toBe(true);
    expect(isSteamProfilePrivate(new ApiError(403, '권한이 없습니다.'))).toBe(false);
    expect(isSteamProfilePrivate(new Error(STEAM_PROFILE_PRIVATE))).toBe(false);
  });
});

describe('steamErrorMessage', () => {
  it('says the spec messages for 401 and 429, the server words for the cooldown and 503', () => {
    expect(steamErrorMessage(new ApiError(401, '만료'))).toBe('Steam 인증이 필요합니다. 다시 로그인해주세요.');
    expect(steamErrorMessage(new ApiError(429, 'Too Many Requests'))).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    expect(steamErrorMessage(cooldown)).toBe('동기화는 2분 후에 가능합니다');
    expect(steamErrorMessage(new ApiError(503, steamMessages.notConfigured))).toBe(steamMessages.notConfigured);
  });

  it('has Korean words for the other statuses, no answer and a bad answer', () => {
    for (const status of [403, 404, 500, 502, 504]) expect(steamErrorMessage(new ApiError(status, 'x'))).toMatch(/[가-힣]/);
    expect(steamErrorMessage(new ApiError(0, commonMessages.networkError))).toBe(commonMessages.networkError);
    expect(steamErrorMessage(new ApiError(200, commonMessages.unexpectedResponse))).toBe(commonMessages.unexpectedResponse);
    expect(steamErrorMessage(new TypeError('x is undefined'))).toMatch(/새로고침/);
  });
});

describe('syncErrorMessage', () => {
  it('keeps the server message for the cooldown and an unreachable Steam, else the sync failure', () => {
    expect(syncErrorMessage(cooldown)).toBe('동기화는 2분 후에 가능합니다');
    expect(syncErrorMessage(new ApiError(503, steamMessages.steamUnavailable))).toBe(steamMessages.steamUnavailable);
    expect(syncErrorMessage(new ApiError(500, commonMessages.internalError))).toBe('Steam 라이브러리 새로고침에 실패했습니다.');
    expect(syncErrorMessage(new Error('boom'))).toBe('Steam 라이브러리 새로고침에 실패했습니다.');
  });
});

describe('steamErrorCategory', () => {
  it('sorts errors into auth, connection, mapping and unknown', () => {
    expect(steamErrorCategory(new ApiError(401, 'x'))).toBe('auth');
    expect(steamErrorCategory(new ApiError(401, 'x'), 'mapping')).toBe('auth');
    for (const status of [0, 429, 500, 502, 503, 504]) expect(steamErrorCategory(new ApiError(status, 'x'))).toBe('connection');
    expect(steamErrorCategory(new ApiError(500, 'x'), 'mapping')).toBe('mapping');
    expect(steamErrorCategory(new ApiError(404, steamMessages.libraryGameNotFound))).toBe('mapping');
    expect(steamErrorCategory(new Error('render'), 'mapping')).toBe('mapping');
    expect(steamErrorCategory(new ApiError(400, 'x'))).toBe('unknown');
    expect(steamErrorCategory(new TypeError('x'))).toBe('unknown');
  });

  it('gives the auth category the spec message', () => {
    expect(steamBoundaryMessage(new ApiError(401, 'x'), 'auth')).toBe(steamMessages.authRequired);
  });
});
