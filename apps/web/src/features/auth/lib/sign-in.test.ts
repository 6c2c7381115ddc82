import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthProviders } from '@gameshelf/contracts';

await vi.hoisted(async () => {
  const { installMemoryLocalStorage } = await import('../../../testing/memory-storage.ts');
  installMemoryLocalStorage();
});

const { AUTH_PROVIDERS_TIMEOUT_MS, getAuthProviders } = await import('../api/get-auth-providers.ts');
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
