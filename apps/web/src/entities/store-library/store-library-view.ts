/** What a store library (Steam, GOG) shows alike: search over its names, titles in order, mapped games first. */

const fold = (text: string) => text.toLocaleLowerCase('ko-KR');

/** Search (spec 3 §2.2, §4): a trimmed, case-insensitive substring of any of the names; an empty query matches all. */
export function matchesAnyName(query: string, names: readonly (string | null | undefined)[]): boolean {
  const needle = fold(query.trim());
  if (needle === '') return true;
  return names.some((name) => typeof name === 'string' && fold(name).includes(needle));
}

/** Titles in Korean order, ignoring case (and accents), numbers by value ('2' before '10'). */
export const compareTitles = (a: string, b: string): number => a.localeCompare(b, 'ko', { sensitivity: 'base', numeric: true });

/** The most recently synced first. */
export const compareSyncedDesc = (a: { lastSyncedAt: string }, b: { lastSyncedAt: string }): number =>
  Date.parse(b.lastSyncedAt) - Date.parse(a.lastSyncedAt);

/** Mapped games always first (spec 3 §2.2, §4), then the given order. Returns a new array. */
export function sortMappedFirst<T extends { mapped: boolean }>(games: readonly T[], compare: (a: T, b: T) => number): T[] {
  return [...games].sort((a, b) => Number(b.mapped) - Number(a.mapped) || compare(a, b));
}
