import { type InfoSuggestion, type MessageResponse, catalogMessages, suggestionMessages } from '@gameshelf/contracts';
import { LimitReachedError, NotFoundError } from '../../shared/errors.ts';
import { koreanDay } from '../../shared/korean-day.ts';
import type { SuggestionsRepository } from './suggestions-repository.ts';

/** Info-correction suggestions: stored for operators, at most 3 per user, game and Korean day. */
export function createSuggestionsService(deps: { suggestions: SuggestionsRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async suggest(userId: number, gameId: number, suggestionText: string): Promise<MessageResponse> {
      if (!(await deps.suggestions.gameExists(gameId))) throw new NotFoundError(catalogMessages.gameNotFound);
      const stored = await deps.suggestions.addWithinDailyLimit({ userId, gameId, day: koreanDay(now()), suggestionText });
      if (!stored) throw new LimitReachedError(suggestionMessages.dailyLimit);
      return { message: suggestionMessages.sent };
    },

    async listMine(userId: number, gameId: number): Promise<InfoSuggestion[]> {
      if (!(await deps.suggestions.gameExists(gameId))) throw new NotFoundError(catalogMessages.gameNotFound);
      return deps.suggestions.listByUser(userId, gameId);
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
