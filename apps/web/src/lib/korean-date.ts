/** Dates as Korea keeps them (Asia/Seoul), whatever the device's time zone. */

const seoulDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** Today in Korea, 'YYYY-MM-DD'. */
export const koreanToday = (now: Date = new Date()): string => seoulDay.format(now);

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

const seoulParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as Korea reads it, 'YYYY.MM.DD HH:mm' (Asia/Seoul), or '' for an unreadable one (a store library's last sync). */
export function formatSeoulDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(seoulParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}.${part.month}.${part.day} ${part.hour}:${part.minute}`;
}
