/**
 * Which catalog game a store title is, if any: the rules behind a library match and the suggestions.
 *
 * Precision first (a wrong game in a library is worse than a missing one): a title maps to a game only
 * when one candidate stands out, else it stays unmapped for the user to pick from suggestions.
 *
 * 1. How well each candidate's names meet the title (`affinity`, title-key.ts for the forms): the same
 *    key (1.0); the title without a same-game edition phrase is the name, or a name inside the title
 *    (the Latin side of a bilingual title, the title without an aside) is (0.9); the title is the name
 *    without its edition phrase (0.88); the other has a trailing "VR" and the game is on a VR platform
 *    (0.85); both only share an edition base, or the title's head before a genre-descriptor tail is the
 *    name (0.8). A catalog entry named exactly like the title wins over the base game of the title's
 *    edition phrase: of the set's 57 titles where IGDB has both, it links 40 to the edition entry.
 *    Non-games (store-item-kind.ts) meet only a catalog entry of the same kind with the same key;
 *    games only entries whose names read as games.
 * 2. Only the best-scoring candidates count. One → it. Several editions of a plainly named title →
 *    none. Several games (same-named games are common: "Doom", "Arena", "Final Fantasy III") → narrowed
 *    by what a store item must be: not already linked to another item of this store (when store ids are
 *    used), not known to be only on other platforms than computers, a main game rather than an edition
 *    or bundle; then by popularity only when one game clearly dominates (POPULARITY_RATIO and
 *    POPULARITY_MARGIN). Still several → none ("ambiguous").
 * 3. Confidence: the affinity times how the choice was made (RESOLUTION_FACTORS).
 */
import type { MatchCandidate } from './match-candidates-repository.ts';
import { storeItemKind, type StoreItemKind } from './store-item-kind.ts';
import { catalogNameForms, storeTitleForms, type StoreTitleForms } from './title-key.ts';

/** How the title met the candidate's name. */
export type MatchReason = 'exact' | 'edition' | 'alternate' | 'descriptor' | 'vr';
/** What singled the candidate out among those that met the title as well. */
export type MatchResolution = 'unique' | 'unlinked' | 'platform' | 'main' | 'popularity';

export type MatchDecision =
  | { gameId: number; confidence: number; reason: MatchReason; resolvedBy: MatchResolution }
  | { gameId: null; confidence: null; reason: 'not_found' | 'ambiguous' };

/** `via` says which rule gave the score (the decision treats edition-only meetings apart). */
type Affinity = { score: number; reason: MatchReason; via: keyof typeof AFFINITY };

const AFFINITY = {
  exact: 1,
  edition: 0.9,
  alternate: 0.9,
  alternateEdition: 0.85,
  catalogEdition: 0.88,
  vr: 0.85,
  sharedEdition: 0.8,
  descriptor: 0.8,
} as const;

const RESOLUTION_FACTORS: Readonly<Record<MatchResolution, number>> = {
  unique: 0.97,
  unlinked: 0.9,
  platform: 0.9,
  main: 0.9,
  popularity: 0.75,
};
/** A lone candidate not sold for computers (a console-only entry) may still be the game's port. */
const NOT_ON_COMPUTER_FACTOR = 0.85;
/** A lone candidate already linked to another item of the store. */
const LINKED_ELSEWHERE_FACTOR = 0.8;
/**
 * Popularity decides only when the first is twice the second and 8 points ahead: two more storefronts'
 * worth in the catalog's popularity prior (a storefront adds 4), so a well-known game wins over a
 * stub without platforms, while two real releases of one name ("Doom" 1993 and 2016) stay ambiguous.
 */
const POPULARITY_RATIO = 2;
const POPULARITY_MARGIN = 8;

type NameForms = ReturnType<typeof catalogNameForms>;
/** Candidate name forms, cached: the same games come back for many titles and suggestions. */
const nameFormsCache = new Map<string, NameForms>();
const NAME_FORMS_CACHE_LIMIT = 50_000;

function nameForms(name: string): NameForms {
  let forms = nameFormsCache.get(name);
  if (!forms) {
    if (nameFormsCache.size >= NAME_FORMS_CACHE_LIMIT) nameFormsCache.clear();
    forms = catalogNameForms(name);
    nameFormsCache.set(name, forms);
  }
  return forms;
}

