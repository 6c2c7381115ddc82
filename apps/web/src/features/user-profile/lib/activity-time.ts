import { seoulClock } from '@gameshelf/contracts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When something happened, as the activity tab says it (spec 2 §2): under an hour '방금 전', under
 * a day 'N시간 전', under a week 'N일 전', else the Korean date ('2026년 11월 10일').
 */
export function activityTime(at: string | Date, now: Date = new Date()): string {
  const time = new Date(at).getTime();
  if (Number.isNaN(time)) return '';
  const diff = Math.max(0, now.getTime() - time);
  if (diff < HOUR_MS) return '방금 전';
  if (diff < DAY_MS) return `${Math.floor(diff / HOUR_MS)}시간 전`;
  if (diff < 7 * DAY_MS) return `${Math.floor(diff / DAY_MS)}일 전`;
  const { year, month, day } = seoulClock(time);
  return `${year}년 ${month}월 ${day}일`;
}
