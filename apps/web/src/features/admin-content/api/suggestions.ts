import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SuggestionStatus, acceptInfoSuggestion, listInfoSuggestionsForReview, rejectInfoSuggestion } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { gameKeys } from '../../../entities/catalog/game-keys.ts';
import { ADMIN_LIST_SIZE, adminContentKeys } from './admin-keys.ts';

export const adminSuggestionsQueryOptions = (status: SuggestionStatus, page: number) =>
  queryOptions({
    queryKey: adminContentKeys.suggestionList(status, page),
    queryFn: ({ signal }) => call(listInfoSuggestionsForReview, { query: { status, page, size: ADMIN_LIST_SIZE }, signal }),
  });

/** The info-suggestion queue of one status, newest first. */
export const useAdminSuggestions = (status: SuggestionStatus, page: number) => useQuery(adminSuggestionsQueryOptions(status, page));

export type SuggestionDecision = 'accept' | 'reject';

/** Accepts or rejects one suggestion; an accepted Korean title changes the catalog, so game caches refresh too. */
export function useDecideSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: SuggestionDecision }) =>
      call(decision === 'accept' ? acceptInfoSuggestion : rejectInfoSuggestion, { params: { id } }),
    onSuccess: async (_answer, { decision }) => {
      await queryClient.invalidateQueries({ queryKey: adminContentKeys.suggestions() });
      if (decision === 'accept') await queryClient.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
}
