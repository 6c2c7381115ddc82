/**
 * Sounds (ARPAbet) of an English-looking word from its letters, for words the pronouncing dictionary
 * lacks (names and coinages: Spelunky, Noita, Hylics) and, for every word, the "as spelled" reading
 * Korean players also use (카타나 for katana, 제로 for zero, 하데스 for Hades). Vowel letters keep
 * their plain sounds (a 아, e 에, i 이, o 오, u 어) unless a silent final e or a vowel pair makes
 * them long; consonant pairs (ch, sh, th, ph, ck, ng, qu...) read as one sound.
 */

const VOWEL_LETTERS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);
const isVowelLetter = (c: string | undefined) => c !== undefined && VOWEL_LETTERS.has(c);
const isConsonantLetter = (c: string | undefined) => c !== undefined && /[a-z]/.test(c) && !VOWEL_LETTERS.has(c);

/** Vowel pairs and their sound, longest first. */
const VOWEL_PAIRS: [string, string[]][] = [
  ['eigh', ['EY']],
  ['igh', ['AY']],
  ['eau', ['OW']],
  ['ey', ['EY']],
  ['ai', ['EY']],
  ['ay', ['EY']],
  ['ei', ['EY']],
  ['ee', ['IY']],
  ['ea', ['IY']],
  ['ie', ['IY']],
  ['oo', ['UW']],
  ['ou', ['AW']],
  ['ow', ['OW']],
  ['oi', ['OY']],
  ['oy', ['OY']],
  ['au', ['AO']],
  ['aw', ['AO']],
  ['ew', ['UW']],
  ['ue', ['UW']],
];
const SHORT: Record<string, string> = { a: 'AA', e: 'EH', i: 'IH', o: 'OW', u: 'AH', y: 'IH' };
const LONG: Record<string, string[]> = { a: ['EY'], e: ['IY'], i: ['AY'], o: ['OW'], u: ['UW'], y: ['AY'] };

/** Consonant groups and their sounds, longest first; `start` ones only at the start of a word. */
const CONSONANT_GROUPS: [string, string[], 'start' | 'any'][] = [
  ['tion', ['SH', 'AH0', 'N'], 'any'],
  ['sion', ['ZH', 'AH0', 'N'], 'any'],
  ['tch', ['CH'], 'any'],
  ['sch', ['S', 'K'], 'any'],
  ['kn', ['N'], 'start'],
  ['wr', ['R'], 'start'],
  ['ps', ['S'], 'start'],
  ['ch', ['CH'], 'any'],
  ['sh', ['SH'], 'any'],
  ['th', ['TH'], 'any'],
  ['ph', ['F'], 'any'],
  ['ck', ['K'], 'any'],
  ['qu', ['K', 'W'], 'any'],
  ['wh', ['W'], 'any'],
  ['gh', ['G'], 'start'],
  ['gh', [], 'any'],
];
const SINGLE: Record<string, string[]> = {
  b: ['B'],
  d: ['D'],
  f: ['F'],
  h: ['HH'],
  j: ['JH'],
  k: ['K'],
  l: ['L'],
  m: ['M'],
  n: ['N'],
  p: ['P'],
  q: ['K'],
  r: ['R'],
  s: ['S'],
  t: ['T'],
  v: ['V'],
  w: ['W'],
  x: ['K', 'S'],
  z: ['Z'],
};

