import { ErrorBodySchema, messages } from '@gameshelf/contracts';

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

function buildUrl(path: string, searchParams?: SearchInit): string {
  if (!searchParams) return path;
  const search =
    searchParams instanceof URLSearchParams
      ? searchParams
      : new URLSearchParams(
          Object.entries(searchParams).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
        );
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
  return { message: messages.httpError(response.status) };
}

/**
 * The one HTTP client: same-origin JSON requests (the dev server proxies /api).
 * Non-OK answers throw ApiError with the server's message, else 'HTTP {status} 오류가 발생했습니다.'.
 */
export const api = {
  async get<T>(path: string, { searchParams, signal, schema }: RequestOptions<T> = {}): Promise<T> {
    const response = await fetch(buildUrl(path, searchParams), {
      method: 'GET',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) {
      const body = await readErrorBody(response);
      throw new ApiError(response.status, body.message, body.field);
    }
    const data: unknown = await response.json();
    return schema ? schema.parse(data) : (data as T);
  },
};
