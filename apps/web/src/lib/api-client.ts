import { apiPaths, ErrorBodySchema, LoginDataSchema, accountMessages, commonMessages } from '@gameshelf/contracts';
import { useAuthStore } from './session/auth-store.ts';

/** A non-OK answer from the API, carrying the server's Korean `message` when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
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

type SearchInit = URLSearchParams | Record<string, string | number | boolean | undefined>;

export interface RequestOptions<T> {
  searchParams?: SearchInit;
  signal?: AbortSignal;
  /** Contract schema the answer must satisfy; a mismatch throws rather than rendering bad data. */
  schema?: { parse(data: unknown): T };
}

export interface BodyRequestOptions<T> extends RequestOptions<T> {
  /** JSON-serialised, or sent as is when FormData (multipart upload). */
  body?: unknown;
}

function buildUrl(path: string, searchParams?: SearchInit): string {
  if (!searchParams) return path;
  const search =
    searchParams instanceof URLSearchParams
      ? searchParams
      : new URLSearchParams(Object.entries(searchParams).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

async function readErrorBody(response: Response): Promise<{ message: string; field?: string }> {
  try {
    const parsed = ErrorBodySchema.safeParse(await response.json());
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return { message: commonMessages.httpError(response.status) };
}

/** What the app does when the session cannot be kept (set by the app shell; see session-expiry.ts). */
export type SessionExpiredHandler = (message: string) => void;
let sessionExpiredHandler: SessionExpiredHandler = () => {};
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  sessionExpiredHandler = handler;
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
      const response = await fetch(apiPaths.refresh, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      if (!response.ok) return false;
      const data = LoginDataSchema.parse(await response.json());
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

function send(method: string, path: string, options: BodyRequestOptions<unknown>): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const { accessToken } = useAuthStore.getState();
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return fetch(buildUrl(path, options.searchParams), { method, headers, body, signal: options.signal });
}

async function request<T>(method: string, path: string, options: BodyRequestOptions<T> = {}): Promise<T> {
  let response = await send(method, path, options);
  // On a 401: refresh once and retry once (spec 1 §4). Without a session there is nothing to refresh.
  if (response.status === 401 && useAuthStore.getState().isAuthenticated) {
    if (await refreshSession()) {
      response = await send(method, path, options);
    }
    if (response.status === 401) {
      useAuthStore.getState().logout();
      sessionExpiredHandler(accountMessages.authRequiredAgain);
      throw new ApiError(401, accountMessages.authRequiredAgain);
    }
  }
  if (!response.ok) {
    const error = await readErrorBody(response);
    throw new ApiError(response.status, error.message, error.field);
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json();
  return options.schema ? options.schema.parse(data) : (data as T);
}

/**
 * The one HTTP client: same-origin JSON requests (the dev server proxies /api), with the bearer
 * token attached when signed in. Non-OK answers throw ApiError with the server's message,
 * else 'HTTP {status} 오류가 발생했습니다.'.
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, options),
  post: <T>(path: string, options?: BodyRequestOptions<T>) => request<T>('POST', path, options),
  put: <T>(path: string, options?: BodyRequestOptions<T>) => request<T>('PUT', path, options),
  patch: <T>(path: string, options?: BodyRequestOptions<T>) => request<T>('PATCH', path, options),
  delete: <T>(path: string, options?: BodyRequestOptions<T>) => request<T>('DELETE', path, options),
};
