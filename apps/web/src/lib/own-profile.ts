import { queryOptions, useQuery } from '@tanstack/react-query';
import { type UserProfile, accountPaths } from '@gameshelf/contracts';
import { api } from './api-client.ts';
import { userKeys } from './query-keys.ts';

export function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return api.get<UserProfile>(accountPaths.profile, { signal });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
  });

/** The signed-in user's own profile (`GET /api/users/profile`). */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
