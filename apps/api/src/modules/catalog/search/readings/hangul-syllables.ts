/**
 * Hangul syllables from jamo, by the Unicode formula (no table of 11,172 syllables needed). Not
 * es-hangul's combineCharacter: it takes a compound vowel as two jamo ('ㅗㅏ' for ㅘ), while the
 * readings build and fold syllables by their compound vowels.
 */

const ONSETS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const VOWELS = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const CODAS = [
  '',
  'ㄱ',
  'ㄲ',
  'ㄳ',
  'ㄴ',
  'ㄵ',
  'ㄶ',
  'ㄷ',
  'ㄹ',
  'ㄺ',
  'ㄻ',
  'ㄼ',
  'ㄽ',
  'ㄾ',
  'ㄿ',
  'ㅀ',
  'ㅁ',
  'ㅂ',
  'ㅄ',
  'ㅅ',
  'ㅆ',
  'ㅇ',
  'ㅈ',
  'ㅊ',
  'ㅋ',
  'ㅌ',
  'ㅍ',
  'ㅎ',
];
const SYLLABLE_BASE = 0xac00;
const SYLLABLE_LAST = 0xd7a3;

/** One syllable being built: onset and vowel as compatibility jamo, the final consonant or ''. */
export type Syllable = { onset: string; vowel: string; coda: string };

/** The syllable's character; throws on a jamo that cannot stand where it is (a bug in a caller). */
export function composeSyllable({ onset, vowel, coda }: Syllable): string {
  const o = ONSETS.indexOf(onset);
  const v = VOWELS.indexOf(vowel);
  const c = CODAS.indexOf(coda);
  if (o < 0 || v < 0 || c < 0) throw new Error(`not a Hangul syllable: ${onset}${vowel}${coda}`);
  return String.fromCharCode(SYLLABLE_BASE + (o * 21 + v) * 28 + c);
}

/** The syllable's jamo, or null for a character that is not a Hangul syllable. */
export function decomposeSyllable(char: string): Syllable | null {
  const code = char.charCodeAt(0) - SYLLABLE_BASE;
  if (char.length !== 1 || code < 0 || code > SYLLABLE_LAST - SYLLABLE_BASE) return null;
  return { onset: ONSETS[Math.floor(code / 588)]!, vowel: VOWELS[Math.floor((code % 588) / 28)]!, coda: CODAS[code % 28]! };
}
