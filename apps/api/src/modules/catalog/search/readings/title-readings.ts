import { LEADING_ARTICLES, searchWords } from '../search-keys.ts';
import { wordReadings, type Pronouncer, type ReadingStyle } from './word-readings.ts';

const STYLES: ReadingStyle[] = [
  'spelled',
  'sg',
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
  'th',
  'alt',
  'spelledLoose',
];
/** At most this many readings of one title are stored. */
export const MAX_TITLE_READINGS = 20;
const ACRONYM = /^[A-Z]{2,5}$/;
const LATIN = /[A-Za-z]/;

type TitleWord = { word: string; acronym: boolean };

/** Words repeat across a catalog (Knight, Simulator, 2): each pronouncer remembers its readings. */
const CACHE_LIMIT = 200_000;
const caches = new WeakMap<Pronouncer, Map<string, Map<ReadingStyle, string>>>();

function cachedWordReadings(word: string, acronym: boolean, pronounce: Pronouncer): Map<ReadingStyle, string> {
  let cache = caches.get(pronounce);
  if (!cache) caches.set(pronounce, (cache = new Map<string, Map<ReadingStyle, string>>()));
  const key = acronym ? `^${word}` : word;
  let readings = cache.get(key);
  if (!readings) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    readings = wordReadings(word, pronounce, { acronym });
    cache.set(key, readings);
  }
  return readings;
}

/**
 * A title's words as the search normalises them, each marked when it was written as an acronym
 * (GTA), and the leading article searchWords would drop, set apart.
 */
function titleWords(title: string): { words: TitleWord[]; article: TitleWord | null } {
  const words: TitleWord[] = [];
  for (const token of title.split(/[^\p{L}\p{N}'’&]+/u)) {
    // Letters of a dotted abbreviation (L.A., S.T.A.L.K.E.R.) are read by name, like an acronym.
    const dotted = /^[A-Z]$/.test(token) && title.includes(`${token}.`);
    for (const word of searchWords(token))
      words.push({ word: dotted ? token.toLowerCase() : word, acronym: dotted || (ACRONYM.test(token) && token.toLowerCase() === word) });
  }
  const article = words.length > 1 && LEADING_ARTICLES.has(words[0]!.word) ? words.shift()! : null;
  return { words, article };
}

/**
 * The readings of a run of words, words joined without spaces (search key form): every word in its
 * plain reading; then each style for all words at once; then one word at a time in another reading
 * with the rest plain (파이어 + 엠블렘: players mix a dictionary reading with a spelled one).
 */
function readingsOfWords(perWord: readonly Map<ReadingStyle, string>[]): string[] {
  if (!perWord.length || perWord.some((readings) => readings.size === 0)) return [];
  const plain = perWord.map((readings) => readings.get('plain')!);
  const out = new Set<string>([plain.join('')]);
  // One word read otherwise, the rest plain, the likelier styles first across the words.
  for (const style of STYLES) {
    perWord.forEach((readings, index) => {
      const reading = readings.get(style);
      if (reading) out.add([...plain.slice(0, index), reading, ...plain.slice(index + 1)].join(''));
    });
  }
  if (perWord.length > 1) {
    for (const style of STYLES) out.add(perWord.map((readings) => readings.get(style) ?? readings.get('plain')!).join(''));
  }
  return [...out];
}

/**
 * The Hangul readings of a Latin-script title, as Korean players would type it (외래어 표기법 plus
 * the variants they use), in search key form; a subtitle is met by prefix (셔블 나이트 finds Shovel
 * Knight first, its episodes after); and every reading of each of its words (for matching a
 * keyword's words one by one). Empty for titles without Latin letters, or with words that have no
 * reading.
 */
export function titleReadingSet(title: string, pronounce: Pronouncer): { readings: string[]; words: string[] } {
  if (!LATIN.test(title)) return { readings: [], words: [] };
  const { words, article } = titleWords(title);
  const perWord = words.map(({ word, acronym }) => cachedWordReadings(word, acronym, pronounce));
  const readings = readingsOfWords(perWord).slice(0, MAX_TITLE_READINGS);
  if (!readings.length) return { readings, words: [] };
  // With the article as well (더 롱 다크): players keep it as often as not.
  const articleReading = article && wordReadings(article.word, pronounce).get('plain');
  if (articleReading) readings.push(articleReading + readings[0]!);
  return { readings, words: [...new Set(perWord.flatMap((byStyle) => [...byStyle.values()]))] };
}

/** The readings of a title alone (see titleReadingSet). */
export const titleReadings = (title: string, pronounce: Pronouncer): string[] => titleReadingSet(title, pronounce).readings;
