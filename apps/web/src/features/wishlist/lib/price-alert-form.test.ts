import { describe, expect, it } from 'vitest';
import { wishlistMessages } from '@gameshelf/contracts';
import { PriceAlertFormSchema } from './price-alert-form.ts';

describe('the price alert form', () => {
  it('sends the typed target in won, and none for an empty field', () => {
    expect(PriceAlertFormSchema.parse({ priceAlertEnabled: true, targetPrice: '15,000' })).toEqual({
      priceAlertEnabled: true,
      targetPrice: 15_000,
    });
    expect(PriceAlertFormSchema.parse({ priceAlertEnabled: false, targetPrice: '' })).toEqual({
      priceAlertEnabled: false,
      targetPrice: null,
    });
  });

  it("refuses a target outside the contract's range with its message", () => {
    for (const targetPrice of ['50', '10,000,001']) {
      const result = PriceAlertFormSchema.safeParse({ priceAlertEnabled: true, targetPrice });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(wishlistMessages.targetPriceRange);
    }
  });
});
