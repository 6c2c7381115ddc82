import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SteamLibraryGame, steamPaths } from '@gameshelf/contracts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { mappedParam, type SteamViewFilter } from '../lib/library-view.ts';
import { steamKeys } from './steam-keys.ts';

/** `GET /api/steam/games?mapped=`: the user's Steam games, mapped first, then by playtime. */
export function getSteamGames(filter: SteamViewFilter, signal?: AbortSignal): Promise<SteamLibraryGame[]> {
  return api.get<SteamLibraryGame[]>(steamPaths.steamGames, { searchParams: { mapped: mappedParam(filter) }, signal });
}

/** A 401 goes to the Steam error boundary (sign in again); other failures show in the list. */
export const throwsUnauthorized = (error: Error) => error instanceof ApiError && error.isUnauthorized;

export const steamGamesQueryOptions = (filter: SteamViewFilter) =>
  queryOptions({
    queryKey: steamKeys.gameList(filter),
    queryFn: ({ signal }) => getSteamGames(filter, signal),
    throwOnError: throwsUnauthorized,
  });

export function useSteamGames(filter: SteamViewFilter) {
  return useQuery(steamGamesQueryOptions(filter));
}
