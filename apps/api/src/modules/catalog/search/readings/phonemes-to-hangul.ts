import { composeSyllable, type Syllable } from './hangul-syllables.ts';

/**
 * English sounds (ARPAbet, as the CMU dictionary writes them) to Hangul, by the Korean loanword
 * orthography for English (외래어 표기법 제3장 제1절):
 * - a voiceless stop (p, t, k) after a short vowel ends that syllable (갭, 캣, 북) at the end of a
 *   word or before another consonant but l, r, m, n; elsewhere it takes 으 (케이프, 파트);
 * - voiced stops and fricatives before a consonant or at the end take 으 (랜드, 마스크, 재즈);
 *   sh is 시 at the end, 슈 before a consonant, and ㅅ with a y-glide before a vowel (샤크, 셰리프);
 * - nasals close the syllable before a consonant or at the end (스팀, 램프, 링);
 * - l closes the syllable, and an l before a vowel inside a word doubles as ㄹㄹ (플레이, 올리브);
 * - r after a vowel is not written (파트, 버드); before a vowel it is ㄹ;
 * - ㅈ and ㅊ drop a following y-glide (비전, not 비젼); k and g merge with a following w (쿼터).
 */

const SHORT_VOWELS = new Set(['AE', 'EH', 'IH', 'UH', 'AA', 'AH']);
const VOWEL_JAMO: Record<string, string[]> = {
  AA: ['ㅏ'],
  AE: ['ㅐ'],
  AH: ['ㅓ'],
  AO: ['ㅗ'],
  AW: ['ㅏ', 'ㅜ'],
  AY: ['ㅏ', 'ㅣ'],
  EH: ['ㅔ'],
  ER: ['ㅓ'],
  EY: ['ㅔ', 'ㅣ'],
  IH: ['ㅣ'],
  IY: ['ㅣ'],
  OW: ['ㅗ'],
  OY: ['ㅗ', 'ㅣ'],
  UH: ['ㅜ'],
  UW: ['ㅜ'],
};
const Y_GLIDE: Record<string, string> = { ㅏ: 'ㅑ', ㅐ: 'ㅒ', ㅓ: 'ㅕ', ㅔ: 'ㅖ', ㅗ: 'ㅛ', ㅜ: 'ㅠ', ㅣ: 'ㅣ' };
const W_GLIDE: Record<string, string> = { ㅏ: 'ㅘ', ㅐ: 'ㅙ', ㅓ: 'ㅝ', ㅔ: 'ㅞ', ㅣ: 'ㅟ', ㅗ: 'ㅝ', ㅜ: 'ㅜ' };
const NO_Y_GLIDE_AFTER = new Set(['ㅈ', 'ㅊ', 'ㅉ']);
const LETTER_VOWEL: Record<string, string> = { o: 'ㅗ', i: 'ㅣ', e: 'ㅔ' };
const R_AS_EO_AFTER = new Set(['AY', 'AW', 'OY', 'IY', 'IH', 'EH', 'EY', 'UW', 'UH']);

/** A consonant before a vowel (onset) and, alone, with 으 (e.g. 'ㅍ' → 프). */
const ONSET: Record<string, string> = {
  P: 'ㅍ',
  B: 'ㅂ',
  T: 'ㅌ',
  D: 'ㄷ',
  K: 'ㅋ',
  G: 'ㄱ',
  F: 'ㅍ',
  V: 'ㅂ',
  TH: 'ㅅ',
  DH: 'ㄷ',
  S: 'ㅅ',
  Z: 'ㅈ',
  SH: 'ㅅ',
  ZH: 'ㅈ',
  CH: 'ㅊ',
  JH: 'ㅈ',
  TS: 'ㅊ',
  DZ: 'ㅈ',
  M: 'ㅁ',
  N: 'ㄴ',
  NG: 'ㅇ',
  L: 'ㄹ',
  R: 'ㄹ',
  HH: 'ㅎ',
};
const STOP_CODA: Record<string, string> = { P: 'ㅂ', T: 'ㅅ', K: 'ㄱ' };
const VOICED_CODA: Record<string, string> = { B: 'ㅂ', D: 'ㅅ', G: 'ㄱ' };
const NASAL_CODA: Record<string, string> = { M: 'ㅁ', N: 'ㄴ', NG: 'ㅇ' };
/** Consonants before which a voiceless stop still takes 으 (apple 애플, chipmunk 치프멍크 aside: l, r, m, n). */
const STOP_KEEPS_EU_BEFORE = new Set(['L', 'R', 'M', 'N', 'Y', 'W']);

