import { describe, expect, it } from 'vitest';
import {
  BioSchema,
  CollectedGameUpdateSchema,
  CollectionNameSchema,
  InfoSuggestionRequestSchema,
  ReviewCreateSchema,
  collectionMessages,
  isBlank,
  koreanTitleError,
  reviewMessages,
  suggestionMessages,
  visibleText,
} from './index.ts';

/** Text that shows nothing: zero-width space, word joiner, Hangul filler, direction marks, BOM, spaces. */
const INVISIBLE_ONLY = [
  '\u200b',
  '\u2060',
  '\u3164',
  '\u200e\u200f',
  '\u200b \u2060\u3164',
  '\ufeff\u00a0\u3000',
  '\u115f\u1160\uffa0',
  '\u202e',
];

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('blank text', () => {
  it.each(INVISIBLE_ONLY)('%j is blank and has no visible text', (text) => {
    expect(isBlank(text)).toBe(true);
    expect(visibleText(text)).toBe('');
  });

  it('keeps text that shows something as written, trimmed, with its emoji joiners and selectors', () => {
    expect(isBlank('가')).toBe(false);
    expect(visibleText('  좋아요 ❤️ ')).toBe('좋아요 ❤️');
    expect(visibleText('👨‍👩‍👧')).toBe('👨‍👩‍👧');
    expect(visibleText('\u200b 리뷰 ')).toBe('\u200b 리뷰');
  });
});

describe.each(INVISIBLE_ONLY)('free text made only of %j counts as empty', (text) => {
  it('collection name: required', () => {
    expect(firstMessage(CollectionNameSchema.safeParse(text))).toBe(collectionMessages.nameRequired);
  });

  it('review content: required', () => {
    expect(firstMessage(ReviewCreateSchema.safeParse({ gameId: 1, rating: 4, content: text }))).toBe(reviewMessages.contentRequired);
  });

  it('suggestion text: required; a proposed Korean title: required', () => {
    expect(firstMessage(InfoSuggestionRequestSchema.safeParse({ suggestionText: text }))).toBe(suggestionMessages.required);
    expect(koreanTitleError(text)).toBe(suggestionMessages.nameKoRequired);
  });

  it('bio and memo: empty', () => {
    expect(BioSchema.parse(text)).toBe('');
    expect(CollectedGameUpdateSchema.parse({ personalNotes: text })).toEqual({ personalNotes: '' });
  });
});

describe('collection names', () => {
  it('refuse direction overrides and isolates', () => {
    expect(firstMessage(CollectionNameSchema.safeParse('인생\u202e게임'))).toBe(collectionMessages.nameCharacters);
    expect(firstMessage(CollectionNameSchema.safeParse('\u2066인생 게임\u2069'))).toBe(collectionMessages.nameCharacters);
    expect(CollectionNameSchema.parse(' 인생 게임 ')).toBe('인생 게임');
  });
});

describe('minimum lengths count what shows', () => {
  it('a collection name of one letter and a zero-width space is too short', () => {
    expect(firstMessage(CollectionNameSchema.safeParse('가\u200b'))).toBe(collectionMessages.nameTooShort);
  });

  it('a suggestion of two letters padded with joiners is too short', () => {
    expect(firstMessage(InfoSuggestionRequestSchema.safeParse({ suggestionText: '수정\u2060\u2060\u2060' }))).toBe(
      suggestionMessages.tooShort,
    );
  });
});
