import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type Endpoint,
  type ErrorBody,
  type LoginData,
  accountMessages,
  addWishlistGame,
  commonMessages,
  GOG_REFRESH_TOKEN_EXPIRED,
  gogMessages,
  exportMyData,
  getSignedInUser,
  renewSession,
  syncGogLibrary,
} from '@gameshelf/contracts';
import { makeLoginData, makeUserInfo } from '@gameshelf/mocks';

await vi.hoisted(async () => {
  const { installMemoryLocalStorage } = await import('../testing/memory-storage.ts');
  installMemoryLocalStorage();
});

const { call, ApiError, MAINTENANCE_CHECK_EVENT, setSessionExpiredHandler } = await import('./api-client.ts');
const { download, fileNameOf } = await import('./api-download.ts');
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

const ME = getSignedInUser.path;

/** Endpoints of no domain, for the client's generic behaviour. */
const readThings = { method: 'GET', path: '/api/things', caller: 'anyone', response: 'MessageSchema' } as const satisfies Endpoint;
const writeThings = { ...readThings, method: 'POST', body: 'MessageSchema' } as const satisfies Endpoint;
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
    await expect(call(getSignedInUser)).resolves.toEqual(user);
    expect(server.calls).toHaveLength(1);
  });

  it('refreshes once and retries with the new token', async () => {
    signIn();
    const server = fakeServer({ [ME]: meForRenewedToken, [renewSession.path]: () => json(renewed) });

    await expect(call(getSignedInUser)).resolves.toEqual(user);

    const [refresh] = server.callsTo(renewSession.path);
    expect(server.callsTo(renewSession.path)).toHaveLength(1);
    expect(await refresh!.json()).toEqual({ refreshToken: 'refresh-1' });
    expect(server.callsTo(ME).map(bearerOf)).toEqual(['access-1', 'access-2']);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', isAuthenticated: true });
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('leaves the session alone on a 401 about a linked store’s sign-in (GOG)', async () => {
    signIn();
    const expired = { message: gogMessages.refreshTokenExpired, code: GOG_REFRESH_TOKEN_EXPIRED } satisfies ErrorBody;
    const server = fakeServer({ [syncGogLibrary.path]: () => json(expired, 401), [renewSession.path]: () => json(renewed) });

    await expect(call(syncGogLibrary)).rejects.toMatchObject({ status: 401, code: GOG_REFRESH_TOKEN_EXPIRED });

    expect(server.callsTo(renewSession.path)).toHaveLength(0);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'access-1', isAuthenticated: true });
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('spends the refresh token once for concurrent 401s', async () => {
    signIn();
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const server = fakeServer({
      [ME]: meForRenewedToken,
      [renewSession.path]: async () => {
        await refreshGate;
        return json(renewed);
      },
    });

    const results = Promise.all([call(getSignedInUser), call(getSignedInUser), call(getSignedInUser)]);
    await vi.waitFor(() => expect(server.callsTo(renewSession.path)).toHaveLength(1));
    releaseRefresh();

    await expect(results).resolves.toEqual([user, user, user]);
    expect(server.callsTo(renewSession.path)).toHaveLength(1);
    expect(server.callsTo(ME).map(bearerOf).sort()).toEqual(['access-1', 'access-1', 'access-1', 'access-2', 'access-2', 'access-2']);
  });

  it('logs out and calls the session-expired handler when the refresh is refused', async () => {
    signIn();
    const server = fakeServer({
      [ME]: unauthorized,
      [renewSession.path]: () => json({ message: accountMessages.refreshTokenInvalid } satisfies ErrorBody, 401),
    });

    const error = await call(getSignedInUser).catch((e: unknown) => e);

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

    await expect(call(getSignedInUser)).rejects.toMatchObject({ status: 401 });

    expect(server.callsTo(renewSession.path)).toHaveLength(0);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(onExpired).toHaveBeenCalledExactlyOnceWith(accountMessages.authRequiredAgain);
  });

  it('logs out as expired when the retry is refused again, without a second refresh', async () => {
    signIn();
    const server = fakeServer({ [ME]: unauthorized, [renewSession.path]: () => json(renewed) });

    await expect(call(getSignedInUser)).rejects.toMatchObject({ status: 401, message: accountMessages.authExpired });
    expect(onExpired).toHaveBeenCalledExactlyOnceWith(accountMessages.authExpired);

    expect(server.callsTo(renewSession.path)).toHaveLength(1);
    expect(server.callsTo(ME)).toHaveLength(2);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('does not refresh for a guest: the 401 is an ordinary error with the server message', async () => {
    const server = fakeServer({ [ME]: unauthorized });

    await expect(call(getSignedInUser)).rejects.toMatchObject({ status: 401, message: accountMessages.authExpired });

    expect(server.callsTo(renewSession.path)).toHaveLength(0);
    expect(server.calls.map(bearerOf)).toEqual([null]);
    expect(onExpired).not.toHaveBeenCalled();
  });
});

describe('api client: failures users see in Korean', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns a failed fetch into the network message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(call(getSignedInUser)).rejects.toMatchObject({ name: 'ApiError', status: 0, message: commonMessages.networkError });
  });

  it('refuses a write offline before sending it, while reads still go out (the service worker may answer them)', async () => {
    const fetchStub = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchStub);
    vi.stubGlobal('navigator', { onLine: false });
    await expect(call(addWishlistGame, { body: { gameId: 1 } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: commonMessages.offlineWrite,
    });
    expect(fetchStub).not.toHaveBeenCalled();
    await expect(call(getSignedInUser)).resolves.toEqual({ ok: true });
    expect(fetchStub).toHaveBeenCalledOnce();
  });

  it('lets a cancelled request stay a cancellation', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    await expect(call(getSignedInUser, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses a 2xx answer that is not JSON (a captive portal page)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>login to wifi</html>', { headers: { 'Content-Type': 'text/html' } })),
    );
    await expect(call(getSignedInUser)).rejects.toMatchObject({ status: 200, message: commonMessages.unexpectedResponse });
  });

  it('refuses cut-off JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"id": 1, "na', { headers: { 'Content-Type': 'application/json' } })),
    );
    await expect(call(getSignedInUser)).rejects.toMatchObject({ message: commonMessages.unexpectedResponse });
  });

  it("uses the server's message, else 'HTTP {status}' for an error page", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: '이미 사용 중인 닉네임입니다.', field: 'displayName' }, 409)),
    );
    await expect(call(getSignedInUser)).rejects.toMatchObject({
      status: 409,
      message: '이미 사용 중인 닉네임입니다.',
      field: 'displayName',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<h1>Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } })),
    );
    await expect(call(getSignedInUser)).rejects.toMatchObject({ status: 502, message: commonMessages.httpError(502) });
  });
});

