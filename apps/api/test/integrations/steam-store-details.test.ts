import { describe, expect, it } from 'vitest';
import {
  htmlToText,
  isKoreanText,
  koreanSummaryOf,
  koreanSupportOf,
  steamStoreDetails,
} from '../../src/integrations/prices/steam-store-details.ts';

// Strings shaped like Steam's storefront answers (appdetails, l=koreana and l=english).
const KOREANA_AUDIO =
  '영어<strong>*</strong>, 프랑스어<strong>*</strong>, 독일어<strong>*</strong>, 한국어<strong>*</strong>, 일본어, 중국어 간체<br><strong>*</strong>음성이 지원되는 언어';
const KOREANA_TEXT = '영어<strong>*</strong>, 한국어, 일본어<strong>*</strong><br><strong>*</strong>음성이 지원되는 언어';
const KOREANA_NONE = '영어<strong>*</strong>, 프랑스어, 독일어<br><strong>*</strong>음성이 지원되는 언어';
const ENGLISH_TEXT =
  'English<strong>*</strong>, French, Italian, German, Spanish - Spain, Korean, Japanese<br><strong>*</strong>languages with full audio support';
const ENGLISH_AUDIO = 'English<strong>*</strong>, Korean<strong>*</strong><br><strong>*</strong>languages with full audio support';

describe("Steam's supported_languages", () => {
  it('finds Korean with full audio, with text only, and not at all, in koreana answers', () => {
    expect(koreanSupportOf(KOREANA_AUDIO)).toBe('audio');
    expect(koreanSupportOf(KOREANA_TEXT)).toBe('text');
    expect(koreanSupportOf(KOREANA_NONE)).toBe('none');
  });

  it('reads english answers too', () => {
    expect(koreanSupportOf(ENGLISH_TEXT)).toBe('text');
    expect(koreanSupportOf(ENGLISH_AUDIO)).toBe('audio');
    expect(koreanSupportOf('English, Japanese')).toBe('none');
  });

  it('does not take the footnote, another language or a bare list for Korean', () => {
    // The footnote names no language; a star after another language is its audio, not Korean's.
    expect(koreanSupportOf('한국어, 영어<strong>*</strong><br><strong>*</strong>음성이 지원되는 언어')).toBe('text');
    expect(koreanSupportOf('Korean,English*')).toBe('text');
    expect(koreanSupportOf('영어, 한국어*')).toBe('audio');
    expect(koreanSupportOf('North Korean dialect')).toBe('none');
  });

  it('answers null when there is no list', () => {
    expect(koreanSupportOf(undefined)).toBeNull();
    expect(koreanSupportOf('')).toBeNull();
    expect(koreanSupportOf(42)).toBeNull();
  });
});

describe("Steam's short_description as a Korean summary", () => {
  it('strips the HTML and decodes entities', () => {
    expect(
      koreanSummaryOf('<b>포탈 2</b>는 &quot;생각하는&quot; 퍼즐 게임입니다.&nbsp;친구와 함께 &amp; 혼자서&#33; &#x2665;<br/>두 번째 줄'),
    ).toBe('포탈 2는 "생각하는" 퍼즐 게임입니다. 친구와 함께 & 혼자서! ♥\n두 번째 줄');
    expect(htmlToText('<p>첫 문단</p><p>둘째 &lt;문단&gt;</p>')).toBe('첫 문단\n둘째 <문단>');
  });

  it('keeps Korean text only (an English description is no Korean summary)', () => {
    expect(koreanSummaryOf('The sequel to the award-winning Portal.')).toBeNull();
    expect(koreanSummaryOf('Play Portal 2 in Korean: 한국어 supported! Includes co-op and a long campaign with puzzles.')).toBeNull();
    expect(koreanSummaryOf('Valve의 Portal 2는 혁신적인 퍼즐 게임의 속편입니다.')).toBe(
      'Valve의 Portal 2는 혁신적인 퍼즐 게임의 속편입니다.',
    );
    expect(koreanSummaryOf('   ')).toBeNull();
    expect(koreanSummaryOf(null)).toBeNull();
    expect(isKoreanText('ㅋㅋ')).toBe(true);
  });

  it('leaves unknown entities and broken tags harmless', () => {
    expect(koreanSummaryOf('한국어 &unknown; 소개 &#0; <img src=x onerror=alert(1)>끝 <a href="')).toBe('한국어 &unknown; 소개 &#0; 끝');
  });

  it('reads a whole entry, and success: false as unavailable', () => {
    expect(
      steamStoreDetails({
        success: true,
        data: { short_description: '퍼즐 게임입니다.', supported_languages: KOREANA_TEXT, is_free: false },
      }),
    ).toEqual({ kind: 'found', summaryKo: '퍼즐 게임입니다.', korean: 'text' });
    expect(steamStoreDetails({ success: true, data: { short_description: 'A puzzle game.' } })).toEqual({
      kind: 'found',
      summaryKo: null,
      korean: null,
    });
    expect(steamStoreDetails({ success: false })).toEqual({ kind: 'unavailable' });
    expect(steamStoreDetails(null)).toEqual({ kind: 'unavailable' });
  });
});
