import { queryOptions, useQuery } from '@tanstack/react-query';
import { WISHLIST_PAGE_SIZE_MAX, type WishlistPage, type WishlistParams, wishlistPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { wishlistKeys } from '../../../lib/wishlist.ts';

/** The whole wishlist in one page (spec 1 §9: the screen asks for 1000), filtered and sorted by the server. */
export function getWishlist(params: WishlistParams, signal?: AbortSignal): Promise<WishlistPage> {
  const search = new URLSearchParams({ page: '0', size: String(WISHLIST_PAGE_SIZE_MAX) });
  if (params.sortBy) search.set('sortBy', params.sortBy);
  if (params.sortOrder) search.set('sortOrder', params.sortOrder);
  for (const code of params.platformCodes ?? []) search.append('platformCodes', code);
  for (const id of params.genreIds ?? []) search.append('genreIds', String(id));
  return api.get<WishlistPage>(wishlistPaths.wishlist, { searchParams: search, signal });
}

export const wishlistQueryOptions = (params: WishlistParams) =>
  queryOptions({ queryKey: wishlistKeys.list(params), queryFn: ({ signal }) => getWishlist(params, signal) });

export function useWishlist(params: WishlistParams) {
  return useQuery(wishlistQueryOptions(params));
}
