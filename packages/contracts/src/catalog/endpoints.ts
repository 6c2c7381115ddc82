import type { Endpoint } from '../endpoint.ts';

// Spec 1 §7 catalog calls. Everyone may read the catalog; a signed-in viewer's answers carry its own
// flags (`inWishlist`, `inCollection`). `/search` is a static path, so it comes before `:id`.

export const listGames = {
  method: 'GET',
  path: '/api/games',
  caller: 'anyone',
  query: 'GameListQuerySchema',
  response: 'GamePageSchema',
} as const satisfies Endpoint;

export const searchGames = {
  method: 'GET',
  path: '/api/games/search',
  caller: 'anyone',
  query: 'GameListQuerySchema',
  response: 'GamePageSchema',
  description: 'The same as GET /api/games; what the search box calls with a keyword.',
} as const satisfies Endpoint;

export const getGameCover = {
  method: 'GET',
  path: '/api/covers/:width/:imageId',
  caller: 'anyone',
  params: 'GameCoverParamsSchema',
  response: 'image',
  description:
    "A catalog game's IGDB cover at one of COVER_IMAGE_WIDTHS (WebP, from our origin, kept for a year): " +
    'the pages load covers from the connection they already have, at the width the layout needs.',
} as const satisfies Endpoint;

export const getGame = {
  method: 'GET',
  path: '/api/games/:id',
  caller: 'anyone',
  params: 'IdParamsSchema',
  response: 'GameSchema',
  errors: [404],
} as const satisfies Endpoint;

export const listGenres = {
  method: 'GET',
  path: '/api/genres',
  caller: 'anyone',
  response: 'GenreListSchema',
} as const satisfies Endpoint;
