import { describe, expect, it } from 'vitest';
import { ApiError, OFFLINE_CODE } from './api-client.ts';
import { isRetryable, queryDefaults } from './query-defaults.ts';

const retries = (retry: unknown, error: unknown): number => {
  if (typeof retry !== 'function') throw new Error('retry is not a function');
  let count = 0;
  while ((retry as (n: number, e: unknown) => boolean)(count, error)) count++;
  return count;
};

describe('query defaults (spec 3 §9)', () => {
  it('retries network failures and server errors, not client errors but 408 and 429', () => {
    expect(isRetryable(new TypeError('fetch failed'))).toBe(true);
    expect(isRetryable(new ApiError(500, '서버 오류'))).toBe(true);
    expect(isRetryable(new ApiError(404, '없음'))).toBe(false);
    expect(isRetryable(new ApiError(400, '잘못된 요청'))).toBe(false);
    expect(isRetryable(new ApiError(408, '시간 초과'))).toBe(true);
    expect(isRetryable(new ApiError(429, '요청이 너무 많습니다.'))).toBe(true);
  });

  it('gives queries 3 retries and mutations 1', () => {
    expect(retries(queryDefaults.queries?.retry, new ApiError(503, '점검'))).toBe(3);
    expect(retries(queryDefaults.mutations?.retry, new ApiError(503, '점검'))).toBe(1);
    expect(retries(queryDefaults.queries?.retry, new ApiError(404, '없음'))).toBe(0);
  });

  it('never retries a write refused offline, and lets queries and mutations run offline', () => {
    expect(isRetryable(new ApiError(0, '오프라인', undefined, OFFLINE_CODE))).toBe(false);
    expect(isRetryable(new ApiError(0, '네트워크'))).toBe(true);
    expect(queryDefaults.queries?.networkMode).toBe('offlineFirst');
    expect(queryDefaults.mutations?.networkMode).toBe('always');
  });

  it('keeps data fresh 5 minutes, cached 10, and does not refetch on focus', () => {
    expect(queryDefaults.queries).toMatchObject({ staleTime: 300_000, gcTime: 600_000, refetchOnWindowFocus: false });
  });
});
