/**
 * Store titles (Steam, GOG) and catalog names in one comparable form, for matching a store library to
 * the catalog (docs/decisions.md, "Store library matching").
 *
 * A key is the title's words joined without spaces, after:
 * - NFKC (full-width letters, `Ⅳ`, `²`), case folded, Latin accents dropped (Déjà = deja), ™ ® © ℠
 *   and soft hyphens removed, apostrophes removed (Assassin’s = assassins);
 * - `&` read as "and", `+` as "plus" (Accounting+ and Accounting are different games);
 * - Roman numerals II to XX as whole words become Arabic (Sniper Elite III = Sniper Elite 3), except
 *   as the first word ("V Rising"), before a hyphenated word ("X-Men"), and never `I` (a pronoun
 *   as often as a numeral) or `X` ("Mega Man X" is not "Mega Man 10");
 * - a leading article (the, a, an) dropped (The Sims 4 = Sims 4).
 * Joining the words makes spacing and punctuation differences disappear (BoxCat = Box Cat,
 * "Dead Ground:Arena" = "DeadGround: Arena").
 *
 * Editions (checked against the IGDB dump, 2026-02 data): IGDB keeps retail editions that change
 * nothing about the game ("Game of the Year", "GOTY", Complete, Definitive, Enhanced, Deluxe, Special,
 * Gold, Ultimate, Premium, Collector's, Steam/PC, ... Edition) as extra entries that mostly have no
 * store link, while its Steam links point at the base game (Sekiro GOTY, Outward Definitive, State of
 * Decay 2 Juggernaut). Those phrases are stripped to a second, weaker "edition base" key: a title
 * still matches an entry of exactly its name first (where IGDB has both, it links 40 of the eval set's
 * 57 such Steam titles to the edition entry), and its base game otherwise. Remastered, Remaster,
 * Remake, HD, Redux, Reloaded, Anniversary, VR and Director's Cut releases are separate IGDB games with
 * their own store links (Dark Souls: Remastered, Fallout 4 VR, Ghost of Tsushima: Director's Cut):
 * they are never stripped, so they match only a catalog name that says the same. Only VR gets a weak
 * form without the word, which the decision uses only for a catalog game on a VR platform (stores add
 * "VR" to the name of a VR-only game: "Unearthing Mars VR" is IGDB's "Unearthing Mars").
 */

const MARKS = /[™®©℠\u00AD\u200B-\u200D\u2060\uFEFF]/gu;
const LATIN_ACCENTS = /(\p{Script=Latin})\p{M}+/gu;
const APOSTROPHES = /['’‘`´]/gu;
const WORD = /[\p{L}\p{N}]+/gu;
const LATIN_LETTER = /\p{Script=Latin}/u;
/** Han, kana and Hangul: titles often give a CJK name beside the Latin one. */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー々〆・]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/**
 * Separators between the parts of a title: colon, spaced dashes, bars, slashes, brackets, tildes and
 * bullets. A hyphen inside a word ("Half-Life", "X-Men") only separates words.
 */
const PART_SEPARATOR = /\s*(?:[:|/()[\]{}~〜•·]|\s[-–—]+\s*|[-–—]+\s|^[-–—]+|[-–—]+$)\s*/u;
/** What marks an alternative name beside the title: "Title / タイトル", "Title | 타이틀". */
const NAME_SEPARATOR = /\s*\|\s*|\s+\/\s+/u;
/** Parenthesised and bracketed asides: "(Classic)", "(2010)", "(DX edition)". */
const ASIDE = /\([^()]*\)|\[[^[\]]*\]/gu;

/** II..XX as numbers; X stays a letter (see the header) and I is not in the list. */
const ROMAN_NUMERALS: ReadonlyMap<string, string> = new Map(
  ['ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv', 'xv', 'xvi', 'xvii', 'xviii', 'xix', 'xx']
    .map((roman, index) => [roman, String(index + 2)] as const)
    .filter(([roman]) => roman !== 'x'),
);
const LEADING_ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an']);

