import type { Endpoint } from '../endpoint.ts';

// Spec 1 §7: a signed-in user sends a correction for a game and reads their own; operators review
// them (accepting one that proposes a Korean title sets it).

export const suggestGameInfo = {
  method: 'POST',
  path: '/api/games/:id/info-suggestions',
  caller: 'user',
  params: 'IdParamsSchema',
  body: 'InfoSuggestionRequestSchema',
  response: 'MessageSchema',
  status: 201,
  errors: [404, 429],
  description: 'Sends a correction for a game (429: the daily limit is reached).',
} as const satisfies Endpoint;

export const listMyInfoSuggestions = {
  method: 'GET',
  path: '/api/games/:id/info-suggestions/my',
  caller: 'user',
  params: 'IdParamsSchema',
  response: 'InfoSuggestionListSchema',
  errors: [404],
} as const satisfies Endpoint;

export const listInfoSuggestionsForReview = {
  method: 'GET',
  path: '/api/admin/info-suggestions',
  caller: 'admin',
  query: 'AdminInfoSuggestionQuerySchema',
  response: 'AdminInfoSuggestionPageSchema',
} as const satisfies Endpoint;

export const acceptInfoSuggestion = {
  method: 'POST',
  path: '/api/admin/info-suggestions/:id/accept',
  caller: 'admin',
  params: 'IdParamsSchema',
  response: 'MessageSchema',
  errors: [404, 409],
} as const satisfies Endpoint;

export const rejectInfoSuggestion = {
  method: 'POST',
  path: '/api/admin/info-suggestions/:id/reject',
  caller: 'admin',
  params: 'IdParamsSchema',
  response: 'MessageSchema',
  errors: [404, 409],
} as const satisfies Endpoint;
