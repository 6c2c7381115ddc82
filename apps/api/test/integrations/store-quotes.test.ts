import { describe, expect, it } from 'vitest';
import { gogQuote } from '../../src/integrations/prices/gog-prices.ts';
import { steamQuote } from '../../src/integrations/prices/steam-store-prices.ts';
import { parseRetryAfter } from '../../src/integrations/retry-after.ts';

describe("Steam's appdetails entries", () => {
  it('reads KRW in hundredths of a won, as Steam sends it', () => {
    const entry = {
      success: true,
      data: { price_overview: { currency: 'KRW', initial: 2150000, final: 537500, discount_percent: 75, final_formatted: '₩ 5,375' } },
    };
    expect(steamQuote(entry)).toEqual({ kind: 'priced', currency: 'KRW', initialMinor: 2150000, finalMinor: 537500, discountPercent: 75 });
  });

  it('tells a free game (is_free) from an app not sold here (success: false)', () => {
    expect(steamQuote({ success: true, data: { is_free: true, type: 'game' } })).toEqual({ kind: 'free' });
    expect(steamQuote({ success: false })).toEqual({ kind: 'unavailable' });
    expect(steamQuote(undefined)).toEqual({ kind: 'unavailable' });
    expect(steamQuote({ success: true, data: [] })).toEqual({ kind: 'unavailable' });
  });

  it('refuses amounts that are not whole, negative, or a final price above the regular one', () => {
    for (const price of [
      { currency: 'KRW', initial: '2150000', final: 537500 },
      { currency: 'KRW', initial: 2150000, final: -1 },
      { currency: 'KRW', initial: 1000, final: 2000 },
      { currency: 'KRW', initial: 1000.5, final: 1000 },
      { initial: 1000, final: 1000 },
    ])
      expect(steamQuote({ success: true, data: { price_overview: price } })).toEqual({ kind: 'unavailable' });
  });

  it('works the discount out when Steam leaves it out', () => {
    expect(steamQuote({ success: true, data: { price_overview: { currency: 'KRW', initial: 1000000, final: 700000 } } })).toMatchObject({
      discountPercent: 30,
    });
  });
});

describe("GOG's prices answers", () => {
  const answer = (basePrice: string, finalPrice: string) => ({
    _embedded: { prices: [{ currency: { code: 'USD' }, basePrice, finalPrice }] },
  });

  it('reads "<minor units> <currency>"', () => {
    expect(gogQuote(answer('1999 USD', '999 USD'))).toEqual({
      kind: 'priced',
      currency: 'USD',
      initialMinor: 1999,
      finalMinor: 999,
      discountPercent: 50,
    });
    expect(gogQuote(answer('0 USD', '0 USD'))).toEqual({ kind: 'free' });
  });

  it('refuses mixed currencies, unreadable amounts and empty answers', () => {
    expect(gogQuote(answer('1999 USD', '999 EUR'))).toEqual({ kind: 'unavailable' });
    expect(gogQuote(answer('19.99 USD', '9.99 USD'))).toEqual({ kind: 'unavailable' });
    expect(gogQuote({ _embedded: { prices: [] } })).toEqual({ kind: 'unavailable' });
    expect(gogQuote(null)).toEqual({ kind: 'unavailable' });
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', Date.parse('2026-01-01T00:00:00Z'))).toBe(60_000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});
