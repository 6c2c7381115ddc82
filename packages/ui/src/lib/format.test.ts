import { describe, expect, it } from 'vitest';
import { formatDate, formatPlaytime, formatRelativeTime, formatScore, formatWon } from './format';

describe('formatDate', () => {
  it.each([
    ['2023-05-12', '2023.05.12'],
    ['2023-05-12T23:30:00Z', '2023.05.12'],
    ['1998-11-21T00:00:00+09:00', '1998.11.21'],
    ['not a date', ''],
  ])('%s -> %s', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });
});

describe('formatPlaytime', () => {
  it.each([
    [0.75, '45분'],
    [0.5, '30분'],
    [1, '1시간'],
    [45.4, '45시간'],
  ])('%d h -> %s', (hours, expected) => {
    expect(formatPlaytime(hours)).toBe(expected);
  });
});

describe('formatScore', () => {
  it('rounds to a whole number', () => {
    expect(formatScore(87.4)).toBe('87');
    expect(formatScore(86.5)).toBe('87');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-03-15T12:00:00+09:00');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it.each([
    [0, '방금 전'],
    [59_999, '방금 전'],
    [MIN, '1분 전'],
    [59 * MIN + 59_000, '59분 전'],
    [HOUR, '1시간 전'],
    [23 * HOUR + 59 * MIN, '23시간 전'],
    [DAY, '1일 전'],
    [29 * DAY + 23 * HOUR, '29일 전'],
    [30 * DAY, '1개월 전'],
    [359 * DAY, '11개월 전'],
    [360 * DAY, '1년 전'],
    [365 * DAY, '1년 전'],
    [3 * 365 * DAY + 10 * DAY, '3년 전'],
  ])('%d ms ago -> %s', (ms, expected) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(expected);
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatRelativeTime('2026-03-15T02:00:00Z', now)).toBe('1시간 전');
    expect(formatRelativeTime(now.getTime() - 5 * MIN, now)).toBe('5분 전');
  });

  it("treats a future date as '방금 전' and an invalid one as ''", () => {
    expect(formatRelativeTime(new Date(now.getTime() + HOUR), now)).toBe('방금 전');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('formatWon', () => {
  it.each([
    [0, '0원'],
    [900, '900원'],
    [9_900, '9,900원'],
    [9_999, '9,999원'],
    [10_000, '1만원'],
    [15_000, '1.5만원'],
    [15_499, '1.5만원'],
    [99_999, '10만원'],
    [123_000, '12.3만원'],
    [120_000, '12만원'],
    [12_345_678, '1,234.6만원'],
  ])('%d -> %s', (amount, expected) => {
    expect(formatWon(amount)).toBe(expected);
  });
});
