import { describe, expect, it } from 'vitest';
import { cn } from './cn';
import { formatDate, formatPlaytime, formatScore } from './format';

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

describe('cn', () => {
  it('lets later Tailwind classes win', () => {
    expect(cn('px-2 text-sm', false && 'hidden', 'px-4')).toBe('text-sm px-4');
  });
});
