import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type ErrorBody, type LoginData, accountMessages } from '@gameshelf/contracts';
import { makeLoginData, makeUserInfo } from '@gameshelf/mocks';

await vi.hoisted(async () => {
  const { installMemoryLocalStorage } = await import('../testing/memory-storage.ts');
  installMemoryLocalStorage();
});

const { api, ApiError, setSessionExpiredHandler } = await import('./api-client.ts');
const { useAuthStore } = await import('./session/auth-store.ts');

type Route = (request: Request) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () => json({ message: accountMessages.authExpired } satisfies ErrorBody, 401);
const bearerOf = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;

/**
 * A fetch stand-in: the relative paths the client uses resolve against localhost, and each call is
 * answered by the route for its path. `calls` records every request in order.
 */
function fakeServer(routes: Record<string, Route>) {
  const calls: Request[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(input instanceof Request ? input.url : input, 'http://localhost'), init);
    calls.push(request.clone());
    const route = routes[new URL(request.url).pathname];
    if (!route) throw new Error(`Unexpected request: ${request.method} ${request.url}`);
    return route(request);
  });
  vi.stubGlobal('fetch', fetchStub);
  const callsTo = (path: string) => calls.filter((call) => new URL(call.url).pathname === path);
  return { calls, callsTo };
}

const ME = apiPaths.me;
const user = makeUserInfo();
const renewed: LoginData = makeLoginData({ accessToken: 'access-2', refreshToken: 'refresh-2', userInfo: user });

/** Accepts only the renewed access token. */
const meForRenewedToken: Route = (request) => (bearerOf(request) === 'access-2' ? json(user) : unauthorized());

const signIn = (refreshToken: string | null = 'refresh-1') =>
  useAuthStore.setState({ user, accessToken: 'access-1', refreshToken, isAuthenticated: true });

describe('api client: 401 handling', () => {
  const onExpired = vi.fn();

  beforeEach(() => {
    useAuthStore.getState().logout();
    onExpired.mockReset();
    setSessionExpiredHandler(onExpired);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    setSessionExpiredHandler(() => {});
  });

  it('attaches the bearer token when signed in', async () => {
    signIn();
    const server = fakeServer({ [ME]: (request) => (bearerOf(request) === 'access-1' ? json(user) : unauthorized()) });
    await expect(api.get(ME)).resolves.toEqual(user);
    expect(server.calls).toHaveLength(1);
  });

  it('refreshes once and retries with the new token', async () => {
    signIn();
    const server = fakeServer({ [ME]: meForRenewedToken, [apiPaths.refresh]: () => json(renewed) });

    await expect(api.get(ME)).resolves.toEqual(user);

    const [refresh] = server.callsTo(apiPaths.refresh);
    expect(server.callsTo(apiPaths.refresh)).toHaveLength(1);
    expect(await refresh!.json()).toEqual({ refreshToken: 'refresh-1' });
    expect(server.callsTo(ME).map(bearerOf)).toEqual(['access-1', 'access-2']);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', isAuthenticated: true });
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('spends the refresh token once for concurrent 401s', async () => {
    signIn();
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const server = fakeServer({
      [ME]: meForRenewedToken,
      [apiPaths.refresh]: async () => {
        await refreshGate;
        return json(renewed);
      },
    });

    const results = Promise.all([api.get(ME), api.get(ME), api.get(ME)]);
    await vi.waitFor(() => expect(server.callsTo(apiPaths.refresh)).toHaveLength(1));
    releaseRefresh();

    await expect(results).resolves.toEqual([user, user, user]);
    expect(server.callsTo(apiPaths.refresh)).toHaveLength(1);
    expect(server.callsTo(ME).map(bearerOf).sort()).toEqual(['access-1', 'access-1', 'access-1', 'access-2', 'access-2', 'access-2']);
  });

  it('logs out and calls the session-expired handler when the refresh is refused', async () => {
    signIn();
    const server = fakeServer({
      [ME]: unauthorized,
      [apiPaths.refresh]: () => json({ message: accountMessages.refreshTokenInvalid } satisfies ErrorBody, 401),
    });

    const error = await api.get(ME).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: accountMessages.authRequiredAgain });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, accessToken: null, refreshToken: null });
    expect(onExpired).toHaveBeenCalledExactlyOnceWith(accountMessages.authRequiredAgain);
    // The failed call is not retried.
    expect(server.callsTo(ME)).toHaveLength(1);
  });

  it('logs out without a refresh call when there is no refresh token', async () => {
    signIn(null);
    const server = fakeServer({ [ME]: unauthorized });

    await expect(api.get(ME)).rejects.toMatchObject({ status: 401 });

    expect(server.callsTo(apiPaths.refresh)).toHaveLength(0);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(onExpired).toHaveBeenCalledExactlyOnceWith(accountMessages.authRequiredAgain);
  });

  it('logs out when the retry is refused again, without a second refresh', async () => {
    signIn();
    const server = fakeServer({ [ME]: unauthorized, [apiPaths.refresh]: () => json(renewed) });

    await expect(api.get(ME)).rejects.toMatchObject({ status: 401, message: accountMessages.authRequiredAgain });

    expect(server.callsTo(apiPaths.refresh)).toHaveLength(1);
    expect(server.callsTo(ME)).toHaveLength(2);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('does not refresh for a guest: the 401 is an ordinary error with the server message', async () => {
    const server = fakeServer({ [ME]: unauthorized });

    await expect(api.get(ME)).rejects.toMatchObject({ status: 401, message: accountMessages.authExpired });

    expect(server.callsTo(apiPaths.refresh)).toHaveLength(0);
    expect(server.calls.map(bearerOf)).toEqual([null]);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
