import {
  accountMessages,
  commonMessages,
  GOG_REFRESH_TOKEN_EXPIRED,
  GOG_TOKEN_EXPIRED,
  type Endpoint,
  type ErrorBody,
  type InputOf,
  type LoginData,
  type ResponseOf,
  endpointPath,
  renewSession,
} from '@gameshelf/contracts';
import { useAuthStore } from './session/auth-store.ts';

/**
 * A failed call, with a Korean message for the user: the server's `message` for a non-OK answer,
 * else ours. `status` is 0 when no answer arrived (offline, DNS, connection refused).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** The server's machine-readable reason, e.g. PRIVATE_COLLECTION. */
    readonly code?: string,
  ) {
    super(message);
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /** 4xx answers will not change on retry. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

type QueryValue = string | number | boolean | null | undefined;
type SearchInit = URLSearchParams | Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

export interface RequestOptions {
  searchParams?: SearchInit;
  signal?: AbortSignal;
}

export interface BodyRequestOptions extends RequestOptions {
  /** JSON-serialised, or sent as is when FormData (multipart upload). */
  body?: unknown;
}

function buildUrl(path: string, searchParams?: SearchInit): string {
  if (!searchParams) return path;
  const search =
    searchParams instanceof URLSearchParams
      ? searchParams
      : new URLSearchParams(
          Object.entries(searchParams).flatMap(([key, value]) =>
            [value].flat().flatMap((item) => (item === undefined || item === null ? [] : [[key, String(item)]])),
          ),
        );
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Error codes of a 401 that are about a linked store's tokens, not our session. */
const STORE_AUTH_CODES: ReadonlySet<string> = new Set([GOG_TOKEN_EXPIRED, GOG_REFRESH_TOKEN_EXPIRED]);

async function isStoreAuthExpiry(response: Response): Promise<boolean> {
  const { code } = await readErrorBody(response.clone());
  return code !== undefined && STORE_AUTH_CODES.has(code);
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const body: unknown = await response.json();
    if (isRecord(body) && typeof body.message === 'string' && body.message !== '') {
      return {
        message: body.message,
        field: typeof body.field === 'string' ? body.field : undefined,
        code: typeof body.code === 'string' ? body.code : undefined,
      };
    }
  } catch {
    // Not JSON (a proxy's error page): fall through to the generic message.
  }
  return { message: commonMessages.httpError(response.status) };
}

/** A 2xx answer's JSON body; anything else (an HTML page from a captive portal, cut-off JSON) is an error. */
async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) throw new ApiError(response.status, commonMessages.unexpectedResponse);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new ApiError(response.status, commonMessages.unexpectedResponse);
  }
}

const isLoginData = (data: unknown): data is LoginData =>
  isRecord(data) && typeof data.accessToken === 'string' && typeof data.refreshToken === 'string' && isRecord(data.userInfo);

/** What the app does when the session cannot be kept (set by the app shell; see session-expiry.ts). */
export type SessionExpiredHandler = (message: string) => void;
let sessionExpiredHandler: SessionExpiredHandler = () => {};
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  sessionExpiredHandler = handler;
}

/** How requests reach the API: the browser's fetch, or what server rendering gives (entry-server.tsx). */
type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;
let apiFetch: ApiFetch = (path, init) => fetch(path, init);

/**
 * Sends every request through `transport` from now on: server rendering's in-process calls to the API,
 * made as a guest. Set once per process, by the server entry only.
 */
