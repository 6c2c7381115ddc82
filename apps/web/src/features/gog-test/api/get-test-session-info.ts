import { queryOptions, useQuery } from '@tanstack/react-query';
import { gogPaths, type GogTestResponse } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { gogTestKeys } from './gog-test-keys.ts';

/**
 * `GET /api/test/gog/session-info`: the test session kept in the signed `gog_test_session` cookie
 * (path /api/test/gog). Same origin, so fetch's default `credentials: 'same-origin'` sends it.
 */
export function getTestSessionInfo(signal?: AbortSignal): Promise<GogTestResponse> {
  return api.get<GogTestResponse>(gogPaths.testGogSessionInfo, { signal });
}

export const testSessionInfoQueryOptions = () =>
  queryOptions({
    queryKey: gogTestKeys.sessionInfo(),
    queryFn: ({ signal }) => getTestSessionInfo(signal),
    retry: false,
  });

export function useTestSessionInfo() {
  return useQuery(testSessionInfoQueryOptions());
}
