import { describe, expect, it } from 'vitest';
import { suggestionMessages, type AdminInfoSuggestion } from '@gameshelf/contracts';
import { decisionMessage, suggestionChange } from './suggestion-view.ts';

const base: AdminInfoSuggestion = {
  id: 1,
  suggestionText: '한국어 제목 제안',
  field: 'nameKo',
  value: '스타듀 밸리',
  status: 'PENDING',
  createdAt: '2026-11-25T00:00:00.000Z',
  gameId: 9,
  gameName: 'Stardew Valley',
  gameNameKo: null,
  userId: 7,
  username: 'player_one',
};

describe('suggestion view', () => {
  it('shows a Korean-title change with its current and proposed value', () => {
    expect(suggestionChange(base)).toEqual({ field: '한국어 제목', current: '(없음)', proposed: '스타듀 밸리' });
    expect(suggestionChange({ ...base, gameNameKo: '스타듀' }).current).toBe('스타듀');
  });

  it('says the title was applied after accepting a Korean title', () => {
    expect(decisionMessage(base, 'accept')).toBe("'Stardew Valley'의 한국어 제목을 '스타듀 밸리'(으)로 바꿨습니다.");
    expect(decisionMessage({ ...base, field: null, value: null }, 'accept')).toBe(suggestionMessages.accepted);
    expect(decisionMessage(base, 'reject')).toBe(suggestionMessages.rejected);
  });
});
