import { storeProductUrl, type StorePrice } from '@gameshelf/contracts';
import type { KeptPrice } from './prices-repository.ts';

/** A kept answer's columns as the contract shows them (the game page and the wishlist read them). */
export type StorePriceColumns = Pick<
  KeptPrice,
  'store' | 'externalId' | 'status' | 'currency' | 'initialMinor' | 'finalMinor' | 'discountPercent' | 'lowestMinor' | 'lowestAt'
> & { checkedAt: string };

/** A kept answer (one the store has answered, so `checkedAt` is set) as the contract shows it. */
export function storePrice(row: StorePriceColumns): StorePrice {
  const priced = row.status === 'priced';
  return {
    store: row.store,
    isFree: row.status === 'free',
    currency: priced ? row.currency : null,
    regularMinor: priced ? row.initialMinor : null,
    finalMinor: priced ? row.finalMinor : null,
    discountPercent: priced ? row.discountPercent : null,
    lowestMinor: row.lowestMinor,
    lowestAt: row.lowestAt === null ? null : new Date(row.lowestAt).toISOString(),
    isLowest: priced && row.finalMinor !== null && row.finalMinor === row.lowestMinor,
    checkedAt: new Date(row.checkedAt).toISOString(),
    storeUrl: storeProductUrl(row.store, row.externalId),
  };
}