const namesOf = (candidate: MatchCandidate): string[] => [candidate.name, ...candidate.alternativeNames];

/** How well a candidate's names meet the title, or null when they do not (or the kinds differ). */
export function affinity(forms: StoreTitleForms, kind: StoreItemKind, candidate: MatchCandidate): Affinity | null {
  let best: Affinity | null = null;
  const consider = (via: keyof typeof AFFINITY, reason: MatchReason) => {
    if (!best || AFFINITY[via] > best.score) best = { score: AFFINITY[via], reason, via };
  };
  for (const name of namesOf(candidate)) {
    const { key, editionBases, vrBase } = nameForms(name);
    if (!key) continue;
    if (key === forms.key) {
      // Same words, same kind; a non-game may only meet a catalog entry of its kind.
      if (kind === 'game' || storeItemKind(name) === kind) consider('exact', 'exact');
      continue;
    }
    if (kind !== 'game' || storeItemKind(name) !== 'game') continue;
    if (forms.editionBases.includes(key)) consider('edition', 'edition');
    if (editionBases.includes(forms.key)) consider('catalogEdition', 'edition');
    if (forms.alternates.includes(key)) consider('alternate', 'alternate');
    else if (editionBases.some((base) => forms.alternates.includes(base))) consider('alternateEdition', 'alternate');
    if (editionBases.some((base) => forms.editionBases.includes(base))) consider('sharedEdition', 'edition');
    if (forms.head === key) consider('descriptor', 'descriptor');
    if (candidate.onVr && (forms.vrBase === key || vrBase === forms.key)) consider('vr', 'vr');
  }
  return best;
}

type Scored = { candidate: MatchCandidate; affinity: Affinity };

/** Keeps the candidates that pass `test` when some do and some do not; null when the test separates nothing. */
function narrow(scored: Scored[], test: (candidate: MatchCandidate) => boolean): Scored[] | null {
  const kept = scored.filter((s) => test(s.candidate));
  return kept.length && kept.length < scored.length ? kept : null;
}

/** The one candidate that stands out among equally good ones, and what singled it out. */
function resolve(tied: Scored[]): { chosen: Scored; by: MatchResolution } | null {
  let remaining = tied;
  let by: MatchResolution = 'unique';
  const steps: [MatchResolution, (candidate: MatchCandidate) => boolean][] = [
    ['unlinked', (c) => c.storeIds.length === 0],
    // A catalog entry without platforms may still be the one: only entries known to be elsewhere go.
    ['platform', (c) => c.onComputer !== false],
    ['main', (c) => c.isMain],
  ];
  for (const [step, test] of steps) {
    if (remaining.length === 1) break;
    const kept = narrow(remaining, test);
    if (kept) {
      remaining = kept;
      by = step;
    }
  }
  if (remaining.length === 1) return { chosen: remaining[0]!, by };
  const [first, second] = [...remaining].sort((a, b) => b.candidate.popularity - a.candidate.popularity);
  if (
    first &&
    second &&
    first.candidate.popularity >= POPULARITY_RATIO * Math.max(second.candidate.popularity, 0) &&
    first.candidate.popularity - second.candidate.popularity >= POPULARITY_MARGIN
  ) {
    return { chosen: first, by: 'popularity' };
  }
  return null;
}

/** The game a store title is among `candidates` (any source), or none. */
export function decideMatch(title: string, candidates: readonly MatchCandidate[]): MatchDecision {
  const forms = storeTitleForms(title);
  const kind = storeItemKind(title);
  const scored: Scored[] = [];
  for (const candidate of candidates) {
    const found = affinity(forms, kind, candidate);
    if (found) scored.push({ candidate, affinity: found });
  }
  if (!scored.length) return { gameId: null, confidence: null, reason: 'not_found' };
  const top = Math.max(...scored.map((s) => s.affinity.score));
  const tied = scored.filter((s) => s.affinity.score === top);
  // Several entries of one game (same id from two sources) are one candidate.
  const distinct = [...new Map(tied.map((s) => [s.candidate.gameId, s])).values()];
  // Several editions of a game the title names plainly ("Rainbow Six Siege" → Gold, Deluxe, Operator
  // Edition...): none of them is more the game than another.
  const editionsOnly = distinct.every((s) => s.affinity.via === 'catalogEdition' || s.affinity.via === 'sharedEdition');
  const resolved = editionsOnly && distinct.length > 1 ? null : resolve(distinct);
  if (!resolved) return { gameId: null, confidence: null, reason: 'ambiguous' };
  const { chosen, by } = resolved;
  let confidence = chosen.affinity.score * RESOLUTION_FACTORS[by];
  if (chosen.candidate.onComputer === false) confidence *= NOT_ON_COMPUTER_FACTOR;
  if (by === 'unique' && chosen.candidate.storeIds.length) confidence *= LINKED_ELSEWHERE_FACTOR;
  return { gameId: chosen.candidate.gameId, confidence: round(confidence), reason: chosen.affinity.reason, resolvedBy: by };
}

