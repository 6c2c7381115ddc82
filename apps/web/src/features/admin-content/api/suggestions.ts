import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { suggestionPaths, type AdminInfoSuggestionPage, type MessageResponse, type SuggestionStatus } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { gameKeys } from '../../../lib/game-keys.ts';
import { ADMIN_LIST_SIZE, adminContentKeys } from './admin-keys.ts';

export const adminSuggestionsQueryOptions = (status: SuggestionStatus, page: number) =>
  queryOptions({
    queryKey: adminContentKeys.suggestionList(status, page),
    queryFn: ({ signal }) =>
      api.get<AdminInfoSuggestionPage>(suggestionPaths.adminInfoSuggestions, {
        searchParams: { status, page, size: ADMIN_LIST_SIZE },
        signal,
      }),
  });

/** The info-suggestion queue of one status, newest first. */
export const useAdminSuggestions = (status: SuggestionStatus, page: number) => useQuery(adminSuggestionsQueryOptions(status, page));

export type SuggestionDecision = 'accept' | 'reject';

/** Accepts or rejects one suggestion; an accepted Korean title changes the catalog, so game caches refresh too. */
export function useDecideSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: SuggestionDecision }) =>
      api.post<MessageResponse>(
        decision === 'accept' ? suggestionPaths.adminInfoSuggestionAccept(id) : suggestionPaths.adminInfoSuggestionReject(id),
      ),
    onSuccess: async (_answer, { decision }) => {
      await queryClient.invalidateQueries({ queryKey: adminContentKeys.suggestions() });
      if (decision === 'accept') await queryClient.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
}
