import type { DefaultOptions } from '@tanstack/react-query';
import { ApiError, OFFLINE_CODE } from './api-client.ts';

const MINUTE = 60_000;

/**
 * Client errors answer the same again, except a timeout (408) or rate limit (429), which may pass later;
 * a write refused offline is not tried again behind the user's back.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError && error.code === OFFLINE_CODE) return false;
  if (!(error instanceof ApiError) || !error.isClientError) return true;
  return error.status === 408 || error.status === 429;
}

/**
 * The app's data defaults (spec 3 §9): queries retry 3 times, stay fresh 5 minutes and are kept 10,
 * with no refetch on window focus; mutations retry once. Screens with their own times (spec 1 §9) set them.
 * Offline (issue 20), queries still ask once, and the service worker answers the reads it keeps; a
 * mutation still runs, so the API client refuses it with its message instead of it waiting unseen
 * (TanStack's default pauses both until the device is back online).
 */
export const queryDefaults: DefaultOptions = {
  queries: {
    retry: (failureCount, error) => isRetryable(error) && failureCount < 3,
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
    refetchOnWindowFocus: false,
    networkMode: 'offlineFirst',
  },
  mutations: {
    networkMode: 'always',
    retry: (failureCount, error) => isRetryable(error) && failureCount < 1,
  },
};
