import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AuthProviders, listAuthProviders } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';

/** How long the login screen waits for the answer before offering every provider anyway. */
export const AUTH_PROVIDERS_TIMEOUT_MS = 5000;

/**
 * Which providers the server has credentials for, and whether the dev
 * login is on. Gives up after AUTH_PROVIDERS_TIMEOUT_MS, so a call that never answers cannot keep
 * the sign-in buttons waiting; `signal` (the query's) still cancels it sooner.
 */
export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, AUTH_PROVIDERS_TIMEOUT_MS);
  signal?.addEventListener('abort', abort, { once: true });
  try {
    return await call(listAuthProviders, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'] as const,
    queryFn: ({ signal }) => getAuthProviders(signal),
    // The answer only changes when the server restarts with other settings.
    staleTime: Infinity,
    // On failure every provider is offered (a tap on an unconfigured one still gets its 503 note):
    // retrying would only keep the buttons waiting longer.
    retry: false,
  });

/** The sign-in methods the server offers (the login screen). */
export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
