import {
  type AdminInfoSuggestionPage,
  type InfoSuggestion,
  type InfoSuggestionRequest,
  type MessageResponse,
  type SuggestionStatus,
  catalogMessages,
  proposedChange,
  suggestionMessages,
  pageFields,
} from '@gameshelf/contracts';
import { ConflictError, LimitReachedError, NotFoundError } from '../../shared/errors.ts';
import { koreanDay } from '../../shared/korean-day.ts';
import type { Tx } from '../catalog/ingest/catalog-name-ids.ts';
import type { SuggestionsRepository } from './suggestions-repository.ts';

/** What accepting a suggestion changes in the catalog (wired to the catalog module in app.ts). */
export type SuggestionApplier = {
  /** Sets a game's Korean title inside the review's transaction; false when the game is gone. */
  setKoreanTitle: (tx: Tx, gameId: number, nameKo: string) => Promise<boolean>;
  /** After the commit: the catalog's caches in this process. */
  written: (gameId: number) => void;
};

/**
 * Info-correction suggestions: stored for operators, at most 3 per user, game and Korean day. A
 * suggestion may propose a field's value (a Korean title); accepting it applies the value.
 */
export function createSuggestionsService(deps: {
  suggestions: SuggestionsRepository;
  applier: SuggestionApplier;
  /** Whether the catalog has the game. */
  gameExists: (gameId: number) => Promise<boolean>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async suggest(
      userId: number,
      gameId: number,
      request: Required<Pick<InfoSuggestionRequest, 'suggestionText'>> & InfoSuggestionRequest,
    ): Promise<MessageResponse> {
      if (!(await deps.gameExists(gameId))) throw new NotFoundError(catalogMessages.gameNotFound);
      const stored = await deps.suggestions.addWithinDailyLimit({
        userId,
        gameId,
        day: koreanDay(now()),
        suggestionText: request.suggestionText,
        ...proposedChange(request),
      });
      if (!stored) throw new LimitReachedError(suggestionMessages.dailyLimit);
      return { message: suggestionMessages.sent };
    },

    async listMine(userId: number, gameId: number): Promise<InfoSuggestion[]> {
      if (!(await deps.gameExists(gameId))) throw new NotFoundError(catalogMessages.gameNotFound);
      return deps.suggestions.listByUser(userId, gameId);
    },

    async listForReview(filter: { status?: SuggestionStatus; page: number; size: number }): Promise<AdminInfoSuggestionPage> {
      const { content, total } = await deps.suggestions.listForReview(filter);
      return { content, ...pageFields(filter, total) };
    },

    /** Accepts a pending suggestion, applying its proposed value; 404 when missing, 409 when already reviewed. */
    async accept(id: number): Promise<MessageResponse> {
      const suggestion = await deps.suggestions.find(id);
      if (!suggestion) throw new NotFoundError(suggestionMessages.notFound);
      const applied = await deps.suggestions.review(id, 'ACCEPTED', async (tx) => {
        if (suggestion.field === 'nameKo' && suggestion.value) {
          if (!(await deps.applier.setKoreanTitle(tx, suggestion.gameId, suggestion.value)))
            throw new NotFoundError(catalogMessages.gameNotFound);
        }
      });
      if (!applied) throw new ConflictError(suggestionMessages.alreadyReviewed);
      if (suggestion.field) deps.applier.written(suggestion.gameId);
      return { message: suggestionMessages.accepted };
    },

    async reject(id: number): Promise<MessageResponse> {
      if (!(await deps.suggestions.find(id))) throw new NotFoundError(suggestionMessages.notFound);
      if (!(await deps.suggestions.review(id, 'REJECTED'))) throw new ConflictError(suggestionMessages.alreadyReviewed);
      return { message: suggestionMessages.rejected };
    },
  };
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
