import type { SearchQuery } from './search-keys.ts';
import { distinctPhoneticKey, prefixed, SKELETON_KEY_PREFIX, skeletonKey, WORD_KEY_PREFIX, wordKeys } from './readings/phonetic-key.ts';
import { stringCode } from './posting-lists.ts';

/**
 * Which games a keyword matches and how well (docs/decisions.md, "Search ranking" and "Matching
 * by ear"), on one game's search document:
 * - 초성 only (ㅇㄷㄹ): a substring of the initials of a Korean name, or (two or more) the start of
 *   the 초성 of a reading of an English name (ㅅㅍㄹㅋ = 스펠렁키);
 * - Latin or digits: three characters or more anywhere in a name key, or, for several words,
 *   every word somewhere in the names (witcher wild hunt = The Witcher 3: Wild Hunt); shorter, a
 *   prefix of the main name key;
 * - Hangul: a Korean name containing it (or all its words), or a Hangul reading of the English
 *   name (readings/) containing it (two syllables: a reading starting with it), every word in some
 *   reading as written or by ear, or the whole keyword's phonetic or consonant key equal to a
 *   reading's or a word's (카타나 = 커타너).
 */

/** What a document offers the matching (search-index.ts stores it). */
export type SearchDocumentView = {
  key(doc: number): string;
  initials(doc: number): string;
  korean(doc: number): boolean;
  readings(doc: number): string;
  /** 초성 of each reading, space-separated. */
  readingInitials(doc: number): string;
  /** Heads of the official Korean title (title-heads.ts): its leading words as keys. */
  headKeys(doc: number): readonly string[];
  /** Their 초성. */
  headInitials(doc: number): readonly string[];
  isMain(doc: number): boolean;
  popularity(doc: number): number;
  /** True when one of the document's reading keys has this code (posting-lists.ts stringCode). */
  hasReadingKey(doc: number, code: number): boolean;
};

/** Trigrams need three characters: shorter keys take another path. */
export const TRIGRAM = 3;

/**
 * Points a match earns on top of the game's popularity: a name equal to the keyword, a name
 * starting with it, the keyword inside a name, or only its words somewhere in the names; and being
 * a main game rather than a DLC, bundle or edition. Popularity runs from about 0 to 250 (median 4,
 * 99th percentile 72 on the full catalog), so an exact or prefix match wins among games of similar
 * standing, while a game far better known than an obscure namesake still comes first ("cyberpunk"
 * finds Cyberpunk 2077 before a 1990 Cyberpunk).
 */
export const RELEVANCE_POINTS = { exact: 30, prefix: 20, substring: 0, words: -10, mainGame: 25 } as const;

/**
 * The same for 초성 keywords, where three consonants inside a long name are weak evidence
 * (ㅍㅇㄷ is 팰월드, not the ㅍㅇㄷ in 마블 스파이더맨 마일즈 모랄레스): only whole and leading matches score.
 */
export const INITIALS_RELEVANCE_POINTS = { exact: 30, head: 20, prefix: 0, substring: -60, words: -60, mainGame: 25 } as const;

/**
 * The same on the 초성 of the readings of English titles: only a whole reading or its start, both
 * below an official Korean title's (a reading's initials are a guess, and short ones are common).
 */
export const READING_INITIALS_POINTS = { exact: 10, prefix: -20 } as const;

/**
 * Points a Hangul keyword's match earns on top of popularity and the main-game bonus: on an
 * official Korean name, or on a reading of an English name. An official title beats a reading of
 * the same closeness; a title read exactly beats its sequels and episodes that merely start with
 * it, and a far better known game only just found by ear; a hit inside a long title stays behind
 * (docs/decisions.md, "Matching by ear"). Tuned on both sets of `npm run search:quality`.
 */
export const KOREAN_MATCH_POINTS = {
  officialExact: 85,
  officialHead: 20,
  officialPrefix: 0,
  officialInside: 0,
  officialWords: -10,
  readingExact: 80,
  readingPrefix: 15,
  phoneticExact: 50,
  skeleton: 30,
  readingWords: -14,
  readingInside: -40,
  wordKey: -40,
  loose: -60,
} as const;

