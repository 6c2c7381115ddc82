/** Sync is allowed once every 180 seconds per user and store (spec 3 §9), enforced by the server. */
export const STORE_SYNC_COOLDOWN_SECONDS = 180;

/** Suggestion confidence levels (spec 3 §3): high at 0.8 or more, medium at 0.5 or more, else low. */
export const MATCH_CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;
export type MatchConfidenceLevel = (typeof MATCH_CONFIDENCE_LEVELS)[number];

export function confidenceLevel(confidence: number): MatchConfidenceLevel {
  if (confidence >= 0.8) return 'high';
  if (confidence >= 0.5) return 'medium';
  return 'low';
}

/** Store playtime (minutes) as a collection's whole hours: floor of 60 (spec 3 §9). */
export const playtimeHoursOf = (minutes: number): number => Math.floor(minutes / 60);

/** The `code` of the 429 a sync answers within STORE_SYNC_COOLDOWN_SECONDS of the last one. */
export const SYNC_COOLDOWN_CODE = 'SYNC_COOLDOWN';

/** The wait a cooldown message names: whole minutes, rounded up (2 minutes 5 seconds is "3분"). */
export const cooldownMinutes = (remainingSeconds: number): number => Math.ceil(remainingSeconds / 60);

/** Share of a synced library matched to catalog games, in percent to one decimal (0 for an empty library). */
export const mappingRate = (mapped: number, total: number): number => (total ? Math.round((mapped / total) * 1000) / 10 : 0);

/**
 * A store library as listed: matched games first, then the longest played, then the order of storing
 * (GOG reports no playtime, so its list is matched first, then as stored). The server orders so in SQL
 * (store-library-repository.ts, `list`).
 */
export function storeLibraryOrder(
  a: { mapped: boolean; id: number; playtimeForever?: number },
  b: { mapped: boolean; id: number; playtimeForever?: number },
): number {
  return Number(b.mapped) - Number(a.mapped) || (b.playtimeForever ?? 0) - (a.playtimeForever ?? 0) || a.id - b.id;
}

/**
 * The library items a bulk add takes: the ones named by `ids`, or every mapped one when `ids` is absent.
 * Refused, with nothing added, when a named item is not in the library ('notFound'), when a chosen item
 * is not matched to a catalog game ('unmapped'), or when nothing is left to add ('nothingMapped').
 */
export function bulkAddChoice<T extends { id: number }>(
  library: readonly T[],
  ids: readonly number[] | undefined,
  isMapped: (item: T) => boolean,
): { chosen: T[] } | { refusal: 'notFound' | 'unmapped' | 'nothingMapped' } {
  const wanted = ids ? new Set(ids) : null;
  const chosen = wanted ? library.filter((item) => wanted.has(item.id)) : library.filter(isMapped);
  if (wanted && chosen.length < wanted.size) return { refusal: 'notFound' };
  if (!chosen.every(isMapped)) return { refusal: 'unmapped' };
  if (!chosen.length) return { refusal: 'nothingMapped' };
  return { chosen };
}
