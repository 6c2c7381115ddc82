import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renewSession, listWishlist } from '@gameshelf/contracts';
import { makeAccessToken, makeUserInfo } from '@gameshelf/mocks';

await vi.hoisted(async () => {
  const { installMemoryLocalStorage } = await import('../../testing/memory-storage.ts');
  installMemoryLocalStorage();
});

const { resetStartupCheck, runStartupCheck, startupCheckDecision, useStartupCheckStore } = await import('./startup-check.ts');
const { useAuthStore } = await import('./auth-store.ts');
const { call: callApi } = await import('../api-client.ts');
const { isProtectedPath } = await import('./protected-paths.ts');

const NOW_SECONDS = 1_767_225_600;
const NOW_MS = NOW_SECONDS * 1000;
const validToken = makeAccessToken({ nowSeconds: NOW_SECONDS, expiresInSeconds: 3600 });
const expiredToken = makeAccessToken({ nowSeconds: NOW_SECONDS, expiresInSeconds: -60 });

const signIn = (accessToken: string) => useAuthStore.getState().login({ user: makeUserInfo(), accessToken, refreshToken: 'refresh-1' });

describe('startupCheckDecision', () => {
  it('does nothing for a guest, even with a stale token lying around', () => {
    expect(startupCheckDecision({ isAuthenticated: false, accessToken: null }, NOW_MS)).toBe('none');
    expect(startupCheckDecision({ isAuthenticated: false, accessToken: expiredToken }, NOW_MS)).toBe('none');
  });

  it('does nothing for a signed-in user whose token is still valid', () => {
    expect(startupCheckDecision({ isAuthenticated: true, accessToken: validToken }, NOW_MS)).toBe('none');
  });

  it('refreshes a signed-in user whose token expired, could not be decoded, or is missing', () => {
    expect(startupCheckDecision({ isAuthenticated: true, accessToken: expiredToken }, NOW_MS)).toBe('refresh');
    expect(startupCheckDecision({ isAuthenticated: true, accessToken: 'garbage' }, NOW_MS)).toBe('refresh');
    expect(startupCheckDecision({ isAuthenticated: true, accessToken: null }, NOW_MS)).toBe('refresh');
  });
});