/** Words that make a release a separate catalog game (see the header): an edition phrase holding one is kept. */
const DISTINCT_RELEASE_WORDS: ReadonlySet<string> = new Set([
  'remastered',
  'remaster',
  'remake',
  'remade',
  'hd',
  'redux',
  'reloaded',
  'anniversary',
  'vr',
  'directors',
  'cut',
  'demo',
  'soundtrack',
]);
/** Words naming a retail edition of the same game: "<these> Edition" is stripped even without a separator. */
const EDITION_ADJECTIVES: ReadonlySet<string> = new Set([
  'goty',
  'definitive',
  'complete',
  'enhanced',
  'extended',
  'deluxe',
  'special',
  'gold',
  'ultimate',
  'premium',
  'collectors',
  'legendary',
  'digital',
  'standard',
  'steam',
  'pc',
  'royal',
  'platinum',
  'limited',
  'launch',
  'expanded',
  'classic',
]);
const GAME_OF_THE_YEAR: readonly string[] = ['game', 'of', 'the', 'year'];
/** Trailing words that are an edition on their own ("Inversus Deluxe", "Trine 2: Complete Story"). */
const BARE_EDITION_TAILS: readonly (readonly string[])[] = [GAME_OF_THE_YEAR, ['goty'], ['complete', 'story'], ['complete'], ['deluxe']];
const MAX_EDITION_WORDS = 3;

/** Folds compatibility forms, case, accents, marks and apostrophes; `&` and `+` become words. */
function fold(text: string): string {
  return text
    .replace(MARKS, '')
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(LATIN_ACCENTS, '$1')
    .normalize('NFC')
    .replace(APOSTROPHES, '')
    .replace(/&/gu, ' and ')
    .replace(/\+/gu, ' plus ');
}

/** The words of one part of a title; `first` says whether it starts the title (numeral rule). */
function partWords(part: string, first: boolean): string[] {
  const words: string[] = [];
  for (const match of part.matchAll(WORD)) {
    const word = match[0];
    const roman = ROMAN_NUMERALS.get(word);
    const next = part.slice(match.index + word.length, match.index + word.length + 2);
    const isNumeral = roman !== undefined && !(first && words.length === 0) && !/^-\p{L}/u.test(next);
    words.push(isNumeral ? roman : word);
  }
  return words;
}

/** A title as parts (split at separators), each a list of normalised words; the leading article is gone. */
function titleParts(title: string): string[][] {
  const parts: string[][] = [];
  for (const part of fold(title).split(PART_SEPARATOR)) {
    const words = partWords(part, parts.length === 0);
    if (words.length) parts.push(words);
  }
  const first = parts[0];
  if (first && LEADING_ARTICLES.has(first[0]!) && (first.length > 1 || parts.length > 1)) {
    first.shift();
    if (!first.length) parts.shift();
  }
  return parts;
}

const join = (parts: readonly (readonly string[])[]): string => parts.map((words) => words.join('')).join('');

/** The one comparable form of a title (empty when it has no letters or digits). */
export function titleKey(title: string): string {
  return join(titleParts(title));
}

const endsWith = (words: readonly string[], tail: readonly string[]): boolean =>
  words.length >= tail.length && tail.every((word, index) => words[words.length - tail.length + index] === word);

/**
 * Keys of the title without a trailing same-game edition phrase. `certain` bases are the ones a
 * separator or known edition words mark ("Outward Definitive Edition", "Jotun: Valhalla Edition");
 * otherwise "<w1> <w2> Edition" could hide one to three words of the name, and each is a guess.
 */
