import type { QueryClient } from '@tanstack/react-query';
import { wishlistQueryOptions } from '../../features/wishlist/api/get-wishlist.ts';
import { DEFAULT_WISHLIST_FILTERS, toWishlistParams } from '../../features/wishlist/lib/wishlist-filters.ts';
import { genresQueryOptions } from '../../lib/genres.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';

export { WishlistScreen as Component } from '../../features/wishlist/components/wishlist-screen.tsx';

/** Starts the wishlist and genre queries for a signed-in visitor (the guard sends guests to login). */
export const createLoader = (queryClient: QueryClient) => () => {
  if (useAuthStore.getState().isAuthenticated)
    void queryClient.prefetchQuery(wishlistQueryOptions(toWishlistParams(DEFAULT_WISHLIST_FILTERS)));
  void queryClient.prefetchQuery(genresQueryOptions());
  return null;
};
