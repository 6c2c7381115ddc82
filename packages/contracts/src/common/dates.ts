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

/** The calendar day of `at` in Asia/Seoul, as YYYY-MM-DD. */
export function koreanDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: KOREA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
