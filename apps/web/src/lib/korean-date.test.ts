import { describe, expect, it } from 'vitest';
import { dateFromKey, formatKoreanDate, koreanToday, monthKey, parseMonthKey } from './korean-date.ts';

describe('Korean dates', () => {
  it('takes today from Seoul: 23:30 UTC is already the next day there', () => {
    expect(koreanToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(koreanToday(new Date('2026-11-24T14:59:00Z'))).toBe('2026-11-24');
    expect(koreanToday(new Date('2026-11-24T15:00:00Z'))).toBe('2026-11-25');
  });

  it('names a day with its weekday', () => {
    expect(formatKoreanDate('2026-11-24')).toBe('2026년 11월 24일 (화)');
    expect(formatKoreanDate('2024-02-29')).toBe('2024년 2월 29일 (목)');
  });

  it('reads and writes months', () => {
    expect(monthKey(dateFromKey('2026-03-18'))).toBe('2026-03');
    expect(parseMonthKey('2026-03')).toEqual(new Date(2026, 2, 1));
    for (const bad of [null, '', '2026-13', '2026-00', '26-03', '2026-3', '2026-03-01', 'abcd-ef']) expect(parseMonthKey(bad)).toBeNull();
  });
});
