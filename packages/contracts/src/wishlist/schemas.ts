import '../zod-config.ts';
import { z } from 'zod';
import { listParam, pageSchema, idNumber, idParam } from '../common/schemas.ts';
import { PlatformCodeSchema, SortOrderSchema } from '../catalog/schemas.ts';
import { StorePriceSchema } from '../prices/schemas.ts';
import { wishlistMessages } from './messages.ts';
import {
  WISHLIST_PAGE_SIZE_DEFAULT,
  WISHLIST_PAGE_SIZE_MAX,
  WISHLIST_PRIORITY_MAX,
  WISHLIST_SORT_KEYS,
  WISHLIST_TARGET_PRICE_MAX,
  WISHLIST_TARGET_PRICE_MIN,
} from './values.ts';

const priority = z.number().int().min(0).max(WISHLIST_PRIORITY_MAX);

/** `addWishlistGame` (spec 1 §3 "Wishlist item payload"). */
export const WishlistAddRequestSchema = z.object({
  gameId: idNumber(),
  priority: priority.default(0),
  priceAlertEnabled: z.boolean().default(true),
});
export type WishlistAddRequest = z.input<typeof WishlistAddRequestSchema>;

/** A target price in won; null clears it (alerts then come for any sale or new lowest price). */
const targetPrice = z
  .number({ error: wishlistMessages.targetPriceRange })
  .int(wishlistMessages.targetPriceRange)
  .min(WISHLIST_TARGET_PRICE_MIN, wishlistMessages.targetPriceRange)
  .max(WISHLIST_TARGET_PRICE_MAX, wishlistMessages.targetPriceRange)
  .nullable();

/** `updateWishlistEntry`: any of an own entry's settings (the target price is issue 36's). */
export const WishlistUpdateRequestSchema = z
  .object({ priority: priority.optional(), priceAlertEnabled: z.boolean().optional(), targetPrice: targetPrice.optional() })
  .refine((value) => value.priority !== undefined || value.priceAlertEnabled !== undefined || value.targetPrice !== undefined, {
    message: wishlistMessages.updateEmpty,
  });
export type WishlistUpdateRequest = z.infer<typeof WishlistUpdateRequestSchema>;

/** One wishlisted game (spec 1 §3 "Wishlist entry", plus what the screen shows and filters by). */
export const WishlistEntrySchema = z.object({
  /** The entry's own id (what PUT takes). */
  id: z.number().int(),
  gameId: z.number().int(),
  gameName: z.string(),
  gameNameKo: z.string().nullable(),
  /** The Korean cover when there is one, else the original. */
  gameCoverImageUrl: z.string().nullable(),
  platformCodes: z.array(PlatformCodeSchema),
  genreNames: z.array(z.string()),
  genreNamesKo: z.array(z.string()),
  priority: z.number().int(),
  priceAlertEnabled: z.boolean(),
  /** Alerts only at or below this price, in won; null: any sale or new lowest price. */
  targetPrice: z.number().int().nullable(),
  /**
   * The best offer to Korean buyers now (issue 36): free, else the cheapest price in won, else another
   * currency's; null when no store sells it here or prices are not known yet.
   */
  price: StorePriceSchema.nullable(),
  addedAt: z.string(),
  updatedAt: z.string(),
});
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;

export const WishlistPageSchema = pageSchema(WishlistEntrySchema);
export type WishlistPage = z.infer<typeof WishlistPageSchema>;

/** `listWishlist`: newest first by default; filters as on the game list. */
export const WishlistQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(WISHLIST_PAGE_SIZE_MAX).default(WISHLIST_PAGE_SIZE_DEFAULT),
  sortBy: z.enum(WISHLIST_SORT_KEYS).default('recent'),
  sortOrder: SortOrderSchema.optional(),
  platformCodes: listParam(PlatformCodeSchema),
  genreIds: listParam(idParam()),
  /** Only games on sale now (`isOnSale`). */
  onSale: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type WishlistQuery = z.output<typeof WishlistQuerySchema>;
export type WishlistParams = Partial<WishlistQuery>;

export const WishlistCheckSchema = z.object({ inWishlist: z.boolean() });
export type WishlistCheck = z.infer<typeof WishlistCheckSchema>;
