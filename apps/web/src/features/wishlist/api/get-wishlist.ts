import { queryOptions, useQuery } from '@tanstack/react-query';
import { WISHLIST_PAGE_SIZE_MAX, type WishlistParams, listWishlist } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { wishlistKeys } from '../../../entities/wishlist/wishlist.ts';

/** The whole wishlist in one page (spec 1 §9: the screen asks for 1000), filtered and sorted by the server. */
export function getWishlist(params: WishlistParams, signal?: AbortSignal) {
  const { sortBy, sortOrder, platformCodes, genreIds, onSale } = params;
  return call(listWishlist, {
    query: {
      page: 0,
      size: WISHLIST_PAGE_SIZE_MAX,
      sortBy,
      sortOrder,
      platformCodes,
      genreIds,
      ...(onSale ? { onSale: 'true' as const } : {}),
    },
    signal,
  });
}

export const wishlistQueryOptions = (params: WishlistParams) =>
  queryOptions({ queryKey: wishlistKeys.list(params), queryFn: ({ signal }) => getWishlist(params, signal) });

export function useWishlist(params: WishlistParams) {
  return useQuery(wishlistQueryOptions(params));
}
