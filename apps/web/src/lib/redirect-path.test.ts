import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_PATH_KEY } from './storage-keys.ts';

const storage = await vi.hoisted(async () => {
  const { installMemoryLocalStorage } = await import('../testing/memory-storage.ts');
  return installMemoryLocalStorage();
});

const { isSafeRedirectPath, readRedirectPath, saveRedirectPath, takeRedirectPath, toPathString } = await import('./redirect-path.ts');

describe('redirectPath', () => {
  beforeEach(() => storage.clear());

  it('stores path and query under redirectPath, and take() reads it once', () => {
    saveRedirectPath(toPathString({ pathname: '/wishlist', search: '?sort=name' }));
    expect(storage.getItem(REDIRECT_PATH_KEY)).toBe('/wishlist?sort=name');
    expect(takeRedirectPath()).toBe('/wishlist?sort=name');
    expect(takeRedirectPath()).toBe('/');
  });

  it('keeps in-app paths with their query and hash', () => {
    for (const value of ['/', '/wishlist?sort=name', '/game/12#reviews', '/user/%ED%95%9C%EA%B8%80', '/explore?q=//evil.example']) {
      expect(isSafeRedirectPath(value), value).toBe(true);
    }
  });

  it('never remembers the sign-in pages', () => {
    saveRedirectPath('/auth/login?error=oauth2_failure');
    expect(storage.getItem(REDIRECT_PATH_KEY)).toBeNull();
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/./auth/login',
    'wishlist',
    '/auth/callback',
  ])('ignores a stored %s', (value) => {
    storage.setItem(REDIRECT_PATH_KEY, value);
    expect(isSafeRedirectPath(value)).toBe(false);
    expect(readRedirectPath()).toBeNull();
    expect(takeRedirectPath()).toBe('/');
  });
});
