import { describe, expect, it } from 'vitest';
import { percentagesOf } from './profiles/values.ts';

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;

describe('percentagesOf', () => {
  it('gives tenths that add up to exactly 100.0', () => {
    expect(percentagesOf([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(percentagesOf([2, 1])).toEqual([66.7, 33.3]);
    expect(percentagesOf([1, 2, 3, 4, 5, 6, 7])).toEqual([3.6, 7.1, 10.7, 14.3, 17.9, 21.4, 25]);
    for (const counts of [[7], [1, 1, 1, 1, 1, 1], [13, 7, 3, 1], [999, 1, 1]]) expect(sum(percentagesOf(counts))).toBe(100);
  });

  it('gives zeros when there is nothing to share', () => {
    expect(percentagesOf([])).toEqual([]);
    expect(percentagesOf([0, 0])).toEqual([0, 0]);
  });
});
