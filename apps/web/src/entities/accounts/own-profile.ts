import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOwnProfile } from '@gameshelf/contracts';
import { call } from '../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export function getProfile(signal?: AbortSignal) {
  return call(getOwnProfile, { signal });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
  });

/** The signed-in user's own profile. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
