import { z } from 'zod';
import { WishlistUpdateRequestSchema, type WishlistEntry } from '@gameshelf/contracts';
import { formatPriceInput, parsePriceInput } from '../../../lib/price-input.ts';

/** The alert sheet's form: the switch, and the target price as typed (with commas; empty for none), checked by the contract. */
export const PriceAlertFormSchema = z.object({
  priceAlertEnabled: z.boolean(),
  targetPrice: z.string().transform(parsePriceInput).pipe(WishlistUpdateRequestSchema.shape.targetPrice.unwrap()),
});
export type PriceAlertForm = z.input<typeof PriceAlertFormSchema>;

export const priceAlertFormDefaults = (entry: WishlistEntry): PriceAlertForm => ({
  priceAlertEnabled: entry.priceAlertEnabled,
  targetPrice: entry.targetPrice === null ? '' : formatPriceInput(String(entry.targetPrice)),
});
