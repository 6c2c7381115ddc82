import { describe, expect, it } from 'vitest';
import type { StorePrice } from '@gameshelf/contracts';
import { priceTagProps } from './price-tag-props.ts';

const steamSale: StorePrice = {
  store: 'steam',
  isFree: false,
  currency: 'KRW',
  regularMinor: 1_600_000,
  finalMinor: 960_000,
  discountPercent: 40,
  lowestMinor: 800_000,
  // 20 Dec 2025, 18:00 in Seoul: the day shown is Seoul's even when UTC's is the day before.
  lowestAt: '2025-12-19T15:30:00.000Z',
  isLowest: false,
  checkedAt: '2026-11-27T03:00:00.000Z',
  storeUrl: 'https://store.steampowered.com/app/413150/',
};

describe('priceTagProps', () => {
  it('shows won amounts as the stores send them (×100), the discount and the lowest ever on a Korean day', () => {
    expect(priceTagProps(steamSale)).toEqual({
      storeName: 'Steam',
      storeUrl: 'https://store.steampowered.com/app/413150/',
      lowestLabel: '역대 최저가',
      price: '9,600원',
      regularPrice: '16,000원',
      discountPercent: 40,
      isLowest: false,
      lowestNote: '역대 최저 8,000원 · 2025.12.20',
    });
  });

  it("says '무료' for a free game and keeps another currency's amounts", () => {
    expect(priceTagProps({ ...steamSale, isFree: true, currency: null, finalMinor: null, regularMinor: null }).price).toBe('무료');
    expect(
      priceTagProps({ ...steamSale, store: 'gog', currency: 'USD', finalMinor: 1_499, regularMinor: 1_999, lowestMinor: 1_499 }),
    ).toMatchObject({
      storeName: 'GOG',
      price: '$14.99',
      regularPrice: '$19.99',
    });
  });
});