describe('runStartupCheck', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    useAuthStore.getState().logout();
    resetStartupCheck();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is done at once for a guest, without a refresh', async () => {
    const refresh = vi.fn(async () => true);
    await expect(runStartupCheck({ refresh, nowMs: NOW_MS })).resolves.toBe('guest');
    expect(refresh).not.toHaveBeenCalled();
    expect(useStartupCheckStore.getState().status).toBe('done');
  });

  it('keeps a valid session without a refresh', async () => {
    signIn(validToken);
    const refresh = vi.fn(async () => true);
    await expect(runStartupCheck({ refresh, nowMs: NOW_MS })).resolves.toBe('valid');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('is "checking" while the refresh runs, then keeps the renewed session', async () => {
    signIn(expiredToken);
    let finish!: (ok: boolean) => void;
    const refresh = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));

    const outcome = runStartupCheck({ refresh, nowMs: NOW_MS });
    expect(useStartupCheckStore.getState().status).toBe('checking');
    finish(true);

    await expect(outcome).resolves.toBe('refreshed');
    expect(useStartupCheckStore.getState().status).toBe('done');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('keeps an expired session offline without trying to renew it', async () => {
    signIn(expiredToken);
    vi.stubGlobal('navigator', { onLine: false });
    const refresh = vi.fn(async () => false);
    await expect(runStartupCheck({ refresh, nowMs: NOW_MS })).resolves.toBe('offline');
    expect(refresh).not.toHaveBeenCalled();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(useStartupCheckStore.getState().status).toBe('done');
  });

  it('logs out with a warning when the refresh fails', async () => {
    signIn(expiredToken);
    await expect(runStartupCheck({ refresh: async () => false, nowMs: NOW_MS })).resolves.toBe('loggedOut');
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, accessToken: null });
    expect(useStartupCheckStore.getState().status).toBe('done');
    expect(warn).toHaveBeenCalledOnce();
  });

  const broken = new Error('broken');
  const throwBroken = (): never => {
    throw broken;
  };
  it.each([
    ['the refresh rejects', () => {}, (): Promise<boolean> => Promise.reject(broken)],
    ['the refresh throws before returning a promise', () => {}, throwBroken],
    ['reading the stored session throws', () => vi.spyOn(useAuthStore, 'getState').mockImplementationOnce(throwBroken), async () => true],
    [
      'marking the check as running throws',
      () => vi.spyOn(useStartupCheckStore, 'setState').mockImplementationOnce(throwBroken),
      async () => true,
    ],
  ])('logs out with a warning when %s', async (_where, breakIt: () => unknown, refresh: () => Promise<boolean>) => {
    signIn(expiredToken);
    breakIt();
    await expect(runStartupCheck({ refresh, nowMs: NOW_MS })).resolves.toBe('loggedOut');
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, accessToken: null });
    expect(useStartupCheckStore.getState().status).toBe('done');
    expect(warn).toHaveBeenCalledWith(expect.any(String), broken);
  });

  it('still finishes when signing out throws too (the session is cleared in memory first)', async () => {
    signIn(expiredToken);
    const { logout } = useAuthStore.getState();
    useAuthStore.setState({
      logout: () => {
        logout();
        throw new Error('quota exceeded');
      },
    });
    try {
      await expect(runStartupCheck({ refresh: async () => false, nowMs: NOW_MS })).resolves.toBe('loggedOut');
      expect(useAuthStore.getState().isAuthenticated).toBe(false);
      expect(useStartupCheckStore.getState().status).toBe('done');
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      useAuthStore.setState({ logout });
    }
  });

  it('runs once per app start: later callers share the first run', async () => {
    signIn(expiredToken);
    const refresh = vi.fn(async () => true);
    const first = runStartupCheck({ refresh, nowMs: NOW_MS });
    const second = runStartupCheck({ refresh, nowMs: NOW_MS });
    expect(second).toBe(first);
    await first;
    expect(refresh).toHaveBeenCalledOnce();
  });
});

describe('requests wait for the start-up check', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  beforeEach(() => {
    useAuthStore.getState().logout();
    resetStartupCheck();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('no request carries a stored token the check has not settled; a failed renewal makes it a guest call', async () => {
    // Expired by the real clock: the check the client starts renews it first.
    useAuthStore.getState().login({ user: makeUserInfo(), accessToken: makeAccessToken({ expiresInSeconds: -60 }), refreshToken: 'spent' });
    let answerRefresh!: (response: Response) => void;
    const sent: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) => {
        const request = new Request(new URL(input, 'http://localhost'), init);
        sent.push(request);
        if (new URL(request.url).pathname === renewSession.path) return new Promise<Response>((resolve) => (answerRefresh = resolve));
        return Promise.resolve(json({ content: [] }));
      }),
    );
    const paths = () => sent.map((request) => new URL(request.url).pathname);

    const call = callApi(listWishlist);
    await vi.waitFor(() => expect(paths()).toEqual([renewSession.path]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paths()).toEqual([renewSession.path]);

    answerRefresh(json({ message: 'refused' }, 401));
    await expect(call).resolves.toEqual({ content: [] });
    expect(paths()).toEqual([renewSession.path, listWishlist.path]);
    expect(sent[1]!.headers.get('Authorization')).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('a valid session is not held back', async () => {
    const accessToken = makeAccessToken();
    useAuthStore.getState().login({ user: makeUserInfo(), accessToken, refreshToken: 'r' });
    const fetchStub = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetchStub);
    await callApi(listWishlist);
    expect(fetchStub).toHaveBeenCalledOnce();
  });
});

describe('isProtectedPath', () => {
  it.each(['/wishlist', '/mypage', '/profile-setup', '/collection', '/collection/new', '/collection/7/edit', '/games/3/review'])(
    '%s needs login',
    (path) => expect(isProtectedPath(path)).toBe(true),
  );

  it.each(['/', '/games', '/game/3', '/collection/7', '/auth/login', '/notices/1', '/user/player_one'])('%s is public', (path) =>
    expect(isProtectedPath(path)).toBe(false),
  );
});
