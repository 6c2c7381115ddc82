import { getChoseong } from 'es-hangul';

/**
 * Search normalisation, applied the same way to game names (when they are written) and to what
 * a user types, so both sides meet in one form:
 *
 * - Unicode compatibility forms folded (full-width letters, `Ⅶ`), case folded, Latin accents
 *   dropped (Pokémon = pokemon); Hangul compatibility jamo are kept as they are (초성 queries).
 * - `&` reads as "and"; apostrophes vanish (Link's = links); every other non-letter, non-digit
 *   character separates words.
 * - A word that is a Roman numeral from I to XX becomes its Arabic number (VII = 7).
 * - A leading article (the, a, an) is dropped when other words follow.
 * - The words are joined without spaces, so spacing and punctuation differences disappear
 *   (엘든 링 = 엘든링, "The Witcher 3" = witcher3).
 */

const ROMAN_NUMERALS: ReadonlyMap<string, string> = new Map(
  ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv', 'xv', 'xvi', 'xvii', 'xviii', 'xix', 'xx'].map(
    (roman, index) => [roman, String(index + 1)],
  ),
);
export const LEADING_ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an']);

/** Hangul compatibility jamo (ㄱ, ㅏ...): NFKC would turn them into conjoining jamo, so they are left alone. */
const NOT_COMPATIBILITY_JAMO_RUN = /[^\u3130-\u318F]+/gu;
/** Accents on Latin letters only: Japanese voicing marks and Hangul must survive NFD/NFC. */
const LATIN_ACCENTS = /(\p{Script=Latin})\p{M}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;
const HANGUL = /[\uAC00-\uD7A3\u3131-\u318E]/u;
const CHOSEONG_ONLY = /^[\u3131-\u314E]+$/u;

/** Folds compatibility forms, case and Latin accents; keeps Hangul syllables and compatibility jamo. */
function fold(text: string): string {
  return text
    .replace(NOT_COMPATIBILITY_JAMO_RUN, (run) =>
      run.normalize('NFKC').toLowerCase().normalize('NFD').replace(LATIN_ACCENTS, '$1').normalize('NFC'),
    )
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '');
}

/** The normalised words of a text (numerals converted, a leading article dropped). */
export function searchWords(text: string): string[] {
  const words = (fold(text).match(WORD) ?? []).map((word) => ROMAN_NUMERALS.get(word) ?? word);
  if (words.length > 1 && LEADING_ARTICLES.has(words[0]!)) words.shift();
  return words;
}

/** One name as the search compares it: its normalised words joined without spaces. */
export function searchKey(text: string): string {
  return searchWords(text).join('');
}

/** True when the text holds a Hangul syllable or jamo. */
export const hasHangul = (text: string): boolean => HANGUL.test(text);

/** The 초성 (initial consonants) of a name's Hangul syllables, without spaces (엘든 링 → ㅇㄷㄹ). */
export function initialsKey(text: string): string {
  return getChoseong(text.normalize('NFC')).replace(/\s+/g, '');
}

/** What the search stores for one game. */
export type GameSearchDocument = {
  /** Every distinct name key, separated by single spaces (keys never contain one). */
  key: string;
  /** 초성 keys of the names with Hangul syllables, space-separated ('' when none). */
  initials: string;
  /** True when a name contains Hangul: short Korean queries look only at these games. */
  korean: boolean;
};

/** The search document of a game from all its names (the main name first). */
export function gameSearchDocument(names: readonly (string | null | undefined)[]): GameSearchDocument {
  const keys = new Set<string>();
  const initials = new Set<string>();
  let korean = false;
  for (const name of names) {
    if (!name) continue;
    const key = searchKey(name);
    if (key) keys.add(key);
    if (hasHangul(name)) {
      korean = true;
      const chosung = initialsKey(name);
      if (chosung) initials.add(chosung);
    }
  }
  return { key: [...keys].join(' '), initials: [...initials].join(' '), korean };
}

/** A keyword as the search uses it. */
export type SearchQuery = {
  /** The whole keyword as one key (words joined). */
  key: string;
  /** The keyword's words when there are several (each must appear for a loose match). */
  words: string[];
  /** True when the keyword is made only of 초성 (ㅇㄷㄹ): it is matched against the initials. */
  initialsOnly: boolean;
  /** True when the keyword has Hangul in it. */
  korean: boolean;
};

/** Parses a keyword; null when nothing searchable is left (only punctuation, for example). */
export function parseSearchQuery(keyword: string): SearchQuery | null {
  const words = searchWords(keyword);
  const key = words.join('');
  if (!key) return null;
  return {
    key,
    words: words.length > 1 ? [...new Set(words)] : [],
    initialsOnly: CHOSEONG_ONLY.test(key),
    korean: hasHangul(key),
  };
}

/** Bumped whenever the rules above or the title keys (store-matching/title-key.ts) change: stored rows of an older version are rebuilt at start. */
export const SEARCH_KEY_VERSION = 5;