function editionBases(parts: readonly (readonly string[])[], guesses: boolean): string[] {
  const bases: string[] = [];
  const last = parts[parts.length - 1];
  if (!last) return bases;
  const before = parts.slice(0, -1);
  const add = (words: readonly string[]) => {
    const key = join([...before, words]);
    if (key && key !== join(parts)) bases.push(key);
  };
  for (const tail of BARE_EDITION_TAILS) {
    if (endsWith(last, tail) && (last.length > tail.length || before.length)) add(last.slice(0, -tail.length));
  }
  if (last[last.length - 1] !== 'edition') return [...new Set(bases)];
  let described = last.slice(0, -1);
  // "Remastered Edition", "HD Edition", "VR Edition": a separate release, kept whole.
  if (described.some((word) => DISTINCT_RELEASE_WORDS.has(word))) return [...new Set(bases)];
  // The whole part is the edition ("...: Definitive Edition", "... - Juggernaut Edition").
  if (before.length && described.length <= MAX_EDITION_WORDS + 1) {
    add([]);
    return [...new Set(bases)];
  }
  if (endsWith(described, GAME_OF_THE_YEAR)) described = described.slice(0, -GAME_OF_THE_YEAR.length);
  // Known edition words right before "Edition" ("Outward Definitive Edition"): strip the run of them.
  let known = described.length;
  while (known > 0 && EDITION_ADJECTIVES.has(described[known - 1]!)) known -= 1;
  if (known < last.length - 1 && known > 0) add(described.slice(0, known));
  if (guesses) {
    // Unknown edition words ("Dive Harder Edition"): up to three words may be the edition's, never a number.
    for (let strip = 0; strip <= Math.min(MAX_EDITION_WORDS, described.length - 1); strip++) {
      const stripped = described.slice(described.length - strip);
      if (stripped.some((word) => /^\d+$/u.test(word))) break;
      add(described.slice(0, described.length - strip));
    }
  }
  return [...new Set(bases)];
}

/** The key without a trailing "VR" ("Paper Dolls VR" → paperdolls), or null. */
function vrBase(parts: readonly (readonly string[])[]): string | null {
  const last = parts[parts.length - 1];
  if (!last || last[last.length - 1] !== 'vr' || parts.flat().length < 2) return null;
  return join([...parts.slice(0, -1), last.slice(0, -1)]) || null;
}

/**
 * The catalog side: the keys a game is found by, from all its names (the main name first). Per
 * name its key, its certain edition base (so "Space Crew" finds "Space Crew: Legendary Edition") and
 * its key without a trailing VR.
 */
export function gameMatchKeys(names: readonly (string | null | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const name of names) {
    if (!name) continue;
    const parts = titleParts(name);
    const key = join(parts);
    if (!key) continue;
    keys.add(key);
    for (const base of editionBases(parts, false)) keys.add(base);
    const withoutVr = vrBase(parts);
    if (withoutVr) keys.add(withoutVr);
  }
  return [...keys];
}

/** How a store title can be compared: its key, weaker variants and a head for descriptor tails. */
export type StoreTitleForms = {
  /** The whole title. */
  key: string;
  /** The title without a same-game edition phrase ("Sekiro: Shadows Die Twice - GOTY Edition" → sekiroshadowsdietwice). */
  editionBases: string[];
  /**
   * Other names inside the title: the Latin part of a bilingual title ("Death Coming/死神来了"), each
   * side of "A / B" or "A | B", the title without an aside ("Mafia II (Classic)"), with their edition bases.
   */
  alternates: string[];
  /** The name before a tail that only describes the genre ("Hitchhiker - A Mystery Game" → hitchhiker). */
  head: string | null;
  /** The title without a trailing "VR" (see the header). */
  vrBase: string | null;
};