export type HangulOptions = {
  /** A word-final 'oh' (OW) as 오우 (윈도우, 스노우), the way players often write it, instead of 오. */
  finalOwAsOu?: boolean;
  /** 'oo' after t, d, n, s as 유 (듀크, 뉴), the British spelling players keep, instead of 우. */
  yuAfterCoronal?: boolean;
  /** A short 'o' (AA in American speech) as 오 (몬스터, 프로젝트), the British vowel the orthography follows. */
  aaAsO?: boolean;
  /** A schwa before a word-final l, n or m as 으 (셔블, 버튼), not 어 (셔벌, 버턴). */
  syllabicEu?: boolean;
  /** A final d after a short vowel closing the syllable as ㅅ (갓 오브 워), as players often write it. */
  dAsCoda?: boolean;
  /** A voiceless stop after a short vowel closing the syllable before l, r, m, n too (핫라인, not 하틀라인). */
  stopCodaBeforeLiquid?: boolean;
  /** Voiceless stops never close a syllable (쇼크, not 쇽), as many established spellings have it. */
  noStopCoda?: boolean;
  /** 'wa' (W AA) as 워 (워치), not 와. */
  waAsWo?: boolean;
  /** The a of cat (AE) as 아 (하프, 마스크), the British vowel of many such words. */
  aeAsA?: boolean;
  /** No ㄹㄹ for an l between vowels (보더랜즈, across a compound's seam). */
  singleL?: boolean;
  /** For each vowel sound in order, the vowel letters spelling it (when they could be lined up). */
  vowelLetters?: readonly string[];
  /** th as ㅌ/ㄷ (테프트, 더), as many players write it, not ㅅ. */
  thAsT?: boolean;
  /** Without a final plural s or z (레전드 for legends, 소울 for souls): players often leave it out. */
  noPluralS?: boolean;
};

const base = (phone: string) => phone.replace(/\d/g, '');
const isVowel = (phone: string | undefined) => phone !== undefined && base(phone) in VOWEL_JAMO;

/** Joins t+s and d+z that do not start a syllable (키츠, 오즈), as the orthography writes them. */
function mergeClusters(phones: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < phones.length; i++) {
    const here = base(phones[i]!);
    const next = phones[i + 1] === undefined ? undefined : base(phones[i + 1]!);
    if (((here === 'T' && next === 'S') || (here === 'D' && next === 'Z')) && !isVowel(phones[i + 2])) {
      out.push(here === 'T' ? 'TS' : 'DZ');
      i++;
    } else out.push(phones[i]!);
  }
  return out;
}

