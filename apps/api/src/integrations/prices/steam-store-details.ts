import { isObject } from './store-quote.ts';

/**
 * What Steam's storefront says of an app in Korean (issue 36, PROTOCOLS.md §7): `appdetails` for one
 * app id without the price filter, `l=koreana`. `short_description` is HTML (Korean when the
 * publisher wrote one, else the English text); `supported_languages` is an HTML list in the asked
 * language, where a language with full audio carries `<strong>*</strong>`:
 * `영어<strong>*</strong>, 한국어, 일본어<br><strong>*</strong>음성이 지원되는 언어`.
 */
export type SteamKoreanSupport =
  /** Korean interface and subtitles, and full audio. */
  | 'audio'
  /** Korean interface and subtitles (no Korean voices). */
  | 'text'
  /** Korean is not among the supported languages. */
  | 'none';

export type SteamStoreDetails =
  | {
      kind: 'found';
      /** The short description as plain text, only when it is Korean (has Hangul); null otherwise. */
      summaryKo: string | null;
      /** Null when the answer had no language list at all. */
      korean: SteamKoreanSupport | null;
    }
  /** `success: false`: unknown to Steam, or not sold here. */
  | { kind: 'unavailable' };

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  trade: '™',
  reg: '®',
  copy: '©',
};

const codePoint = (value: number, fallback: string): string =>
  Number.isInteger(value) && value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff)
    ? String.fromCodePoint(value)
    : fallback;

/** Decodes HTML character references: named ones of the list above, decimal and hexadecimal ones. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') return codePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10), whole);
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** HTML as plain text: line breaks for `<br>` and block ends, tags dropped, entities decoded, spaces tidied. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/<[^>]*$/, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/g;
const LETTERS = /\p{L}/gu;

/**
 * Whether a text is Korean: Hangul makes up at least a fifth of its letters (an English description
 * naming one Korean word is not a Korean description; a Korean one keeps its English game names).
 */
export function isKoreanText(text: string): boolean {
  const hangul = text.match(HANGUL)?.length ?? 0;
  const letters = text.match(LETTERS)?.length ?? 0;
  return hangul > 0 && hangul * 5 >= letters;
}

/** The most a summary keeps (Steam's short descriptions stay under 300 characters; this bounds a bad answer). */
export const SUMMARY_MAX_LENGTH = 2_000;

/** A `short_description` as the Korean summary: plain text when it is Korean, else null. */
export function koreanSummaryOf(shortDescription: unknown): string | null {
  if (typeof shortDescription !== 'string') return null;
  const text = htmlToText(shortDescription).slice(0, SUMMARY_MAX_LENGTH).trim();
  return text !== '' && isKoreanText(text) ? text : null;
}

/** Names of Korean in the language lists Steam writes (koreana, english, and the Korean word alone). */
const KOREAN_NAMES = new Set(['한국어', 'korean']);

/**
 * Korean support from `supported_languages` (any `l`): the list is split on commas and line breaks;
 * an entry is a language name, followed by `<strong>*</strong>` (or a bare `*`) when it has full audio.
 * The footnote line (`*음성이 지원되는 언어`, `*languages with full audio support`) is no language.
 */
export function koreanSupportOf(supportedLanguages: unknown): SteamKoreanSupport | null {
  if (typeof supportedLanguages !== 'string' || supportedLanguages.trim() === '') return null;
  const marked = supportedLanguages.replace(/<strong>\s*\*\s*<\/strong>/gi, '*').replace(/<br\s*\/?>/gi, '\n');
  const entries = decodeEntities(marked.replace(/<[^>]*>/g, ''))
    .split(/[,\n、，]/)
    .map((entry) => entry.replace(/[\s\u00a0]+/g, ' ').trim());
  for (const entry of entries) {
    if (entry.startsWith('*')) continue;
    const audio = entry.endsWith('*');
    const name = entry.replace(/\*+$/, '').trim().toLowerCase();
    if (KOREAN_NAMES.has(name)) return audio ? 'audio' : 'text';
  }
  return 'none';
}

/** One app's entry of an unfiltered `appdetails` answer. */
export function steamStoreDetails(entry: unknown): SteamStoreDetails {
  if (!isObject(entry) || entry.success !== true || !isObject(entry.data)) return { kind: 'unavailable' };
  return {
    kind: 'found',
    summaryKo: koreanSummaryOf(entry.data.short_description),
    korean: koreanSupportOf(entry.data.supported_languages),
  };
}