/** Words a store appends to say what kind of game it is: a tail made only of these is not part of the name. */
const DESCRIPTOR_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the of and with for in based ' +
    'game games simulator simulation sim tycoon builder idle clicker incremental rpg mmorpg mmo jrpg arpg crpg ' +
    'roguelike roguelite rogue lite like deckbuilder deckbuilding deck building card cards puzzle puzzles ' +
    'platformer platform shooter fps tps shmup bullet hell adventure horror survival strategy tactics tactical ' +
    'turn rts 4x defense defence tower td racing racer arcade action multiplayer online coop co op pvp pve ' +
    'battle royale sandbox open world visual novel interactive story movie hidden object hog mystery ' +
    'thriller sci fi scifi fantasy medieval psychological physics dating crafting creative combat board ' +
    'point click escape room management city party casual relaxing cozy narrative detective investigation ' +
    'stealth fighting hack slash metroidvania soulslike souls 2d 3d free play f2p indie noir role playing ' +
    'anime dungeon crawler exploration farming life sports shoot em up beat'
  ).split(' '),
);
/** The last word of a descriptor tail must name a genre or form, not only qualify one. */
const DESCRIPTOR_ENDINGS: ReadonlySet<string> = new Set(
  (
    'game games simulator simulation tycoon builder clicker rpg mmorpg mmo jrpg arpg crpg roguelike roguelite ' +
    'deckbuilder puzzle puzzles platformer shooter fps shmup adventure horror survival strategy tactics defense ' +
    'defence td racing racer arcade multiplayer sandbox novel movie object hog mystery thriller crawler ' +
    'metroidvania soulslike management'
  ).split(' '),
);
const MAX_DESCRIPTOR_WORDS = 6;
/** Words of a descriptor tail outside the list ("Winemaking Simulator"); two already admit subtitles ("Legend of CaoCao (Tactics)"). */
const MAX_UNKNOWN_DESCRIPTOR_WORDS = 1;

function isDescriptorTail(parts: readonly (readonly string[])[]): boolean {
  const words = parts.flat();
  if (!words.length || words.length > MAX_DESCRIPTOR_WORDS) return false;
  const unknown = words.filter((word) => !DESCRIPTOR_WORDS.has(word)).length;
  return DESCRIPTOR_ENDINGS.has(words[words.length - 1]!) && unknown <= MAX_UNKNOWN_DESCRIPTOR_WORDS;
}

/** The forms of a store title the matcher compares with catalog keys (see StoreTitleForms). */
export function storeTitleForms(title: string): StoreTitleForms {
  const parts = titleParts(title);
  const key = join(parts);
  const alternates = new Set<string>();
  const addAlternate = (text: string) => {
    const altParts = titleParts(text);
    const altKey = join(altParts);
    if (!altKey || altKey === key) return;
    alternates.add(altKey);
    for (const base of editionBases(altParts, true)) alternates.add(base);
  };
  const folded = title.normalize('NFKC');
  // An aside naming a separate release ("(HD Remake)") is part of the name.
  const withoutAsides = folded.replace(ASIDE, (aside) =>
    titleParts(aside)
      .flat()
      .some((w) => DISTINCT_RELEASE_WORDS.has(w))
      ? aside
      : ' ',
  );
  if (withoutAsides !== folded) addAlternate(withoutAsides);
  if (LATIN_LETTER.test(folded) && CJK.test(folded)) addAlternate(withoutAsides.replace(CJK_RUN, ' '));
  // "Title / タイトル", "タイトル | Title": the Latin side alone. Two Latin sides are left whole: in
  // "FATAL FRAME / PROJECT ZERO: Maiden of Black Water" neither side is the game's name.
  const names = withoutAsides.split(NAME_SEPARATOR);
  if (names.some((name) => CJK.test(name))) for (const name of names) if (LATIN_LETTER.test(name) && !CJK.test(name)) addAlternate(name);
  const head = parts.length > 1 && isDescriptorTail(parts.slice(1)) ? join(parts.slice(0, 1)) : null;
  return {
    key,
    editionBases: editionBases(parts, true),
    alternates: [...alternates],
    head: head && head !== key ? head : null,
    vrBase: vrBase(parts),
  };
}

/** Every key of a store title worth looking up. */
export function storeLookupKeys(forms: StoreTitleForms): string[] {
  return [...new Set([forms.key, ...forms.editionBases, ...forms.alternates, forms.head ?? '', forms.vrBase ?? ''])].filter(Boolean);
}

/** The keys of one catalog name as the decision weighs them: the name itself, its edition bases, its key without VR. */
export function catalogNameForms(name: string): { key: string; editionBases: string[]; vrBase: string | null } {
  const parts = titleParts(name);
  return { key: join(parts), editionBases: editionBases(parts, false), vrBase: vrBase(parts) };
}