/** The most points a Hangul keyword's match earns: an official Korean name, exactly. */
export const KOREAN_BEST = Math.max(...Object.values(KOREAN_MATCH_POINTS));
/** The most points a 초성 keyword's match earns (the whole initials of a name). */
export const INITIALS_BEST = INITIALS_RELEVANCE_POINTS.exact;
/** The most points a 초성 keyword's match on a reading earns. */
export const READING_INITIALS_BEST = READING_INITIALS_POINTS.exact;
/** The most points a Hangul keyword's match on a reading earns (exactly). */
export const READING_BEST = KOREAN_MATCH_POINTS.readingExact;
/** The most points a Latin keyword's match earns on a name (an exact one). */
export const LATIN_BEST = RELEVANCE_POINTS.exact;
/** What a Latin match inside a name earns (no name starts with the keyword). */
export const LATIN_INSIDE = RELEVANCE_POINTS.substring;
/** What a Latin match by words alone earns (the whole keyword is in no name). */
export const LATIN_WORDS_ONLY = RELEVANCE_POINTS.words;

/**
 * The most points a Hangul keyword of two syllables or more earns on a game without a Korean name
 * whose readings neither hold it (three syllables or more) nor have a word starting with it (two),
 * and whose keys do not equal it: its words in the readings at best, else a loose tier.
 */
export const weakReadingBound = (q: CompiledQuery): number =>
  q.query.words.length ? KOREAN_MATCH_POINTS.readingWords : Math.max(KOREAN_MATCH_POINTS.readingInside, KOREAN_MATCH_POINTS.wordKey);

/** A keyword prepared once for matching every document. */
export type CompiledQuery = {
  query: SearchQuery;
  /** Words of three characters or more (the ones an index can look up). */
  indexableWords: string[];
  /** Codes of the whole keyword's keys: phonetic (as a title's and as a word's) and consonant skeleton. */
  wholeKeyCodes: number[];
  /** Per word: the codes of its phonetic and consonant keys as a word's. */
  wordKeyCodes: number[][];
  phoneticCode: number | null;
  skeletonCode: number | null;
  wordPhoneticCode: number | null;
};

const codeOf = (key: string): number | null => (key ? stringCode(key) : null);

export function compileQuery(query: SearchQuery): CompiledQuery {
  const phonetic = distinctPhoneticKey(query.key);
  const skeleton = prefixed(SKELETON_KEY_PREFIX, skeletonKey(query.key));
  const wordPhonetic = prefixed(WORD_KEY_PREFIX, phonetic);
  return {
    query,
    indexableWords: query.words.filter((word) => word.length >= TRIGRAM),
    wholeKeyCodes: [phonetic, wordPhonetic, skeleton].filter(Boolean).map(stringCode),
    wordKeyCodes: query.words.map((word) => wordKeys(word).map(stringCode)),
    phoneticCode: codeOf(phonetic),
    skeletonCode: codeOf(skeleton),
    wordPhoneticCode: codeOf(wordPhonetic),
  };
}

/** True when the names (not the readings) match; Hangul keywords only look at games with a Korean name. */
export function officialMatches(q: CompiledQuery, key: string, korean: boolean): boolean {
  const { query } = q;
  if (query.korean && !korean) return false;
  if (query.key.length < TRIGRAM) return query.korean ? key.includes(query.key) : key.startsWith(query.key);
  if (key.includes(query.key)) return true;
  // Several words, each somewhere: when two can use an index, or the Korean names bound the scan.
  if (q.indexableWords.length < 2 && !(query.korean && query.words.length >= 2)) return false;
  return query.words.every((word) => key.includes(word));
}

/** True when the document has one of the keys. */
function hasAnyKey(view: SearchDocumentView, doc: number, codes: readonly number[]): boolean {
  for (const code of codes) if (view.hasReadingKey(doc, code)) return true;
  return false;
}

/**
 * True when a word of the keyword is in the readings as written: a two-syllable word must start a
 * word of a reading (two syllables inside a longer word are weak evidence, and the readings' word
 * starts are indexed), longer and shorter ones may be anywhere.
 */
export function readingHoldsWord(readings: string, word: string): boolean {
  return word.length === 2 ? placement(readings, word) >= WORD_START : readings.includes(word);
}

/** Every word of the keyword in some reading, as written or by its keys. */
function readingWordsMatch(q: CompiledQuery, view: SearchDocumentView, doc: number, readings: string): boolean {
  const { words } = q.query;
  for (let i = 0; i < words.length; i++) {
    if (!readingHoldsWord(readings, words[i]!) && !hasAnyKey(view, doc, q.wordKeyCodes[i]!)) return false;
  }
  return true;
}

/** True when the document has the key (null: no such key). */
const hasKey = (view: SearchDocumentView, doc: number, code: number | null): boolean => code !== null && view.hasReadingKey(doc, code);

