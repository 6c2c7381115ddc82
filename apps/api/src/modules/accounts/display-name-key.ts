import unhomoglyph from 'unhomoglyph';
import { normalizeDisplayName } from '@gameshelf/contracts';
import type { UsersRepository } from './users-repository.ts';

/** The confusable-character skeleton of Unicode TR39 (its confusables table), lower-cased. */
const skeleton = (text: string) => unhomoglyph(text).toLowerCase();

/**
 * The form two nicknames share when they look alike, kept unique in `users.display_name_key`: the
 * contract's normalised name (NFKC, invisible characters removed, trimmed), then TR39 skeletons
 * around case folding, so look-alike letters of other scripts (Cyrillic а, Greek ρ), 0 and O, rn and
 * m, and case all fold. A capital I looks like l (its skeleton) while its lower case is i, so i folds
 * to l as well: I, i, l, 1 and | are one letter here. Hangul syllables are compared as written.
 */
export function displayNameKey(displayName: string): string {
  return skeleton(skeleton(normalizeDisplayName(displayName))).replaceAll('i', 'l');
}

export type DisplayNameKeyRow = { id: number; displayName: string; displayNameKey: string | null };

/**
 * Keys for users whose nickname was saved before keys existed, given every named user oldest first.
 * When two such names share a key, the older user keeps it and the later one's key is suffixed with
 * its id ('#' is never part of a name), so both keep their nickname until they next change it.
 */
export function assignDisplayNameKeys(rows: readonly DisplayNameKeyRow[]): { id: number; displayNameKey: string }[] {
  const taken = new Set(rows.flatMap((row) => (row.displayNameKey === null ? [] : [row.displayNameKey])));
  const assigned: { id: number; displayNameKey: string }[] = [];
  for (const row of rows) {
    if (row.displayNameKey !== null) continue;
    const key = displayNameKey(row.displayName);
    const free = taken.has(key) ? `${key}#${row.id}` : key;
    taken.add(free);
    assigned.push({ id: row.id, displayNameKey: free });
  }
  return assigned;
}

/** Fills the keys of names saved before keys existed (run at server start, after the migrations). */
export const fillMissingDisplayNameKeys = (users: UsersRepository): Promise<number> =>
  users.fillMissingDisplayNameKeys(assignDisplayNameKeys);
