import { queryOptions, useQuery } from '@tanstack/react-query';
import { STEAM_SUGGESTION_LIMIT_DEFAULT, type MatchSuggestion, steamPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { steamKeys } from './steam-keys.ts';

/** `GET /api/steam/suggest/{id}?limit=5`: candidate catalog games for a library game, best first. */
export function getSteamSuggestions(libraryGameId: number, signal?: AbortSignal): Promise<MatchSuggestion[]> {
  return api.get<MatchSuggestion[]>(steamPaths.steamSuggest(libraryGameId), {
    searchParams: { limit: STEAM_SUGGESTION_LIMIT_DEFAULT },
    signal,
  });
}

/** Failures go to the sheet's error boundary (the mapping category). */
export const steamSuggestionsQueryOptions = (libraryGameId: number) =>
  queryOptions({
    queryKey: steamKeys.suggestions(libraryGameId),
    queryFn: ({ signal }) => getSteamSuggestions(libraryGameId, signal),
    throwOnError: true,
  });

export function useSteamSuggestions(libraryGameId: number) {
  return useQuery(steamSuggestionsQueryOptions(libraryGameId));
}
