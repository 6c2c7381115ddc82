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
