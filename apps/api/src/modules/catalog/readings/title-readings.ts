import { searchWords } from '../search-keys.ts';
import { wordReadings, type Pronouncer, type ReadingStyle } from './word-readings.ts';

const STYLES: ReadingStyle[] = [
  'spelled',
  'letters',
  'parts',
  'eu',
  'o',
  'ou+o',
  'ou',
  'wo',
  'a',
  'l',
  'yu',
  'coda',
  'alt',
  'spelledLoose',
];
/** At most this many readings of one title are stored. */
export const MAX_TITLE_READINGS = 16;
const ACRONYM = /^[A-Z]{2,5}$/;
const LATIN = /[A-Za-z]/;

/** A title's words as the search normalises them, each marked when it was written as an acronym (GTA). */
function titleWords(title: string): { word: string; acronym: boolean }[] {
  const out: { word: string; acronym: boolean }[] = [];
  for (const token of title.split(/[^\p{L}\p{N}'’&]+/u)) {
    for (const word of searchWords(token)) out.push({ word, acronym: ACRONYM.test(token) && token.toLowerCase() === word });
  }
  // A leading article is dropped, as searchWords does for the whole title.
  if (out.length > 1 && ['the', 'a', 'an'].includes(out[0]!.word)) out.shift();
  return out;
}

/**
 * The readings of a run of words, words joined without spaces (search key form): every word in its
 * plain reading; then each style for all words at once; then one word at a time in another reading
 * with the rest plain (파이어 + 엠블렘: players mix a dictionary reading with a spelled one).
 */
function readingsOfWords(words: { word: string; acronym: boolean }[], pronounce: Pronouncer): string[] {
  const perWord = words.map(({ word, acronym }) => wordReadings(word, pronounce, { acronym }));
  if (!perWord.length || perWord.some((readings) => readings.size === 0)) return [];
  const plain = perWord.map((readings) => readings.get('plain')!);
  const out = new Set<string>([plain.join('')]);
  if (perWord.length > 1) {
    for (const style of STYLES) out.add(perWord.map((readings) => readings.get(style) ?? readings.get('plain')!).join(''));
  }
  perWord.forEach((readings, index) => {
    for (const reading of readings.values()) out.add([...plain.slice(0, index), reading, ...plain.slice(index + 1)].join(''));
  });
  return [...out];
}

/**
 * The Hangul readings of a Latin-script title, as Korean players would type it (외래어 표기법 plus
 * the variants they use), in search key form: the whole title, then the part before a subtitle
 * (':' or ' - '). Empty for titles without Latin letters, or with words that have no reading.
 */
export function titleReadings(title: string, pronounce: Pronouncer): string[] {
  if (!LATIN.test(title)) return [];
  const out = new Set<string>(readingsOfWords(titleWords(title), pronounce));
  const main = title.split(/:|\s[-–—]\s/)[0]!;
  if (main !== title) for (const reading of readingsOfWords(titleWords(main), pronounce)) out.add(reading);
  return [...out].slice(0, MAX_TITLE_READINGS);
}

/** Every reading of every word of a title (for matching a keyword's words one by one). */
export function titleWordReadings(title: string, pronounce: Pronouncer): string[] {
  if (!LATIN.test(title)) return [];
  const out = new Set<string>();
  for (const { word, acronym } of titleWords(title))
    for (const reading of wordReadings(word, pronounce, { acronym }).values()) out.add(reading);
  return [...out];
}
