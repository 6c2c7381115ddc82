import type { Endpoint } from '../endpoint.ts';

// Spec 2 §7 collection calls (spec 1 §7 for a game's collections). Reads of one collection follow its
// visibility; changes are the owner's. Static paths come before `:id`, which would capture them.

export const listMyCollections = {
  method: 'GET',
  path: '/api/collections',
  caller: 'user',
  response: 'CollectionListSchema',
} as const satisfies Endpoint;

export const pageMyCollections = {
  method: 'GET',
  path: '/api/collections/paged',
  caller: 'user',
  query: 'CollectionPageQuerySchema',
  response: 'CollectionPageSchema',
} as const satisfies Endpoint;

export const countMyCollections = {
  method: 'GET',
  path: '/api/collections/count',
  caller: 'user',
  response: 'CollectionCountSchema',
} as const satisfies Endpoint;

export const searchMyCollections = {
  method: 'GET',
  path: '/api/collections/search',
  caller: 'user',
  query: 'OwnCollectionSearchQuerySchema',
  response: 'CollectionListSchema',
} as const satisfies Endpoint;

export const createCollection = {
  method: 'POST',
  path: '/api/collections',
  caller: 'user',
  body: 'CollectionRequestSchema',
  response: 'CollectionSummarySchema',
  status: 201,
  errors: [429],
} as const satisfies Endpoint;

export const pagePublicCollections = {
  method: 'GET',
  path: '/api/collections/public',
  caller: 'anyone',
  query: 'CollectionPageQuerySchema',
  response: 'CollectionPageSchema',
} as const satisfies Endpoint;

export const searchPublicCollections = {
  method: 'GET',
  path: '/api/collections/public/search',
  caller: 'anyone',
  query: 'CollectionSearchQuerySchema',
  response: 'CollectionPageSchema',
} as const satisfies Endpoint;

export const pagePopularCollections = {
  method: 'GET',
  path: '/api/collections/popular',
  caller: 'anyone',
  query: 'CollectionPageQuerySchema',
  response: 'CollectionPageSchema',
} as const satisfies Endpoint;

export const getCollection = {
  method: 'GET',
  path: '/api/collections/:id',
  caller: 'anyone',
  params: 'IdParamsSchema',
  response: 'CollectionSchema',
  errors: [403, 404],
} as const satisfies Endpoint;

export const updateCollection = {
  method: 'PUT',
  path: '/api/collections/:id',
  caller: 'user',
  params: 'IdParamsSchema',
  body: 'CollectionRequestSchema',
  response: 'CollectionSummarySchema',
  errors: [403, 404],
} as const satisfies Endpoint;

export const patchCollection = {
  ...updateCollection,
  method: 'PATCH',
  description: 'The same as PUT.',
} as const satisfies Endpoint;

export const deleteCollection = {
  method: 'DELETE',
  path: '/api/collections/:id',
  caller: 'user',
  params: 'IdParamsSchema',
  response: 'MessageSchema',
  errors: [403, 404],
} as const satisfies Endpoint;

export const listCollectionGames = {
  method: 'GET',
  path: '/api/collections/:id/games',
  caller: 'anyone',
  params: 'IdParamsSchema',
  response: 'CollectionGameListSchema',
  errors: [403, 404],
} as const satisfies Endpoint;

export const addCollectionGame = {
  method: 'POST',
  path: '/api/collections/:id/games',
  caller: 'user',
  params: 'IdParamsSchema',
  body: 'CollectedGameCreateSchema',
  response: 'MessageSchema',
  status: 201,
  errors: [403, 404, 409],
} as const satisfies Endpoint;

export const getCollectionGame = {
  method: 'GET',
  path: '/api/collections/:id/games/:gameId',
  caller: 'anyone',
  params: 'CollectionGameParamsSchema',
  response: 'CollectionGameSchema',
  errors: [403, 404],
} as const satisfies Endpoint;

export const updateCollectionGame = {
  method: 'PUT',
  path: '/api/collections/:id/games/:gameId',
  caller: 'user',
  params: 'CollectionGameParamsSchema',
  body: 'CollectedGameUpdateSchema',
  response: 'CollectionGameSchema',
  errors: [403, 404],
} as const satisfies Endpoint;

export const removeCollectionGame = {
  method: 'DELETE',
  path: '/api/collections/:id/games/:gameId',
  caller: 'user',
  params: 'CollectionGameParamsSchema',
  response: 'MessageSchema',
  errors: [403, 404],
} as const satisfies Endpoint;

export const toggleCollectionLike = {
  method: 'POST',
  path: '/api/collections/:id/likes/toggle',
  caller: 'user',
  params: 'IdParamsSchema',
  response: 'LikeStatusSchema',
  errors: [403, 404, 429],
} as const satisfies Endpoint;

export const getCollectionLikeStatus = {
  method: 'GET',
  path: '/api/collections/:id/likes',
  caller: 'anyone',
  params: 'IdParamsSchema',
  response: 'LikeStatusSchema',
  errors: [403, 404],
} as const satisfies Endpoint;

export const countCollectionLikes = {
  method: 'GET',
  path: '/api/collections/:id/likes/count',
  caller: 'anyone',
  params: 'IdParamsSchema',
  response: 'LikeCountSchema',
  errors: [403, 404],
} as const satisfies Endpoint;

export const listMyCollectionsWithGame = {
  method: 'GET',
  path: '/api/games/:id/collections',
  caller: 'user',
  params: 'IdParamsSchema',
  response: 'CollectionListSchema',
  description: "The signed-in user's collections holding the game.",
} as const satisfies Endpoint;
