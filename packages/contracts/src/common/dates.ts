/**
 * Days a request may name (docs/decisions.md, "Dates within a sane range"): 1970-01-01 to 2099-12-31.
 * Earlier or later days name nothing this app holds; year 1 or 9999 is a typing slip or a probe.
 */
export const CALENDAR_DATE_MIN = '1970-01-01';
export const CALENDAR_DATE_MAX = '2099-12-31';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that is a real calendar date (any year). */
export function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A real YYYY-MM-DD within CALENDAR_DATE_MIN..CALENDAR_DATE_MAX. */
export const isCalendarDate = (value: string): boolean => isRealDate(value) && isDateInRange(value);

/** A YYYY-MM-DD (already real) within CALENDAR_DATE_MIN..CALENDAR_DATE_MAX. */
export const isDateInRange = (value: string): boolean => value >= CALENDAR_DATE_MIN && value <= CALENDAR_DATE_MAX;

/** A YYYY-MM month within the range. */
export const isCalendarMonth = (value: string): boolean =>
  /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && value >= CALENDAR_DATE_MIN.slice(0, 7) && value <= CALENDAR_DATE_MAX.slice(0, 7);

/** Days the product counts in (daily limits, "not in the future", the review calendar) are calendar days in Korea. */
export const KOREA_TIME_ZONE = 'Asia/Seoul';

const KOREA_OFFSET_MS = 9 * 3_600_000;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** A moment's wall clock in Korea: Seoul keeps UTC+9 all year (no daylight saving since 1988). */
export interface SeoulClock {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  /** 0-23. */
  hour: number;
  minute: number;
  /** 0 (Sunday) to 6. */
  weekday: number;
}

/**
 * The wall clock in Asia/Seoul at `at`, by arithmetic: no Intl formatter, whose first construction loads
 * the time zone data (tens of milliseconds on a phone, while a server-rendered page hydrates).
 */
export function seoulClock(at: Date | number): SeoulClock {
  const shifted = new Date((typeof at === 'number' ? at : at.getTime()) + KOREA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
}

/** The calendar day of `at` in Asia/Seoul, as YYYY-MM-DD. */
export function koreanDay(at: Date): string {
  const { year, month, day } = seoulClock(at);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** The time of day in Korea as the Korean locale writes it: '오전 9:05', '오후 12:30'. */
export function seoulTimeOfDay(at: Date | number): string {
  const { hour, minute } = seoulClock(at);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour < 12 ? '오전' : '오후'} ${hour12}:${pad2(minute)}`;
}
