import { formatPrice, lowestSeenNote, PRICE_STORE_NAMES, priceMessages, type StorePrice } from '@gameshelf/contracts';
import type { PriceTagProps } from '@gameshelf/ui';

/** A store's price as the PriceTag shows it: the amounts in won (or the store's currency), the store, the lowest ever. */
export function priceTagProps(price: StorePrice): PriceTagProps {
  const common = { storeName: PRICE_STORE_NAMES[price.store], storeUrl: price.storeUrl, lowestLabel: priceMessages.lowestEver };
  if (price.isFree || price.finalMinor === null || price.currency === null) return { ...common, price: priceMessages.free };
  return {
    ...common,
    price: formatPrice(price.finalMinor, price.currency),
    regularPrice: price.regularMinor === null ? null : formatPrice(price.regularMinor, price.currency),
    discountPercent: price.discountPercent,
    isLowest: price.isLowest,
    lowestNote:
      price.lowestMinor === null || price.lowestAt === null ? null : lowestSeenNote(price.lowestMinor, price.currency, price.lowestAt),
  };
}
