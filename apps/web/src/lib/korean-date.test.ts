import { describe, expect, it } from 'vitest';
import { dateFromKey, formatKoreanDate, formatSeoulDateTime, koreanToday } from './korean-date.ts';

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

  it('reads a day key as local midnight', () => {
    expect(dateFromKey('2026-11-24')).toEqual(new Date(2026, 10, 24));
  });

  it('shows a moment in Korea, whatever the device zone', () => {
    expect(formatSeoulDateTime('2026-11-20T09:30:00.000Z')).toBe('2026.11.20 18:30');
    expect(formatSeoulDateTime('2026-12-31T15:05:00.000Z')).toBe('2027.01.01 00:05');
    expect(formatSeoulDateTime('not a date')).toBe('');
  });
});
