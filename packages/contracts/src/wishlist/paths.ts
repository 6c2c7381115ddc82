/** Wishlist endpoints (spec 1 §7). DELETE takes a game id, PUT an entry id, on the same path. */
export const wishlistPaths = {
  wishlist: '/api/wishlist',
  wishlistItem: (id: number | string) => `/api/wishlist/${id}`,
  wishlistItemPattern: '/api/wishlist/:id',
  wishlistCheck: (gameId: number | string) => `/api/wishlist/check/${gameId}`,
  wishlistCheckPattern: '/api/wishlist/check/:id',
} as const;
