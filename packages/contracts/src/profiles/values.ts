/**
 * Shares in percent to one decimal that add up to exactly 100.0 (largest remainder): each count's
 * exact share is cut to tenths, and the tenths left over go to the largest cut-off parts, ties to
 * the earlier item. Empty or all-zero counts give zeros.
 */
export function percentagesOf(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count * 1000) / total);
  const tenths = exact.map(Math.floor);
  let left = 1000 - tenths.reduce((sum, t) => sum + t, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    tenths[index]! += 1;
    left -= 1;
  }
  return tenths.map((t) => t / 10);
}

/** What `GET /api/users/me/export` can answer: one JSON file, or a zip of CSV files. */
export const DATA_EXPORT_FORMATS = ['json', 'csv'] as const;
export type DataExportFormat = (typeof DATA_EXPORT_FORMATS)[number];

/** The `code` of the 403 a private profile's parts answer to anyone but the owner. */
export const PRIVATE_PROFILE_CODE = 'PRIVATE_PROFILE';

/**
 * Whether a viewer sees a profile's parts (bio, stats, collections, reviews, activity, preferences):
 * its owner always, anyone else when the profile is public. Others still see a private one's name and photo.
 */
export function canSeeProfile(profile: { userId: number; isPublicProfile: boolean }, viewerId: number | null): boolean {
  return profile.userId === viewerId || profile.isPublicProfile;
}

/**
 * A profile's numbers over the collected games the viewer may see: each game once (completed when any
 * of its entries is, its playtime the highest of its entries), and the visible collections. The server
 * counts them in SQL (profiles-repository.ts, `stats`), by the same rule.
 */
export function profileStats(
  entries: readonly { gameId: number; playStatus: string; playtimeHours: number }[],
  collectionsCount: number,
): { totalGamesCount: number; completedGamesCount: number; totalPlaytimeHours: number; totalCollectionsCount: number } {
  const games = new Map<number, { completed: boolean; playtime: number }>();
  for (const entry of entries) {
    const seen = games.get(entry.gameId);
    games.set(entry.gameId, {
      completed: (seen?.completed ?? false) || entry.playStatus === 'COMPLETED',
      playtime: Math.max(seen?.playtime ?? 0, entry.playtimeHours),
    });
  }
  const all = [...games.values()];
  return {
    totalGamesCount: all.length,
    completedGamesCount: all.filter((game) => game.completed).length,
    totalPlaytimeHours: all.reduce((sum, game) => sum + game.playtime, 0),
    totalCollectionsCount: collectionsCount,
  };
}