/** One word's sounds in Hangul. */
export function phonemesToHangul(phones: readonly string[], options: HangulOptions = {}): string {
  let input = options.thAsT ? phones.map((phone) => (phone === 'TH' ? 'T' : phone)) : [...phones];
  if (options.noPluralS && input.length > 2 && ['S', 'Z'].includes(input[input.length - 1]!) && !isVowel(input[input.length - 2]))
    input = input.slice(0, -1);
  const ps = mergeClusters(input);
  const syllables: Syllable[] = [];
  /** Whether the last syllable ended on its vowel (a coda may still be added). */
  let open = false;
  let lastVowel = '';
  let onset = 'ㅇ';
  let glide: 'Y' | 'W' | null = null;
  let vowelIndex = 0;

  const eu = (consonant: string, vowel = 'ㅡ') => {
    syllables.push({ onset: consonant, vowel, coda: '' });
    open = false;
  };
  const closeWith = (coda: string) => {
    syllables[syllables.length - 1]!.coda = coda;
    open = false;
  };

  for (let i = 0; i < ps.length; i++) {
    const phone = base(ps[i]!);
    const stress = ps[i]!.replace(/\D/g, '');
    const next = ps[i + 1] === undefined ? undefined : base(ps[i + 1]!);
    // m, n, ng, l before a w close their syllable (림월드, 선웨이); other consonants start it (스윙).
    const beforeVowel =
      isVowel(ps[i + 1]) || ((next === 'Y' || (next === 'W' && !['M', 'N', 'NG', 'L'].includes(phone))) && isVowel(ps[i + 2]));

    if (phone in VOWEL_JAMO) {
      let jamo = [...VOWEL_JAMO[phone]!];
      const letters = options.vowelLetters?.[vowelIndex++];
      // A reduced or ʌ vowel written o, i or e is read by its letter (어몽 for among, 애니멀 for animal).
      if (letters && (phone === 'AH' || (phone === 'IH' && stress === '0'))) jamo = [LETTER_VOWEL[letters] ?? jamo[0]!];
      // An r-coloured vowel written o keeps the o (오리지널, not 어리저널).
      if (letters?.startsWith('o') && phone === 'ER') jamo = ['ㅗ'];
      // An e-sound written a is the a of cat (패러블 for parable), as Korean spellings have it.
      if (letters === 'a' && phone === 'EH') jamo = ['ㅐ'];
      if (phone === 'AA' && options.aaAsO) jamo = ['ㅗ'];
      if (phone === 'AE' && options.aeAsA) jamo = ['ㅏ'];
      if (phone === 'AA' && options.waAsWo && glide === 'W') jamo = ['ㅓ'];
      // ow before a vowel is a w-glide into it (타워, 파워), and so is a y-sound after a consonant
      // before a weak vowel, read as 이어 (유니언, 인디언).
      const glideIntoNext = phone === 'AW' && (next === 'ER' || next === 'AH');
      const syllabic = i === ps.length - 2 && ['L', 'N', 'M'].includes(next ?? '') && i > 0 && !isVowel(ps[i - 1]);
      if (phone === 'AH' && stress === '0' && options.syllabicEu && syllabic) jamo = ['ㅡ'];
      if (phone === 'OW' && options.finalOwAsOu && i === ps.length - 1) jamo = ['ㅗ', 'ㅜ'];
      if (phone === 'UW' && options.yuAfterCoronal && glide === null && ['ㅌ', 'ㄷ', 'ㄴ', 'ㅅ'].includes(onset)) glide = 'Y';
      let first = jamo[0]!;
      if (glide === 'Y') first = NO_Y_GLIDE_AFTER.has(onset) ? first : (Y_GLIDE[first] ?? first);
      if (glide === 'W') {
        if (onset === 'ㅋ' || onset === 'ㄱ' || onset === 'ㅎ' || onset === 'ㅇ') first = W_GLIDE[first] ?? first;
        else {
          // sw, tw, dw...: the consonant keeps its 으 and the w starts the next syllable (스윙, 트위스트).
          eu(onset);
          onset = 'ㅇ';
          first = W_GLIDE[first] ?? first;
        }
      }
      if (
        glide === 'Y' &&
        onset !== 'ㅇ' &&
        onset !== 'ㅅ' &&
        !NO_Y_GLIDE_AFTER.has(onset) &&
        (phone === 'AH' || phone === 'ER') &&
        stress === '0'
      ) {
        syllables.push({ onset, vowel: 'ㅣ', coda: '' });
        syllables.push({ onset: 'ㅇ', vowel: jamo[0]!, coda: '' });
      } else {
        syllables.push({ onset, vowel: first, coda: '' });
        for (const rest of glideIntoNext ? [] : jamo.slice(1)) syllables.push({ onset: 'ㅇ', vowel: rest, coda: '' });
      }
      open = true;
      lastVowel = phone;
      // An r-coloured vowel before another vowel lends it its r (데인저러스, 아메리카).
      onset = phone === 'ER' && isVowel(ps[i + 1]) ? 'ㄹ' : 'ㅇ';
      glide = glideIntoNext ? 'W' : null;
      continue;
    }

    if (phone === 'Y' || phone === 'W') {
      if (beforeVowel) glide = phone;
      continue;
    }

    const previous = syllables[syllables.length - 1];
    if (beforeVowel) {
      // An onset. Inside a word, l doubles (ㄹㄹ) and ng closes the syllable before (싱어).
      if (phone === 'L' && previous && previous.coda === '' && !options.singleL) previous.coda = 'ㄹ';
      if (phone === 'NG' && previous && open) closeWith('ㅇ');
      if (phone === 'SH' && !glide) glide = 'Y';
      onset = phone === 'NG' ? 'ㅇ' : ONSET[phone]!;
      continue;
    }

    // Not before a vowel: a coda, or a syllable of its own with 으.
    if (phone === 'R') {
      // After a vowel r only colours it (and makes it long: 파트, not 팟), but after a diphthong or a
      // front vowel it is heard as 어 (파이어, 타워, 비어, 케어); elsewhere it is 르.
      if (open && R_AS_EO_AFTER.has(lastVowel) && !isVowel(ps[i + 1])) {
        syllables.push({ onset: 'ㅇ', vowel: 'ㅓ', coda: '' });
        lastVowel = 'R';
      } else if (open) lastVowel = 'R';
      else eu('ㄹ');
      continue;
    }
    if (phone in NASAL_CODA) {
      if (open) closeWith(NASAL_CODA[phone]!);
      else if (previous?.coda === 'ㄹ' && phone !== 'NG') syllables.push({ onset: 'ㄹ', vowel: 'ㅡ', coda: NASAL_CODA[phone]! });
      else eu(phone === 'NG' ? 'ㅇ' : ONSET[phone]!);
      continue;
    }
    if (phone === 'L') {
      if (open) closeWith('ㄹ');
      else eu('ㄹ');
      continue;
    }
    if (
      phone in STOP_CODA &&
      !options.noStopCoda &&
      open &&
      SHORT_VOWELS.has(lastVowel) &&
      (next === undefined || options.stopCodaBeforeLiquid || !STOP_KEEPS_EU_BEFORE.has(next))
    ) {
      closeWith(STOP_CODA[phone]!);
      continue;
    }
    if (VOICED_CODA[phone] && options.dAsCoda && open && SHORT_VOWELS.has(lastVowel)) {
      // Established spellings close the syllable on a final b, d, g as on p, t, k (클럽, 갓).
      closeWith(VOICED_CODA[phone]);
      continue;
    }
    if (phone === 'SH') {
      eu('ㅅ', next === undefined ? 'ㅣ' : 'ㅠ');
      continue;
    }
    if (phone === 'ZH' || phone === 'JH') {
      eu('ㅈ', 'ㅣ');
      continue;
    }
    if (phone === 'CH') {
      eu('ㅊ', 'ㅣ');
      continue;
    }
    const consonant = ONSET[phone];
    if (consonant) eu(consonant);
  }
  return syllables.map(composeSyllable).join('');
}
