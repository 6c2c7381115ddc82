import { KOREA_TIME_ZONE, koreanDay } from '../../shared/korean-day.ts';

const DAY_MS = 86_400_000;

const seoulParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: KOREA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY.MM.DD HH:mm` in Asia/Seoul (spec 3 §9: dates as YYYY.MM.DD, times in Korea). */
export function activityTimeKr(at: Date): string {
  const part = Object.fromEntries(seoulParts.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}.${part.month}.${part.day} ${part.hour}:${part.minute}`;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Calendar days from `at` to `now` in Asia/Seoul: 0 the same day, 1 the day before (never negative). */
export function daysAgo(at: Date, now: Date): number {
  return Math.max(0, dayNumber(koreanDay(now)) - dayNumber(koreanDay(at)));
}

/** The UTC instants bounding Asia/Seoul days `from` to `to` (YYYY-MM-DD, both inclusive): [start, end). */
export function seoulDayRange(from: string | undefined, to: string | undefined): { start: Date | null; end: Date | null } {
  // Korea keeps UTC+9 all year (no daylight saving since 1988).
  const midnight = (day: string) => new Date(Date.parse(`${day}T00:00:00+09:00`));
  return {
    start: from ? midnight(from) : null,
    end: to ? new Date(midnight(to).getTime() + DAY_MS) : null,
  };
}