describe('api client: downloads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the file with the name the server gives, after a refresh on a 401', async () => {
    useAuthStore.getState().logout();
    signIn();
    const path = exportMyData.path;
    const server = fakeServer({
      [renewSession.path]: () => json(renewed),
      [path]: (request) =>
        bearerOf(request) === 'access-2'
          ? new Response('{"a":1}', {
              headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="gameshelf-me.json"' },
            })
          : unauthorized(),
    });
    const file = await download(path, { searchParams: { format: 'json' } });
    expect(file.fileName).toBe('gameshelf-me.json');
    expect(await file.blob.text()).toBe('{"a":1}');
    expect(new URL(server.callsTo(path).at(-1)!.url).search).toBe('?format=json');
  });

  it("fails with the server's Korean message, not a file", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' }, 429)),
    );
    await expect(download(exportMyData.path)).rejects.toMatchObject({
      status: 429,
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    });
  });

  it('reads RFC 6266 names, UTF-8 first', () => {
    expect(fileNameOf(`attachment; filename="plain.zip"; filename*=UTF-8''%EB%82%B4%20%EB%8D%B0%EC%9D%B4%ED%84%B0.zip`)).toBe(
      '내 데이터.zip',
    );
    expect(fileNameOf('attachment; filename=bare.json')).toBe('bare.json');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('api client: maintenance', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the maintenance watcher to check when a write is answered 503', async () => {
    const target = new EventTarget();
    const onCheck = vi.fn();
    target.addEventListener(MAINTENANCE_CHECK_EVENT, onCheck);
    vi.stubGlobal('window', target);
    const refused = () => json({ message: '서비스 점검 중입니다.', code: 'MAINTENANCE' } satisfies ErrorBody, 503);
    fakeServer({ '/api/things': refused });
    await expect(call(readThings)).rejects.toBeInstanceOf(ApiError);
    expect(onCheck).not.toHaveBeenCalled();
    await expect(call(writeThings, { body: { message: '' } })).rejects.toMatchObject({ status: 503, code: 'MAINTENANCE' });
    expect(onCheck).toHaveBeenCalledTimes(1);
  });
});
