import { queryOptions, useQuery } from '@tanstack/react-query';
import { STEAM_SUGGESTION_LIMIT_DEFAULT, suggestSteamMatches } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { steamKeys } from './steam-keys.ts';

/** Candidate catalog games for a library game, best first. Failures go to the sheet's error boundary (the mapping category). */
export const steamSuggestionsQueryOptions = (libraryGameId: number) =>
  queryOptions({
    queryKey: steamKeys.suggestions(libraryGameId),
    queryFn: ({ signal }) =>
      call(suggestSteamMatches, { params: { id: libraryGameId }, query: { limit: STEAM_SUGGESTION_LIMIT_DEFAULT }, signal }),
    throwOnError: true,
  });

export function useSteamSuggestions(libraryGameId: number) {
  return useQuery(steamSuggestionsQueryOptions(libraryGameId));
}
