import { describe, expect, it } from 'vitest';
import { calendarMarks, monthKey, parseMonthKey, shownMonth } from './calendar-month.ts';

describe('calendar months', () => {
  it('write a local date as YYYY-MM and read it back as the first day', () => {
    expect(monthKey(new Date(2026, 10, 24))).toBe('2026-11');
    expect(monthKey(new Date(2026, 0, 1))).toBe('2026-01');
    expect(parseMonthKey('2026-11')).toEqual(new Date(2026, 10, 1));
    expect(parseMonthKey('1999-12')).toEqual(new Date(1999, 11, 1));
  });

  it.each([null, '', '2026-13', '2026-00', '26-03', '2026-3', '2026-03-01', 'abcd-ef', '3026-01', '1899-12'])('refuse %j', (raw) => {
    expect(parseMonthKey(raw)).toBeNull();
  });

  it("show the URL's month, or today's month when it has none or a bad one", () => {
    expect(shownMonth('2026-03', '2026-11-24')).toEqual(new Date(2026, 2, 1));
    expect(shownMonth(null, '2026-11-24')).toEqual(new Date(2026, 10, 1));
    expect(shownMonth('2026-13', '2026-01-01')).toEqual(new Date(2026, 0, 1));
  });
});

describe('calendar marks', () => {
  it('count each day, take its newest cover and add up the month', () => {
    const marks = calendarMarks({
      month: '2026-11',
      days: [
        { date: '2026-11-08', count: 2, coverImageUrls: ['/b.png', '/a.png'] },
        { date: '2026-11-20', count: 4, coverImageUrls: [] },
      ],
    });
    expect(marks).toEqual({ marks: { '2026-11-08': 2, '2026-11-20': 4 }, covers: { '2026-11-08': '/b.png' }, total: 6 });
  });

  it('draw nothing before the summary arrives', () => {
    expect(calendarMarks(undefined)).toEqual({ marks: {}, covers: {}, total: 0 });
  });
});
