import { suggestionMessages, type AdminInfoSuggestion, type SuggestionStatus } from '@gameshelf/contracts';

export const STATUS_LABELS: Record<SuggestionStatus, string> = { PENDING: '대기 중', ACCEPTED: '반영됨', REJECTED: '반려됨' };

/** What the suggestion would change: the field's name, its value now, and the proposed one. */
export function suggestionChange(suggestion: AdminInfoSuggestion): { field: string; current: string; proposed: string } {
  if (suggestion.field === 'nameKo')
    return { field: '한국어 제목', current: suggestion.gameNameKo ?? '(없음)', proposed: suggestion.value ?? '' };
  return { field: '기타 정보', current: '', proposed: '' };
}

/** The toast after a decision: an accepted Korean title says it is applied, and to which game. */
export function decisionMessage(suggestion: AdminInfoSuggestion, decision: 'accept' | 'reject'): string {
  if (decision === 'reject') return suggestionMessages.rejected;
  if (suggestion.field === 'nameKo' && suggestion.value)
    return `'${suggestion.gameName}'의 한국어 제목을 '${suggestion.value}'(으)로 바꿨습니다.`;
  return suggestionMessages.accepted;
}
