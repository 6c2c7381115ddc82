import { describe, expect, it } from 'vitest';
import { moveItem, sameOrder } from './banner-order.ts';

describe('moveItem', () => {
  it('swaps with the neighbour above or below', () => {
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });

  it('leaves the list as it is at either end, and never changes the input', () => {
    const list = [1, 2, 3];
    expect(moveItem(list, 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem(list, 2, 1)).toEqual([1, 2, 3]);
    expect(moveItem(list, 5, 1)).toEqual([1, 2, 3]);
    expect(list).toEqual([1, 2, 3]);
  });
});

describe('sameOrder', () => {
  it('compares order, not only membership', () => {
    expect(sameOrder([1, 2], [1, 2])).toBe(true);
    expect(sameOrder([2, 1], [1, 2])).toBe(false);
    expect(sameOrder([1], [1, 2])).toBe(false);
  });
});
