import { queryOptions, useQuery } from '@tanstack/react-query';
import { gogPaths, type GogTestResponse } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { gogTestKeys } from './gog-test-keys.ts';

/** `GET /api/test/gog/auth-url`: GOG's login page, to open in a new tab. */
export function getTestAuthUrl(signal?: AbortSignal): Promise<GogTestResponse> {
  return api.get<GogTestResponse>(gogPaths.testGogAuthUrl, { signal });
}

// A developer page: a failure shows at once, no retries.
export const testAuthUrlQueryOptions = () =>
  queryOptions({ queryKey: gogTestKeys.authUrl(), queryFn: ({ signal }) => getTestAuthUrl(signal), retry: false });

export function useTestAuthUrl() {
  return useQuery(testAuthUrlQueryOptions());
}
