import { phonemesToHangul, type HangulOptions } from './phonemes-to-hangul.ts';
import { spellingToPhonemes, vowelLetterGroups } from './spelling-to-phonemes.ts';

/** A word's pronunciations (ARPAbet sequences, most usual first), or none when unknown. */
export type Pronouncer = (word: string) => string[][];

/** Short words players write their own way, whatever the dictionary says. */
const WORD_OVERRIDES: Record<string, string[]> = {
  of: ['오브'],
  the: ['더', '디'],
  and: ['앤드', '앤'],
  to: ['투'],
  in: ['인'],
  on: ['온'],
  at: ['앳'],
  for: ['포'],
  with: ['위드'],
  from: ['프롬'],
  vs: ['대', '브이에스'],
  a: ['어'],
  is: ['이즈'],
  it: ['잇'],
  my: ['마이'],
  me: ['미'],
  no: ['노'],
  or: ['오어'],
  up: ['업'],
  out: ['아웃'],
};

/** English letter names, for acronyms (GTA 지티에이, NBA 엔비에이). */
const LETTER_NAMES: Record<string, string> = {
  a: '에이',
  b: '비',
  c: '시',
  d: '디',
  e: '이',
  f: '에프',
  g: '지',
  h: '에이치',
  i: '아이',
  j: '제이',
  k: '케이',
  l: '엘',
  m: '엠',
  n: '엔',
  o: '오',
  p: '피',
  q: '큐',
  r: '알',
  s: '에스',
  t: '티',
  u: '유',
  v: '브이',
  w: '더블유',
  x: '엑스',
  y: '와이',
  z: '제트',
};

const LATIN_WORD = /^[a-z]+$/;
/** Named ways of reading a word; a title reads every word the same way (falling back to `plain`). */
export type ReadingStyle =
  | 'plain'
  | 'spelled'
  | 'spelledLoose'
  | 'letters'
  | 'parts'
  | 'eu'
  | 'ou'
  | 'o'
  | 'ou+o'
  | 'wo'
  | 'a'
  | 'l'
  | 'yu'
  | 'coda'
  | 'th'
  | 'sg'
  | 'alt';

/** The variants of a pronunciation worth generating for this spelling (players keep the letters' vowels). */
function variantOptions(word: string): [ReadingStyle, HangulOptions][] {
  const options: [ReadingStyle, HangulOptions][] = [
    ['eu', { syllabicEu: true }],
    ['ou', { finalOwAsOu: true }],
  ];
  if (word.includes('o') && !word.includes('a'))
    options.push(['o', { aaAsO: true }], ['ou+o', { aaAsO: true, finalOwAsOu: true, syllabicEu: true, noStopCoda: true }]);
  if ((word.includes('u') || word.includes('ew')) && !word.includes('oo')) options.push(['yu', { yuAfterCoronal: true }]);
  options.push(['coda', { dAsCoda: true, stopCodaBeforeLiquid: true }]);
  if (word.includes('th')) options.push(['th', { thAsT: true }]);
  if (/[^s]s$/.test(word)) options.push(['sg', { noPluralS: true }]);
  if (word.includes('wa')) options.push(['wo', { waAsWo: true, aaAsO: true }]);
  if (word.includes('a')) options.push(['a', { aeAsA: true, syllabicEu: true }]);
  if (/[aeiouy]l[aeiouy]/.test(word)) options.push(['l', { singleL: true }]);
  return options;
}

/** The word as two dictionary words of three letters or more (cuphead = cup + head), else null. */
function splitCompound(word: string, pronounce: Pronouncer): [string, string] | null {
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const left = word.slice(0, cut);
    const right = word.slice(cut);
    if (pronounce(left).length && pronounce(right).length) return [left, right];
  }
  return null;
}

/** One part of a compound: its override, else its dictionary reading. */
function readingOfPart(part: string, pronounce: Pronouncer): string {
  return WORD_OVERRIDES[part]?.[0] ?? phonemesToHangul(pronounce(part)[0]!);
}

/**
 * The Hangul spellings Korean players would write for one normalised word (lower case, as the
 * search keys have it), by style: its dictionary pronunciation (`plain`) with the usual variants,
 * and as spelled. Digits and Hangul stay as they are; other scripts have no reading (empty map).
 */
export function wordReadings(word: string, pronounce: Pronouncer, { acronym = false } = {}): Map<ReadingStyle, string> {
  const readings = new Map<ReadingStyle, string>();
  if (/^[0-9]+$/.test(word) || /^[가-힣]+$/.test(word)) return readings.set('plain', word);
  if (!LATIN_WORD.test(word)) return readings;
  const set = (style: ReadingStyle, reading: string) => {
    if (reading && !readings.has(style)) readings.set(style, reading);
  };
  // A letter of an abbreviation is read by its name (L.A. 엘에이), even a or i.
  if (acronym && word.length === 1) return readings.set('plain', LETTER_NAMES[word]!);
  // Short words read one way in every style (spelling 'the' or 'you' letter by letter is no one's habit).
  const override = WORD_OVERRIDES[word];
  if (override) {
    set('plain', override[0]!);
    if (override[1]) set('alt', override[1]);
    return readings;
  }
  const pronunciations = pronounce(word);
  const letterNames = [...word].map((letter) => LETTER_NAMES[letter]).join('');
  // An acronym the dictionary does not know is read by its letters (GTA 지티에이); a known word
  // in capitals (ZERO) keeps its reading.
  if (word.length === 1) return readings.set('plain', letterNames);
  if (acronym && !pronunciations.length) set('plain', letterNames);
  // A compound of two dictionary words (cuphead = cup + head): their sounds when the word itself is
  // unknown, and in any case its parts read one by one (폴아웃, 보더랜즈, 오버워치).
  const parts = splitCompound(word, pronounce);
  const known = pronunciations.length ? pronunciations : parts ? [[...pronounce(parts[0])[0]!, ...pronounce(parts[1])[0]!]] : [];
  if (known[0]) {
    set('plain', phonemesToHangul(known[0]));
    for (const [style, option] of variantOptions(word)) set(style, phonemesToHangul(known[0], option));
    const letters = vowelLetterGroups(word);
    const vowels = known[0].filter((phone) => /\d/.test(phone));
    // -man reads 맨 (레이맨, 배트맨), not 먼.
    const phones = word.endsWith('man') && known[0].at(-2) === 'AH0' ? [...known[0].slice(0, -2), 'AE0', 'N'] : known[0];
    if (letters.length === vowels.length) set('letters', phonemesToHangul(phones, { vowelLetters: letters, noPluralS: true }));
  }
  if (parts) set('parts', parts.map((part) => readingOfPart(part, pronounce)).join(''));
  if (known[1]) set('alt', phonemesToHangul(known[1]));
  // Short dictionary words are not read letter by letter (god is 갓 or 가드, never 고드).
  if (known.length && word.length <= 3) return readings;
  const spelled = spellingToPhonemes(word);
  set('plain', phonemesToHangul(spelled));
  set('spelled', phonemesToHangul(spelled, { syllabicEu: true }));
  set('spelledLoose', phonemesToHangul(spellingToPhonemes(word, { magicE: false }), { syllabicEu: true, yuAfterCoronal: true }));
  return readings;
}
