import type { Endpoint } from '../endpoint.ts';

// Spec 1 §7 wishlist calls; every one needs a signed-in user. On `/api/wishlist/:id`, DELETE takes a
// game id and PUT an entry id (spec 1 §7). `check/:id` is more specific than `:id` for a GET only.

export const listWishlist = {
  method: 'GET',
  path: '/api/wishlist',
  caller: 'user',
  query: 'WishlistQuerySchema',
  response: 'WishlistPageSchema',
} as const satisfies Endpoint;

export const addWishlistGame = {
  method: 'POST',
  path: '/api/wishlist',
  caller: 'user',
  body: 'WishlistAddRequestSchema',
  response: 'MessageSchema',
  status: 201,
  errors: [404, 409, 429],
} as const satisfies Endpoint;

export const removeWishlistGame = {
  method: 'DELETE',
  path: '/api/wishlist/:id',
  caller: 'user',
  params: 'IdParamsSchema',
  response: 'MessageSchema',
  errors: [404],
  description: "Removes a game from the wishlist: the id is the game's.",
} as const satisfies Endpoint;

export const updateWishlistEntry = {
  method: 'PUT',
  path: '/api/wishlist/:id',
  caller: 'user',
  params: 'IdParamsSchema',
  body: 'WishlistUpdateRequestSchema',
  response: 'WishlistEntrySchema',
  errors: [404],
  description: "Changes an own entry's settings: the id is the entry's.",
} as const satisfies Endpoint;

export const checkWishlistGame = {
  method: 'GET',
  path: '/api/wishlist/check/:id',
  caller: 'user',
  params: 'IdParamsSchema',
  response: 'WishlistCheckSchema',
  description: 'Whether the game is in the wishlist.',
} as const satisfies Endpoint;
