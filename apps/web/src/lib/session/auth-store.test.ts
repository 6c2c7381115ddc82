import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccessToken, makeUserInfo } from '@gameshelf/mocks';
import { AUTH_STORAGE_KEY } from '../storage-keys.ts';

const storage = await vi.hoisted(async () => {
  const { installMemoryLocalStorage } = await import('../../testing/memory-storage.ts');
  return installMemoryLocalStorage();
});

const { isTokenExpired, useAuthStore } = await import('./auth-store.ts');

const NOW_SECONDS = 1_767_225_600; // 2026-01-01T00:00:00Z
const NOW_MS = NOW_SECONDS * 1000;
const token = (expiresInSeconds: number) => makeAccessToken({ nowSeconds: NOW_SECONDS, expiresInSeconds });

describe('isTokenExpired', () => {
  it('is false for a token that expires later', () => {
    expect(isTokenExpired(token(3600), NOW_MS)).toBe(false);
  });

  it('is true for a token whose exp has passed', () => {
    expect(isTokenExpired(token(-1), NOW_MS)).toBe(true);
  });

  it('treats a token about to expire as expired (10 s skew by default)', () => {
    expect(isTokenExpired(token(5), NOW_MS)).toBe(true);
    expect(isTokenExpired(token(5), NOW_MS, 0)).toBe(false);
  });

  it.each([
    ['not a JWT', 'not-a-token'],
    ['bad base64 payload', 'aaa.@@@.bbb'],
    ['empty', ''],
  ])('counts an undecodable token as expired (%s)', (_case, value) => {
    expect(isTokenExpired(value, NOW_MS)).toBe(true);
  });

  it('counts a token without an exp claim, and no token at all, as expired', () => {
    const payload = btoa(JSON.stringify({ sub: '1' })).replace(/=+$/, '');
    expect(isTokenExpired(`e30.${payload}.sig`, NOW_MS)).toBe(true);
    expect(isTokenExpired(null, NOW_MS)).toBe(true);
  });
});

describe('useAuthStore', () => {
  beforeEach(() => {
    useAuthStore.getState().logout();
    storage.clear();
  });

  it('login sets user, tokens and authenticated, and persists them under auth-storage', () => {
    const user = makeUserInfo();
    useAuthStore.getState().login({ user, accessToken: 'a1', refreshToken: 'r1' });
    expect(useAuthStore.getState()).toMatchObject({ user, accessToken: 'a1', refreshToken: 'r1', isAuthenticated: true });
    const persisted = JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> };
    expect(persisted.state).toEqual({ user, accessToken: 'a1', refreshToken: 'r1', isAuthenticated: true });
  });

  it('setTokens replaces the tokens only; logout clears everything', () => {
    useAuthStore.getState().login({ user: makeUserInfo(), accessToken: 'a1', refreshToken: 'r1' });
    useAuthStore.getState().setTokens('a2', 'r2');
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', isAuthenticated: true });
    useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null, isAuthenticated: false });
  });
});
