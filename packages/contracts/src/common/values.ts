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

/**
 * Newest first, then the higher id: reviews, notices and the other lists kept in the order they were
 * written. The server orders so in SQL (`created_at DESC, id DESC`).
 */
export function newestFirst(a: { id: number; createdAt: string }, b: { id: number; createdAt: string }): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

/** Which page of a list is asked for: its 0-based number and how many items a page holds. */
export interface PageRequest {
  readonly page: number;
  readonly size: number;
}

/** How many items come before the asked page. */
export const pageOffset = ({ page, size }: PageRequest): number => page * size;

/** How many pages `totalElements` items fill (0 for none). */
export const pageCount = (totalElements: number, size: number): number => Math.ceil(totalElements / size);

/** The fields of a page answer (`page`, `size`, `last`, `totalElements`) for a list of `totalElements` items. */
export function pageFields({ page, size }: PageRequest, totalElements: number) {
  return { page, size, last: (page + 1) * size >= totalElements, totalElements };
}

/** The fields of a numbered page answer (`totalPages`, `currentPage`, `hasNext`, `hasPrevious`) for `totalElements` items. */
export function numberedPageFields({ page, size }: PageRequest, totalElements: number) {
  const totalPages = pageCount(totalElements, size);
  return { totalElements, totalPages, currentPage: page, size, hasNext: page + 1 < totalPages, hasPrevious: page > 0 };
}

/** The items of the asked page, out of the whole list. */
export const pageItems = <T>(items: readonly T[], request: PageRequest): T[] =>
  items.slice(pageOffset(request), pageOffset(request) + request.size);

/** A page answer cut from the whole list. */
export const pageOf = <T>(items: readonly T[], request: PageRequest) => ({
  content: pageItems(items, request),
  ...pageFields(request, items.length),
});

/** A numbered page answer cut from the whole list. */
export const numberedPageOf = <T>(items: readonly T[], request: PageRequest) => ({
  content: pageItems(items, request),
  ...numberedPageFields(request, items.length),
});
