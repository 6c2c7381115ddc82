import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGogTestSessionInfo } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { gogTestKeys } from './gog-test-keys.ts';

/**
 * The test session kept in the signed `gog_test_session` cookie (on the test calls' path). Same
 * origin, so fetch's default `credentials: 'same-origin'` sends it.
 */
export const testSessionInfoQueryOptions = () =>
  queryOptions({
    queryKey: gogTestKeys.sessionInfo(),
    queryFn: ({ signal }) => call(getGogTestSessionInfo, { signal }),
    retry: false,
  });

export function useTestSessionInfo() {
  return useQuery(testSessionInfoQueryOptions());
}
