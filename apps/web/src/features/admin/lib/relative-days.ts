/**
 * A timeline day as people say it (spec 3 §9), from the server's `daysAgo` (Seoul calendar days):
 * 오늘, 어제, N일 전, N주 전 under 30 days, N개월 전 under 365, else N년 전.
 */
export function relativeDays(daysAgo: number): string {
  if (daysAgo <= 0) return '오늘';
  if (daysAgo === 1) return '어제';
  if (daysAgo < 7) return `${daysAgo}일 전`;
  if (daysAgo < 30) return `${Math.floor(daysAgo / 7)}주 전`;
  if (daysAgo < 365) return `${Math.floor(daysAgo / 30)}개월 전`;
  return `${Math.floor(daysAgo / 365)}년 전`;
}