/** The sounds of a lower-case Latin word (other characters are skipped). */
export function spellingToPhonemes(word: string, { magicE = true }: { magicE?: boolean } = {}): string[] {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  const out: string[] = [];
  let i = 0;
  while (i < w.length) {
    const rest = w.slice(i);
    const prev = w[i - 1];
    const c = w[i]!;

    // A final silent e (but not in a two-letter word, nor after another vowel).
    if (c === 'e' && i === w.length - 1 && i >= 2 && isConsonantLetter(prev)) {
      // -le after a consonant is a syllable of its own (apple, castle): a schwa before the l.
      if (prev === 'l' && isConsonantLetter(w[i - 2])) out.splice(out.length - 1, 0, 'AH0');
      i++;
      continue;
    }

    const group = CONSONANT_GROUPS.find(([letters, , where]) => rest.startsWith(letters) && (where === 'any' || i === 0));
    if (group) {
      out.push(...group[1]);
      i += group[0].length;
      continue;
    }

    // y before a vowel is the consonant (Yoshi, Kirby's y aside: that one ends the word).
    const yConsonant = c === 'y' && isVowelLetter(w[i + 1]) && w[i + 1] !== 'y';
    if (isVowelLetter(c) && !yConsonant) {
      const pair = VOWEL_PAIRS.find(([letters]) => rest.startsWith(letters));
      // ow and ew before a vowel are a vowel and a w (bower aside); ey at the end is 이 (monkey).
      if (pair && !(pair[0].endsWith('w') && isVowelLetter(w[i + 2]))) {
        out.push(...(pair[0] === 'ey' && i + 2 === w.length ? ['IY'] : pair[1]));
        i += pair[0].length;
        continue;
      }
      if (c === 'y') {
        // A final y after a consonant is 이 (Spelunky); inside, an open y is 아이 (Hylics, Cyber).
        if (i === w.length - 1) out.push('IY');
        else if (isConsonantLetter(w[i + 1]) && isVowelLetter(w[i + 2]) && !isConsonantLetter(w[i + 2])) out.push('AY');
        else out.push('IH');
        i++;
        continue;
      }
      // Magic e: a vowel, one consonant, a final e (cape, hide, note, cute).
      const magic = isConsonantLetter(w[i + 1]) && w[i + 2] === 'e' && (i + 3 === w.length || (w[i + 3] === 's' && i + 4 === w.length));
      const beforeTion = /^[ts]ion/.test(w.slice(i + 1));
      if (((magicE && magic) || beforeTion) && w[i + 1] !== 'r') out.push(...LONG[c]!);
      // A closed a (two consonants follow, not al/ar nor a cluster like bl, tr) is the a of cat: 팩토리오, 배스천.
      else if (
        c === 'a' &&
        isConsonantLetter(w[i + 1]) &&
        isConsonantLetter(w[i + 2]) &&
        !['r', 'l'].includes(w[i + 1]!) &&
        !['l', 'r', 'h'].includes(w[i + 2]!) &&
        w[i + 1] !== w[i + 2]
      )
        out.push('AE');
      else if (w[i + 1] === 'r' && w[i + 2] !== 'r' && !isVowelLetter(w[i + 2]) && (c === 'e' || c === 'i' || c === 'u')) {
        // er, ir, ur before a consonant or at the end: 어 (Undertale 언더테일, Hunter 헌터).
        out.push('ER');
        i += 2;
        continue;
      } else out.push(SHORT[c]!);
      i++;
      continue;
    }

    if (c === 'y') {
      out.push('Y');
      i++;
      continue;
    }
    // Doubled consonants sound once (Hollow, Spelunky's ll aside: both are one l).
    if (c === prev && !isVowelLetter(c)) {
      i++;
      continue;
    }
    if (c === 'c') out.push(w[i + 1] === 'e' || w[i + 1] === 'i' || w[i + 1] === 'y' ? 'S' : 'K');
    else if (c === 'g') out.push(w[i + 1] === 'e' && i + 2 === w.length ? 'JH' : 'G');
    else if (c === 'n' && (w[i + 1] === 'k' || (w[i + 1] === 'g' && !isVowelLetter(w[i + 2] ?? '')))) {
      // nk, and ng not before a vowel: one nasal (ink, Spelunky, ring), the g silent.
      out.push('NG');
      if (w[i + 1] === 'k') out.push('K');
      i += 2;
      continue;
    } else if (c === 'h' && i > 0) {
      // h is silent after a vowel at a syllable's end (Noah) and in rh, kh, xh; heard between
      // vowels (Bahamut) and after other consonants (Valheim).
      if (isVowelLetter(w[i + 1]) && !['r', 'k', 'x'].includes(prev!)) out.push('HH');
    } else if (c === 'x' && i === 0) out.push(...(isConsonantLetter(w[1]) ? ['EH', 'K', 'S'] : ['Z']));
    else out.push(...(SINGLE[c] ?? []));
    i++;
  }
  return out;
}

/** The vowel-letter groups of a word in order (a final silent e left out): [a, i, a] for animal. */
export function vowelLetterGroups(word: string): string[] {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  const groups = w.match(/[aeiouy]+/g) ?? [];
  if (groups.length > 1 && w.endsWith('e') && groups[groups.length - 1] === 'e' && !/[aeiouy]e$/.test(w)) groups.pop();
  return groups;
}
