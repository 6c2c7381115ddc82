import { describe, expect, it } from 'vitest';
import { relativeDays } from './relative-days.ts';

describe('relativeDays', () => {
  it.each([
    [0, '오늘'],
    [1, '어제'],
    [2, '2일 전'],
    [6, '6일 전'],
    [7, '1주 전'],
    [29, '4주 전'],
    [30, '1개월 전'],
    [364, '12개월 전'],
    [365, '1년 전'],
    [1100, '3년 전'],
  ])('%i days ago is %s', (days, text) => {
    expect(relativeDays(days)).toBe(text);
  });
});
