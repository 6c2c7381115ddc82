import '../zod-config.ts';
import { z } from 'zod';
import { PRICE_STORES } from './values.ts';

/**
 * What a store charges Korean buyers for a game (issue 36). Amounts are in hundredths of the currency's
 * unit, as the stores send them (`formatPrice` reads them); a free game has no amounts. Games a store
 * does not sell here are left out.
 */
export const StorePriceSchema = z.object({
  store: z.enum(PRICE_STORES),
  isFree: z.boolean(),
  currency: z.string().nullable(),
  regularMinor: z.number().int().nullable(),
  finalMinor: z.number().int().nullable(),
  discountPercent: z.number().int().min(0).max(100).nullable(),
  /** The lowest price ever seen here, and when it was first seen. */
  lowestMinor: z.number().int().nullable(),
  lowestAt: z.string().nullable(),
  /** Now is the lowest price ever seen ('역대 최저가'). */
  isLowest: z.boolean(),
  /** When the store last answered. */
  checkedAt: z.string(),
  storeUrl: z.string().url().nullable(),
});
export type StorePrice = z.infer<typeof StorePriceSchema>;

/** `getGamePrices`: a game's prices per store, Steam first. */
export const GamePricesSchema = z.object({
  gameId: z.number().int(),
  prices: z.array(StorePriceSchema),
});
export type GamePrices = z.infer<typeof GamePricesSchema>;
