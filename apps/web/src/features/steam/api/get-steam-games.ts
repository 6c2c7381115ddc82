import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSteamGames } from '@gameshelf/contracts';
import { ApiError, call } from '../../../lib/api-client.ts';
import { mappedParam, type SteamViewFilter } from '../lib/library-view.ts';
import { steamKeys } from './steam-keys.ts';

/** A 401 goes to the Steam error boundary (sign in again); other failures show in the list. */
export const throwsUnauthorized = (error: Error) => error instanceof ApiError && error.isUnauthorized;

/** The user's Steam games, mapped first, then by playtime. */
export const steamGamesQueryOptions = (filter: SteamViewFilter) =>
  queryOptions({
    queryKey: steamKeys.gameList(filter),
    queryFn: ({ signal }) => call(listSteamGames, { query: { mapped: mappedParam(filter) }, signal }),
    throwOnError: throwsUnauthorized,
  });

export function useSteamGames(filter: SteamViewFilter) {
  return useQuery(steamGamesQueryOptions(filter));
}
