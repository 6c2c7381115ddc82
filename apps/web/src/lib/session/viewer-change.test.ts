import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { makeAccessToken, makeUserInfo } from '@gameshelf/mocks';

await vi.hoisted(async () => {
  const { installMemoryLocalStorage } = await import('../../testing/memory-storage.ts');
  return installMemoryLocalStorage();
});

const { useAuthStore } = await import('./auth-store.ts');
const { resetQueriesWhenViewerChanges } = await import('./viewer-change.ts');

const session = (id: number) => ({
  user: makeUserInfo({ id }),
  accessToken: makeAccessToken({ nowSeconds: Math.floor(Date.now() / 1000), expiresInSeconds: 3600 }),
  refreshToken: `refresh-${id}`,
});
const detailKey = ['games', 'detail', 7];

describe('resetQueriesWhenViewerChanges', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    useAuthStore.getState().logout();
    queryClient = new QueryClient();
  });

  it('drops what one viewer saw when another (or a guest) takes over, and keeps it across a token renewal', () => {
    useAuthStore.getState().login(session(1));
    const stop = resetQueriesWhenViewerChanges(queryClient);
    queryClient.setQueryData(detailKey, { inWishlist: true });

    // The same person with renewed tokens, or a changed profile: nothing to drop.
    useAuthStore.getState().setTokens('renewed', 'renewed-refresh');
    useAuthStore.getState().setUser(makeUserInfo({ id: 1, displayName: '새 닉네임' }));
    expect(queryClient.getQueryData(detailKey)).toEqual({ inWishlist: true });

    // Signed out (or the session ended): the cached answers carried the last user's flags.
    useAuthStore.getState().logout();
    expect(queryClient.getQueryData(detailKey)).toBeUndefined();

    // A guest's answers are dropped when someone signs in, and one user's when another does.
    queryClient.setQueryData(detailKey, { inWishlist: false });
    useAuthStore.getState().login(session(2));
    expect(queryClient.getQueryData(detailKey)).toBeUndefined();
    queryClient.setQueryData(detailKey, { inWishlist: true });
    useAuthStore.getState().login(session(3));
    expect(queryClient.getQueryData(detailKey)).toBeUndefined();

    stop();
    queryClient.setQueryData(detailKey, { inWishlist: true });
    useAuthStore.getState().logout();
    expect(queryClient.getQueryData(detailKey)).toEqual({ inWishlist: true });
  });
});
