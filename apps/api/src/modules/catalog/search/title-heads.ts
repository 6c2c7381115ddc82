import { initialsKey, searchWords } from './search-keys.ts';

/**
 * Particles a Korean title's leading words end with (젤다의 전설, 마리오와 소닉): the word before
 * them is the title's head, as whole a word as a keyword can name.
 */
const PARTICLES = ['의', '와', '과', '은', '는', '을', '를', '에'];

/** How the start of a Korean title reads as whole words: what a franchise keyword names. */
export type TitleHeads = {
  /** Keys (search-keys.ts form) of the title's first words, one, two, three..., each also without its particle. */
  keys: string[];
  /** Their 초성 (only of those with Hangul). */
  initials: string[];
};

/**
 * The heads of a Korean title: its leading words as keys, so that a keyword ending where a word of
 * the title ends (젤다 in 젤다의 전설, 젤다의 전설 in 젤다의 전설 지혜의 투영) is told from one glued into
 * a compound (젤다 in 젤다무쌍). The whole title is left out: that is an exact match already.
 */
export function titleHeads(title: string): TitleHeads {
  const words = searchWords(title);
  const keys = new Set<string>();
  let lead = '';
  for (let i = 0; i < words.length - 1; i++) {
    const word = words[i]!;
    lead += word;
    keys.add(lead);
    const particle = PARTICLES.find((p) => word.length > p.length && word.endsWith(p));
    if (particle) keys.add(lead.slice(0, -particle.length));
  }
  const initials = new Set<string>();
  for (const key of keys) {
    const chosung = initialsKey(key);
    if (chosung) initials.add(chosung);
  }
  return { keys: [...keys], initials: [...initials] };
}