export function setApiFetch(transport: ApiFetch): void {
  apiFetch = transport;
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Trades the stored refresh token for new tokens (rotation: the old one is spent).
 * Concurrent callers share one request, so a burst of 401s spends the refresh token once.
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= (async () => {
    // Another tab may have rotated the tokens already: use what storage holds now, never a spent token.
    await useAuthStore.persist.rehydrate();
    const { refreshToken } = useAuthStore.getState();
    if (!refreshToken) return false;
    try {
      const response = await apiFetch(endpointPath(renewSession), {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      if (!response.ok) return false;
      const data: unknown = await response.json();
      if (!isLoginData(data)) return false;
      const store = useAuthStore.getState();
      store.setTokens(data.accessToken, data.refreshToken);
      store.setUser(data.userInfo);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** What a request waits for before it reads the stored token: the start-up check registers itself (startup-check.ts). */
let sessionSettled: () => Promise<unknown> = () => Promise.resolve();
export function holdRequestsUntilSessionSettled(settled: () => Promise<unknown>): void {
  sessionSettled = settled;
}

/** Asks the maintenance watcher to read maintenance.json now (an answer was 503). */
export const MAINTENANCE_CHECK_EVENT = 'gameshelf:maintenance-check';

/** The `code` of a write refused because the device is offline. */
export const OFFLINE_CODE = 'OFFLINE';

async function send(method: string, path: string, options: BodyRequestOptions): Promise<Response> {
  // Offline, a write is refused before it starts, in words that say why: it is never queued or dropped silently.
  if (method !== 'GET' && typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError(0, commonMessages.offlineWrite, undefined, OFFLINE_CODE);
  }
  // No request carries a stored token the start-up check has not settled (renewed, or signed out).
  await sessionSettled();
  // Cancelled while it waited: it never leaves.
  options.signal?.throwIfAborted();
  const headers = new Headers({ Accept: 'application/json' });
  const { accessToken } = useAuthStore.getState();
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  try {
    return await apiFetch(buildUrl(path, options.searchParams), { method, headers, body, signal: options.signal });
  } catch (error) {
    // A cancelled query stays a cancellation; anything else means no answer arrived ('Failed to fetch').
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, commonMessages.networkError);
  }
}

function endSession(message: string): never {
  useAuthStore.getState().logout();
  sessionExpiredHandler(message);
  throw new ApiError(401, message);
}

/**
 * Answers are typed by the contract, not parsed: the server validates with the same schemas, and
 * keeping zod off the first screens keeps them within the JS budget (docs/decisions.md).
 */
async function request<T>(method: string, path: string, options: BodyRequestOptions = {}): Promise<T> {
  const response = await answer(method, path, options);
  if (response.status === 204) return undefined as T;
  return (await readBody(response)) as T;
}

/** An OK answer, after one refresh and retry on a 401; any other answer becomes an ApiError. */
export async function answer(method: string, path: string, options: BodyRequestOptions): Promise<Response> {
  let response = await send(method, path, options);
  // On a 401: refresh once and retry once (spec 1 §4, §8). Without a session there is nothing to refresh.
  // A linked store's expired sign-in (GOG) is a 401 too, but ours is fine: the screen handles it.
  if (response.status === 401 && useAuthStore.getState().isAuthenticated && !(await isStoreAuthExpiry(response))) {
    if (!(await refreshSession())) endSession(accountMessages.authRequiredAgain);
    response = await send(method, path, options);
    if (response.status === 401) endSession(accountMessages.authExpired);
  }
  if (!response.ok) {
    const error = await readErrorBody(response);
    // A write refused with 503 may be maintenance (code MAINTENANCE): the watcher reads the file now.
    if (response.status === 503 && method !== 'GET') globalThis.window?.dispatchEvent(new Event(MAINTENANCE_CHECK_EVENT));
    throw new ApiError(response.status, error.message, error.field, error.code);
  }
  return response;
}

/** What a call passes besides its input: a signal to cancel it. */
export type CallOptions = { signal?: AbortSignal };

type CallArgs<E extends Endpoint> = object extends InputOf<E> ? [input?: InputOf<E> & CallOptions] : [input: InputOf<E> & CallOptions];

/**
 * The one HTTP client: calls a contract endpoint, its method and path from the contract, the path
 * parameters, query and body from `input`, all typed by the endpoint, and so is the answer. Same-origin
 * JSON requests (the dev server proxies /api), with the bearer token attached when signed in. Every
 * failure throws ApiError with a Korean message: the server's, else 'HTTP {status} 오류가 발생했습니다.',
 * '네트워크 연결을 확인해주세요.' when no answer arrived, or a generic one for an answer that is not JSON.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<ResponseOf<E>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Readonly<Record<string, string | number>>;
    query?: SearchInit;
    body?: unknown;
    signal?: AbortSignal;
  };
  return request<ResponseOf<E>>(endpoint.method, endpointPath(endpoint, params as never), { searchParams: query, body, signal });
}