const round = (value: number): number => Math.round(value * 1000) / 1000;

// ---------------------------------------------------------------------------------------------
// Suggestions: every candidate ranked, for the user to pick from when the match was not certain
// ---------------------------------------------------------------------------------------------

export type SuggestionLevel = 'high' | 'medium' | 'low';
export type Suggestion = { gameId: number; confidence: number; level: SuggestionLevel };

/** Confidence levels of the suggest route. */
export const levelOf = (confidence: number): SuggestionLevel => (confidence >= 0.8 ? 'high' : confidence >= 0.5 ? 'medium' : 'low');

/** Candidates whose names only resemble the title score at most this (never "high"). */
const RESEMBLANCE_CEILING = 0.75;
/** Equally good candidates the decision could not tell apart score at most this (never "high"). */
const AMBIGUOUS_CEILING = 0.79;

/** Dice coefficient of the character pairs of two keys (0..1). */
function resemblance(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const pairs = new Map<string, number>();
  for (let i = 0; i < a.length - 1; i++) pairs.set(a.slice(i, i + 2), (pairs.get(a.slice(i, i + 2)) ?? 0) + 1);
  let shared = 0;
  for (let i = 0; i < b.length - 1; i++) {
    const pair = b.slice(i, i + 2);
    const left = pairs.get(pair) ?? 0;
    if (left > 0) {
      shared += 1;
      pairs.set(pair, left - 1);
    }
  }
  return (2 * shared) / (a.length - 1 + (b.length - 1));
}

/**
 * Every candidate (from the title keys, the catalog search or anywhere else) with a confidence,
 * best first: the decision's affinity where the names meet the title, else how much they resemble it.
 * The candidate `decideMatch` would choose keeps its confidence; others tied with it are capped below
 * "high", and non-games never rank high for a game title (or the reverse).
 */
export function rankSuggestions(title: string, candidates: readonly MatchCandidate[]): Suggestion[] {
  const forms = storeTitleForms(title);
  const kind = storeItemKind(title);
  const decision = decideMatch(title, candidates);
  const titleKeys = [forms.key, ...forms.alternates].filter(Boolean);
  const scored = new Map<number, { confidence: number; popularity: number }>();
  for (const candidate of candidates) {
    const found = affinity(forms, kind, candidate);
    let confidence: number;
    if (decision.gameId === candidate.gameId) confidence = decision.confidence;
    else if (found) confidence = Math.min(found.score * RESOLUTION_FACTORS.popularity, AMBIGUOUS_CEILING);
    else {
      const keys = namesOf(candidate).map((name) => nameForms(name).key);
      const best = Math.max(0, ...keys.flatMap((key) => titleKeys.map((titleKey) => resemblance(titleKey, key))));
      confidence = best * RESOLUTION_FACTORS.popularity;
      if (storeItemKind(candidate.name) !== kind) confidence *= 0.5;
      confidence = Math.min(confidence, RESEMBLANCE_CEILING);
    }
    if (candidate.onComputer === false) confidence *= NOT_ON_COMPUTER_FACTOR;
    const previous = scored.get(candidate.gameId);
    if (!previous || confidence > previous.confidence)
      scored.set(candidate.gameId, { confidence: round(confidence), popularity: candidate.popularity });
  }
  return [...scored.entries()]
    .sort(([, a], [, b]) => b.confidence - a.confidence || b.popularity - a.popularity)
    .map(([gameId, { confidence }]) => ({ gameId, confidence, level: levelOf(confidence) }));
}
