import type { Endpoint } from '../endpoint.ts';

export const getGamePrices = {
  method: 'GET',
  path: '/api/games/:id/prices',
  caller: 'anyone',
  params: 'IdParamsSchema',
  response: 'GamePricesSchema',
  errors: [404],
  description: 'What Steam and GOG charge Korean buyers for a game, with the lowest price each has had (refreshed in the background).',
} as const satisfies Endpoint;
