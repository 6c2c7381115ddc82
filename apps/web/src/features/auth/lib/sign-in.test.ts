import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages, commonMessages, type AuthProviders } from '@gameshelf/contracts';
import { makeLoginData, newUserInfo } from '@gameshelf/mocks';

await vi.hoisted(async () => {
  const { installMemoryLocalStorage } = await import('../../../testing/memory-storage.ts');
  installMemoryLocalStorage();
});

const { ApiError } = await import('../../../lib/api-client.ts');
const { useAuthStore } = await import('../../../lib/session/auth-store.ts');
const { REDIRECT_PATH_KEY } = await import('../../../lib/storage-keys.ts');
const { AUTH_PROVIDERS_TIMEOUT_MS, getAuthProviders } = await import('../api/get-auth-providers.ts');
const { afterSignInPath, completeSignIn } = await import('./after-sign-in.ts');
const { devLoginProblem } = await import('./dev-login-error.ts');
const { signInOptions } = await import('./sign-in-options.ts');

const answer = (providers: AuthProviders['providers'], devLoginEnabled = false): AuthProviders => ({ providers, devLoginEnabled });

describe('signInOptions', () => {
  it('waits while the answer is pending: nothing offered, nothing marked unavailable', () => {
    expect(signInOptions({ status: 'pending' })).toEqual({ checking: true, unconfigured: new Set(), devLoginEnabled: false });
  });

  it('marks the providers the server has no credentials for, and shows the dev login when on', () => {
    const options = signInOptions({ status: 'success', data: answer({ google: true, kakao: false, discord: false }, true) });
    expect(options).toEqual({ checking: false, unconfigured: new Set(['kakao', 'discord']), devLoginEnabled: true });
  });

  it('offers every provider and no dev login when the call failed', () => {
    expect(signInOptions({ status: 'error' })).toEqual({ checking: false, unconfigured: new Set(), devLoginEnabled: false });
  });

  it('takes away only what the answer explicitly refuses (the answer is typed, not parsed)', () => {
    const odd = { providers: { google: 'no', kakao: null }, devLoginEnabled: 'true' } as unknown as AuthProviders;
    expect(signInOptions({ status: 'success', data: odd })).toEqual({ checking: false, unconfigured: new Set(), devLoginEnabled: false });
    const empty = {} as AuthProviders;
    expect(signInOptions({ status: 'success', data: empty }).unconfigured.size).toBe(0);
  });
});

describe('getAuthProviders', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A fetch that never answers, but gives up when its signal aborts (as the browser's does). */
  const hangingFetch = () =>
    vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

  it(`gives up after ${AUTH_PROVIDERS_TIMEOUT_MS} ms, so the screen falls back to every provider`, async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const settled = vi.fn();
    const call = getAuthProviders().then(settled, settled);
    await vi.advanceTimersByTimeAsync(AUTH_PROVIDERS_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ name: 'AbortError' }));
  });

  it("stops when the query's own signal aborts", async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const call = getAuthProviders(controller.signal);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('devLoginProblem (spec 1 §8)', () => {
  it('a 400 says the dev login works only in development', () => {
    expect(devLoginProblem(new ApiError(400, accountMessages.devLoginOnlyInDevelopment))).toEqual({
      message: accountMessages.devLoginOnlyInDevelopment,
      field: null,
    });
    expect(devLoginProblem(new ApiError(400, commonMessages.invalidRequest))).toEqual({
      message: accountMessages.devLoginOnlyInDevelopment,
      field: null,
    });
  });

  it("a 400 about the username is the server's rule, shown under the field", () => {
    expect(devLoginProblem(new ApiError(400, accountMessages.devUsernameCharacters, 'username'))).toEqual({
      message: accountMessages.devUsernameCharacters,
      field: 'username',
    });
  });

  it.each([new ApiError(500, commonMessages.internalError), new ApiError(0, commonMessages.networkError), new Error('boom')])(
    'anything else says the dev login failed (%s)',
    (error) => expect(devLoginProblem(error)).toEqual({ message: accountMessages.devLoginFailed, field: null }),
  );
});

describe('after sign-in', () => {
  afterEach(() => {
    useAuthStore.getState().logout();
    localStorage.clear();
  });

  it('an incomplete profile goes to profile setup and forgets the remembered page (setup ends on /, spec 2)', () => {
    localStorage.setItem(REDIRECT_PATH_KEY, '/wishlist');
    expect(afterSignInPath(false)).toBe('/profile-setup');
    expect(localStorage.getItem(REDIRECT_PATH_KEY)).toBeNull();
  });

  it('a finished profile goes to the remembered page once, else home', () => {
    localStorage.setItem(REDIRECT_PATH_KEY, '/mypage?tab=reviews');
    expect(afterSignInPath(true)).toBe('/mypage?tab=reviews');
    expect(afterSignInPath(true)).toBe('/');
  });

  it('completeSignIn stores the session the answer carries', () => {
    const login = makeLoginData({ userInfo: newUserInfo, profileCompleted: false });
    expect(completeSignIn(login)).toBe('/profile-setup');
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      user: newUserInfo,
      accessToken: login.accessToken,
      refreshToken: login.refreshToken,
    });
  });
});
