import { describe, expect, it } from 'vitest';
import {
  InfoSuggestionRequestSchema,
  proposedChange,
  SUGGESTIONS_PER_DAY,
  withinSuggestionLimit,
  WishlistQuerySchema,
  WishlistUpdateRequestSchema,
  suggestionError,
  suggestionMessages,
} from './index.ts';

describe('info suggestion rule', () => {
  it.each([
    ['', suggestionMessages.required],
    ['    ', suggestionMessages.required],
    ['한글 네자', null],
    ['네 글자', suggestionMessages.tooShort],
    ['가'.repeat(200), null],
    ['가'.repeat(201), suggestionMessages.tooLong],
  ])('%j -> %s', (text, expected) => {
    expect(suggestionError(text)).toBe(expected);
  });

  it('trims before counting and storing', () => {
    expect(InfoSuggestionRequestSchema.parse({ suggestionText: '  출시일이 틀려요  ' })).toEqual({ suggestionText: '출시일이 틀려요' });
    expect(InfoSuggestionRequestSchema.safeParse({ suggestionText: ` ${'가'.repeat(4)} ` }).error?.issues[0]?.message).toBe(
      suggestionMessages.tooShort,
    );
  });

  it('counts a Hangul syllable or an emoji as one character', () => {
    expect(suggestionError('🎮'.repeat(200))).toBeNull();
  });
});

describe('wishlist query and update', () => {
  it("defaults to the newest first, 20 a page, and accepts the screen's 1000", () => {
    expect(WishlistQuerySchema.parse({})).toEqual({ page: 0, size: 20, sortBy: 'recent' });
    expect(WishlistQuerySchema.parse({ size: '1000', platformCodes: 'PS5,SWITCH', genreIds: ['3', '3'] })).toMatchObject({
      size: 1000,
      platformCodes: ['PS5', 'SWITCH'],
      genreIds: [3],
    });
    expect(WishlistQuerySchema.safeParse({ size: '1001' }).success).toBe(false);
  });

  it('refuses an empty update', () => {
    expect(WishlistUpdateRequestSchema.safeParse({}).success).toBe(false);
    expect(WishlistUpdateRequestSchema.parse({ priceAlertEnabled: false })).toEqual({ priceAlertEnabled: false });
  });
});

describe('suggestion limit and proposed change', () => {
  it('takes SUGGESTIONS_PER_DAY a day and refuses the next', () => {
    expect(withinSuggestionLimit(0)).toBe(true);
    expect(withinSuggestionLimit(SUGGESTIONS_PER_DAY - 1)).toBe(true);
    expect(withinSuggestionLimit(SUGGESTIONS_PER_DAY)).toBe(false);
  });

  it('keeps a value only with a field', () => {
    expect(proposedChange({ field: 'nameKo', value: '젤다의 전설' })).toEqual({ field: 'nameKo', value: '젤다의 전설' });
    expect(proposedChange({ field: 'nameKo' })).toEqual({ field: 'nameKo', value: null });
    expect(proposedChange({ value: '젤다의 전설' })).toEqual({ field: null, value: null });
    expect(proposedChange({})).toEqual({ field: null, value: null });
  });
});
