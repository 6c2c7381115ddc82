/** Dates as Korea keeps them (Asia/Seoul), whatever the device's time zone. */
import { koreanDay, seoulClock } from '@gameshelf/contracts';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** Today in Korea, 'YYYY-MM-DD'. */
export const koreanToday = (now: Date = new Date()): string => koreanDay(now);

/** A 'YYYY-MM-DD' as a local Date at midnight (for calendars, which count in local days). */
export function dateFromKey(key: string): Date {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** '2026-11-24' -> '2026년 11월 24일 (화)'. */
export function formatKoreanDate(key: string): string {
  const date = dateFromKey(key);
  return `${date.getFullYear()}년 ${date.getMonth() + 1}월 ${date.getDate()}일 (${WEEKDAYS[date.getDay()]})`;
}

/** A moment as Korea reads it, 'YYYY.MM.DD HH:mm' (Asia/Seoul), or '' for an unreadable one (a store library's last sync). */
export function formatSeoulDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const { year, month, day, hour, minute } = seoulClock(date);
  return `${year}.${pad(month)}.${pad(day)} ${pad(hour)}:${pad(minute)}`;
}
