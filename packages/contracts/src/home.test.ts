import { describe, expect, it } from 'vitest';
import { bannerOrder, namesEveryBanner } from './home/values.ts';

describe('banner order', () => {
  it('shows banners by display order, the older first on a tie', () => {
    const banners = [
      { id: 3, displayOrder: 1 },
      { id: 2, displayOrder: 0 },
      { id: 1, displayOrder: 1 },
    ];
    expect([...banners].sort(bannerOrder).map((b) => b.id)).toEqual([2, 1, 3]);
  });

  it('takes a new order only when it names every banner exactly once', () => {
    expect(namesEveryBanner([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(namesEveryBanner([1, 2, 3], [3, 1])).toBe(false);
    expect(namesEveryBanner([1, 2, 3], [3, 1, 4])).toBe(false);
    expect(namesEveryBanner([1, 2, 3], [1, 1, 2])).toBe(false);
    expect(namesEveryBanner([], [])).toBe(true);
  });
});
