import { decomposeSyllable } from './hangul-syllables.ts';

/**
 * A Hangul text's sound skeleton, forgiving what loanword spellings disagree on: ㅐ/ㅔ, ㅓ/ㅏ,
 * y- and w-glides (듀/두, 셰/세), plain, tense and aspirated consonants (ㄱ/ㅋ/ㄲ), a final ㅅ/ㄷ/ㅌ,
 * doubled consonants (ㄹㄹ), and the 으 that stands for a bare consonant. Two spellings of one
 * name get one key (카타나 = 커타너, 레이튼 = 레이턴 aside from 으), written in Latin capitals.
 */
const VOWEL_KEY: Record<string, string> = {
  ㅏ: 'A',
  ㅓ: 'A',
  ㅑ: 'A',
  ㅕ: 'A',
  ㅘ: 'A',
  ㅝ: 'A',
  ㅐ: 'E',
  ㅔ: 'E',
  ㅒ: 'E',
  ㅖ: 'E',
  ㅙ: 'E',
  ㅞ: 'E',
  ㅚ: 'E',
  ㅗ: 'O',
  ㅛ: 'O',
  ㅜ: 'U',
  ㅠ: 'U',
  ㅡ: '',
  ㅣ: 'I',
  ㅟ: 'I',
  ㅢ: 'I',
};
const CONSONANT_KEY: Record<string, string> = {
  ㄱ: 'K',
  ㅋ: 'K',
  ㄲ: 'K',
  ㄷ: 'T',
  ㅌ: 'T',
  ㄸ: 'T',
  ㅂ: 'P',
  ㅍ: 'P',
  ㅃ: 'P',
  ㅅ: 'S',
  ㅆ: 'S',
  ㅈ: 'J',
  ㅊ: 'J',
  ㅉ: 'J',
  ㄴ: 'N',
  ㅁ: 'M',
  ㄹ: 'L',
  ㅎ: 'H',
  ㅇ: '',
};
const CODA_KEY: Record<string, string> = { ...CONSONANT_KEY, ㅅ: 'T', ㅆ: 'T', ㅈ: 'T', ㅊ: 'T', ㅇ: 'G' };

export function phoneticKey(text: string): string {
  let key = '';
  for (const char of text) {
    const syllable = decomposeSyllable(char);
    if (syllable) key += (CONSONANT_KEY[syllable.onset] ?? '') + (VOWEL_KEY[syllable.vowel] ?? '') + (CODA_KEY[syllable.coda] ?? '');
    else if (/[0-9]/.test(char)) key += char;
  }
  // Doubled letters once: ㄹㄹ, a final ㅅ before ㅅ, two I's of 이이.
  return key.replace(/([A-Z])\1+/g, '$1');
}

/** Marks a word's key among a title's keys (the whole readings' keys carry no prefix). */
export const WORD_KEY_PREFIX = 'w:';

/** Marks a whole reading's consonant skeleton among the keys. */
export const SKELETON_KEY_PREFIX = 'c:';
/** Marks a word's consonant skeleton. */
export const WORD_SKELETON_KEY_PREFIX = 'cw:';

/**
 * The consonants of a phonetic key alone, ㅅ and ㅈ as one: what is left when players disagree on
 * every vowel (포트리스 = 포트러스, 인퀴지션 = 인쿼지션). Too loose under four
 * consonants ('' then): 젤다 (SLT) would equal Chariot, Shelter and Silt, 폴아웃 (PLT) pilot and plot.
 */
export function skeletonKey(text: string): string {
  // Consonants that met across a vowel stay two (바바 is P-P, not P): only the vowels go.
  const key = phoneticKey(text)
    .replace(/[AEIOU]/g, '')
    .replace(/J/g, 'S');
  return key.replace(/[0-9]/g, '').length >= 4 ? key : '';
}

/** `prefix` + `key`, or '' for an empty key. */
export const prefixed = (prefix: string, key: string): string => (key ? prefix + key : '');

/**
 * A phonetic key as the search uses it: from three letters on. Shorter keys (타워 and 더 are both
 * TA) are shared by tens of thousands of titles and words.
 */
export function distinctPhoneticKey(text: string): string {
  const key = phoneticKey(text);
  return key.length >= 3 ? key : '';
}

/** The keys of a whole title's reading (or a whole keyword): its phonetic key and its skeleton. */
export const titleKeys = (reading: string): string[] =>
  [distinctPhoneticKey(reading), prefixed(SKELETON_KEY_PREFIX, skeletonKey(reading))].filter(Boolean);

/** The keys of one word of a reading (or of a keyword), marked as a word's. */
export const wordKeys = (word: string): string[] =>
  [prefixed(WORD_KEY_PREFIX, distinctPhoneticKey(word)), prefixed(WORD_SKELETON_KEY_PREFIX, skeletonKey(word))].filter(Boolean);
