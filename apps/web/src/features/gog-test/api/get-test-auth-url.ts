import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGogTestAuthUrl } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { gogTestKeys } from './gog-test-keys.ts';

/** GOG's login page, to open in a new tab. A developer page: a failure shows at once, no retries. */
export const testAuthUrlQueryOptions = () =>
  queryOptions({ queryKey: gogTestKeys.authUrl(), queryFn: ({ signal }) => call(getGogTestAuthUrl, { signal }), retry: false });

export function useTestAuthUrl() {
  return useQuery(testAuthUrlQueryOptions());
}
