/**
 * Characters that show nothing by themselves: format characters (Unicode Cf: zero-width space and
 * joiners, direction marks, embeddings, overrides and isolates, the byte-order mark, the soft hyphen,
 * tags), the Hangul fillers, the combining grapheme joiner, the Mongolian selectors, variation
 * selectors and the braille blank.
 */
const INVISIBLE_CHARACTERS = /\p{Cf}|\p{Variation_Selector}|\u034F|[\u115F\u1160\u2800\u3164\uFFA0]/gu;

/** Direction embeddings, overrides and isolates: they make a name read differently from how it is stored. */
export const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/** True when `text` holds a direction embedding, override or isolate (U+202A-202E, U+2066-2069). */
export const hasDirectionControl = (text: string): boolean => DIRECTION_CONTROL.test(text);

/** `text` without its invisible characters; `keep` names some to leave in place. */
export function removeInvisible(text: string, keep?: RegExp): string {
  return text.replace(INVISIBLE_CHARACTERS, (char) => (keep?.test(char) ? char : ''));
}

/** True when `text` shows nothing: only whitespace and invisible characters, or nothing at all. */
export const isBlank = (text: string): boolean => removeInvisible(text).trim().length === 0;

/**
 * Free text as it is kept: trimmed of whitespace, and empty when it shows nothing. Invisible characters
 * inside visible text stay, since joiners, selectors and tags are part of emoji.
 */
export const visibleText = (text: string): string => (isBlank(text) ? '' : text.trim());

/** How many characters (code points) of `text` show, for minimum lengths. */
export const visibleLength = (text: string): number => [...removeInvisible(text).trim()].length;