function readingMatches(q: CompiledQuery, view: SearchDocumentView, doc: number): boolean {
  const { key, words } = q.query;
  const readings = view.readings(doc);
  if (key.length >= TRIGRAM) {
    if (readings.includes(key)) return true;
  } else if (key.length === 2 && placement(readings, key) >= WORD_START) return true;
  if (words.length >= 2 && q.indexableWords.length >= 1 && readingWordsMatch(q, view, doc, readings)) return true;
  return hasAnyKey(view, doc, q.wholeKeyCodes);
}

const WHOLE_WORD = 3;
const WORD_START = 2;
const INSIDE = 1;

/**
 * Where `key` sits among the space-separated words of `text`: WHOLE_WORD, WORD_START (a word
 * starts with it), INSIDE (only inside words) or 0 (nowhere). One pass, no allocation.
 */
function placement(text: string, key: string): number {
  let best = 0;
  for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) {
    if (at === 0 || text.charCodeAt(at - 1) === 32) {
      const end = at + key.length;
      if (end === text.length || text.charCodeAt(end) === 32) return WHOLE_WORD;
      best = WORD_START;
    } else if (best === 0) best = INSIDE;
  }
  return best;
}

/** True when the document matches the keyword. */
export function documentMatches(q: CompiledQuery, view: SearchDocumentView, doc: number): boolean {
  const { query } = q;
  if (query.initialsOnly) {
    if (view.korean(doc) && view.initials(doc).includes(query.key)) return true;
    return query.key.length >= 2 && placement(view.readingInitials(doc), query.key) >= WORD_START;
  }
  if (officialMatches(q, view.key(doc), view.korean(doc))) return true;
  return query.korean && readingMatches(q, view, doc);
}

type Tiers = { exact: number; head?: number; prefix: number; substring: number; words: number };

/**
 * Exact, prefix, inside or by words, on a space-separated list of keys; a prefix that is one of the
 * title's heads (title-heads.ts: it ends where a word of the title ends) scores as a head.
 */
function closeness(text: string, key: string, points: Tiers, heads: readonly string[] = []): number {
  const at = placement(text, key);
  if (at === WORD_START) return points.head !== undefined && heads.includes(key) ? points.head : points.prefix;
  return at === WHOLE_WORD ? points.exact : at === INSIDE ? points.substring : points.words;
}

const P = KOREAN_MATCH_POINTS;
const OFFICIAL_TIERS: Tiers = {
  exact: P.officialExact,
  head: P.officialHead,
  prefix: P.officialPrefix,
  substring: P.officialInside,
  words: P.officialWords,
};

/** The points of the closest reading match of a Hangul keyword. */
function readingTier(q: CompiledQuery, view: SearchDocumentView, doc: number): number {
  const key = q.query.key;
  const readings = view.readings(doc);
  const at = placement(readings, key);
  if (at === WHOLE_WORD) return P.readingExact;
  if (at === WORD_START) return P.readingPrefix;
  if (hasKey(view, doc, q.phoneticCode)) return P.phoneticExact;
  if (hasKey(view, doc, q.skeletonCode)) return P.skeleton;
  if (q.query.words.length && readingWordsMatch(q, view, doc, readings)) return P.readingWords;
  if (at === INSIDE) return P.readingInside;
  if (hasKey(view, doc, q.wordPhoneticCode)) return P.wordKey;
  return P.loose;
}

/** The points of a 초성 keyword's closest match: on the official names, or on the readings' 초성. */
function initialsTier(key: string, view: SearchDocumentView, doc: number): number {
  const official =
    view.korean(doc) && view.initials(doc).includes(key)
      ? closeness(view.initials(doc), key, INITIALS_RELEVANCE_POINTS, view.headInitials(doc))
      : -Infinity;
  const at = key.length >= 2 ? placement(view.readingInitials(doc), key) : 0;
  const reading = at === WHOLE_WORD ? READING_INITIALS_POINTS.exact : at === WORD_START ? READING_INITIALS_POINTS.prefix : -Infinity;
  return Math.max(official, reading);
}

/** The relevance score of a matching document (higher first; ties go to the lower game id). */
export function documentScore(q: CompiledQuery, view: SearchDocumentView, doc: number): number {
  const { query } = q;
  const base = view.popularity(doc) + (view.isMain(doc) ? RELEVANCE_POINTS.mainGame : 0);
  if (query.initialsOnly) return base + initialsTier(query.key, view, doc);
  if (!query.korean) return base + closeness(view.key(doc), query.key, RELEVANCE_POINTS);
  const key = view.key(doc);
  const reading = readingTier(q, view, doc);
  if (!officialMatches(q, key, view.korean(doc))) return base + reading;
  return base + Math.max(closeness(key, query.key, OFFICIAL_TIERS, view.headKeys(doc)), reading);
}
