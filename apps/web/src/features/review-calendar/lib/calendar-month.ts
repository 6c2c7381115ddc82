import type { ReviewCalendar } from '@gameshelf/contracts';

/** A local Date's month, 'YYYY-MM' (the `?month=` of /review-calendar). */
export const monthKey = (date: Date): string => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** 'YYYY-MM' (years 1900-2999, months 01-12) as the month's first day, else null. */
export function parseMonthKey(raw: string | null): Date | null {
  const match = raw ? /^((?:19|2\d)\d{2})-(0[1-9]|1[0-2])$/.exec(raw) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, 1) : null;
}

/** The month to show: a valid `?month=`, else the month of `today` ('YYYY-MM-DD' in Korea). */
export const shownMonth = (param: string | null, today: string): Date => parseMonthKey(param) ?? parseMonthKey(today.slice(0, 7))!;

/** What the month grid draws from the month summary: counts, the newest cover of each day, the total. */
export interface CalendarMarks {
  marks: Record<string, number>;
  covers: Record<string, string>;
  total: number;
}

export function calendarMarks(calendar: ReviewCalendar | undefined): CalendarMarks {
  const result: CalendarMarks = { marks: {}, covers: {}, total: 0 };
  for (const day of calendar?.days ?? []) {
    result.marks[day.date] = day.count;
    result.total += day.count;
    const cover = day.coverImageUrls[0];
    if (cover) result.covers[day.date] = cover;
  }
  return result;
}
