import { isBlank, visibleLength } from '../common/values.ts';
import { suggestionMessages } from './messages.ts';

/** Spec 1 §5 and §9: 5-200 characters, 3 per user per game per day (a Korean calendar day, Asia/Seoul). */
export const SUGGESTION_MIN = 5;
export const SUGGESTION_MAX = 200;
export const SUGGESTIONS_PER_DAY = 3;
export const SUGGESTION_TIME_ZONE = 'Asia/Seoul';

/** Fields a suggestion may propose a value for, applied when an operator accepts it. */
export const SUGGESTION_FIELDS = ['nameKo'] as const;
export type SuggestionField = (typeof SUGGESTION_FIELDS)[number];
/** A proposed Korean title: 1-100 characters with at least one Hangul syllable. */
export const KOREAN_TITLE_MAX = 100;

/** The first problem with a proposed Korean title, or null when it can be sent. */
export function koreanTitleError(value: string): string | null {
  const text = value.trim();
  if (isBlank(text)) return suggestionMessages.nameKoRequired;
  if ([...text].length > KOREAN_TITLE_MAX) return suggestionMessages.nameKoTooLong;
  if (!/[가-힣]/.test(text)) return suggestionMessages.nameKoNoHangul;
  return null;
}

/** Where an operator's review left a suggestion. */
export const SUGGESTION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** Length as users count it: characters (code points), so each Hangul syllable counts once. */
export const suggestionLength = (text: string): number => [...text.trim()].length;

/**
 * The first problem with a suggestion, or null when it can be sent (spec 1 §5, in order). Text that
 * shows nothing is empty, and the minimum counts what shows.
 */
export function suggestionError(text: string): string | null {
  if (isBlank(text)) return suggestionMessages.required;
  if (visibleLength(text) < SUGGESTION_MIN) return suggestionMessages.tooShort;
  if (suggestionLength(text) > SUGGESTION_MAX) return suggestionMessages.tooLong;
  return null;
}

/**
 * Whether one more suggestion fits a user's day for a game. The server holds the count in the database
 * (numbered slots, suggestions-repository.ts `addWithinDailyLimit`) so that concurrent sends cannot pass it.
 */
export const withinSuggestionLimit = (sentToday: number): boolean => sentToday < SUGGESTIONS_PER_DAY;

/** The field and value a suggestion proposes, as kept: a value only goes with a field. */
export function proposedChange(request: { field?: SuggestionField | null; value?: string | null }): {
  field: SuggestionField | null;
  value: string | null;
} {
  return request.field ? { field: request.field, value: request.value ?? null } : { field: null, value: null };
}
