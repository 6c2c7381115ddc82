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
