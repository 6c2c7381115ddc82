import type { Endpoint } from '../endpoint.ts';

// Spec 3 §7 GOG calls, every one for a signed-in user. A 401 with code GOG_TOKEN_EXPIRED or
// GOG_REFRESH_TOKEN_EXPIRED is about the link's tokens, not the session. The suggestions and the adds
// to collections are the store library's, alike for Steam (steam/endpoints.ts). Then the development
// test page's calls (spec 3 §2.6), which production builds do not have.

export const getGogAuthUrl = {
  method: 'GET',
  path: '/api/gog/auth-url',
  caller: 'user',
  response: 'GogAuthUrlSchema',
  description: "GOG's login page with the Galaxy client's redirect.",
} as const satisfies Endpoint;

export const connectGog = {
  method: 'POST',
  path: '/api/gog/connect',
  caller: 'user',
  body: 'GogConnectRequestSchema',
  response: 'SuccessMessageSchema',
  errors: [429],
  description: 'Links the account of the pasted on_login_success address or code; a bad, used or foreign code answers success false.',
} as const satisfies Endpoint;

export const disconnectGog = {
  method: 'DELETE',
  path: '/api/gog/disconnect',
  caller: 'user',
  response: 'SuccessMessageSchema',
} as const satisfies Endpoint;

export const syncGogLibrary = {
  method: 'POST',
  path: '/api/gog/sync-library',
  caller: 'user',
  body: 'GogSyncRequestSchema',
  response: 'GogSyncResultSchema',
  errors: [429],
  description: "Loads the library from GOG: 429 SYNC_COOLDOWN within the cooldown, 401 with a GOG token code when GOG's sign-in expired.",
} as const satisfies Endpoint;

export const listGogGames = {
  method: 'GET',
  path: '/api/gog/games',
  caller: 'user',
  query: 'GogGamesQuerySchema',
  response: 'GogLibraryGameListSchema',
} as const satisfies Endpoint;

export const getGogStats = {
  method: 'GET',
  path: '/api/gog/stats',
  caller: 'user',
  response: 'GogStatsSchema',
} as const satisfies Endpoint;

export const bulkAddGogGames = {
  method: 'POST',
  path: '/api/gog/games/add-to-collection',
  caller: 'user',
  body: 'StoreBulkAddRequestSchema',
  response: 'StoreBulkAddResultSchema',
  errors: [403, 404],
  description: 'Adds the given library games (every mapped one without ids) to a collection.',
} as const satisfies Endpoint;

export const mapGogGame = {
  method: 'POST',
  path: '/api/gog/games/:id/map',
  caller: 'user',
  params: 'IdParamsSchema',
  body: 'GogMapRequestSchema',
  response: 'GogLibraryGameSchema',
  errors: [404],
  description: "The user's own match for a library game, kept by every later sync.",
} as const satisfies Endpoint;

export const unmapGogGame = {
  method: 'DELETE',
  path: '/api/gog/games/:id/unmap',
  caller: 'user',
  params: 'IdParamsSchema',
  response: 'MessageSchema',
  errors: [404],
  description: '"No matching game": the user\'s choice, kept by every later sync.',
} as const satisfies Endpoint;

export const suggestGogMatches = {
  method: 'GET',
  path: '/api/gog/suggest/:id',
  caller: 'user',
  params: 'IdParamsSchema',
  query: 'SteamSuggestQuerySchema',
  response: 'MatchSuggestionListSchema',
  errors: [404, 429],
  description: 'Candidate catalog games for a library game, best first.',
} as const satisfies Endpoint;

export const addGogGameToCollection = {
  method: 'POST',
  path: '/api/gog/games/:id/add-to-collection',
  caller: 'user',
  params: 'IdParamsSchema',
  body: 'StoreAddToCollectionRequestSchema',
  response: 'MessageSchema',
  status: 201,
  errors: [403, 404, 409],
  description: 'Adds a mapped library game to a collection.',
} as const satisfies Endpoint;

// The development test page (spec 3 §2.6): no sign-in; failures of GOG answer 200 with success false.

export const getGogTestAuthUrl = {
  method: 'GET',
  path: '/api/test/gog/auth-url',
  caller: 'anyone',
  response: 'GogTestResponseSchema',
  errors: [429],
  developmentOnly: true,
} as const satisfies Endpoint;

export const exchangeGogTestCode = {
  method: 'POST',
  path: '/api/test/gog/exchange-token',
  caller: 'anyone',
  body: 'GogTestExchangeRequestSchema',
  response: 'GogTestResponseSchema',
  errors: [429],
  description: "Trades a pasted code for tokens; the session's metadata (never the tokens) is kept in a signed cookie.",
  developmentOnly: true,
} as const satisfies Endpoint;

export const getGogTestSessionInfo = {
  method: 'GET',
  path: '/api/test/gog/session-info',
  caller: 'anyone',
  response: 'GogTestResponseSchema',
  developmentOnly: true,
} as const satisfies Endpoint;

export const getGogTestTokenInfo = {
  method: 'GET',
  path: '/api/test/gog/token-info',
  caller: 'anyone',
  response: 'GogTestResponseSchema',
  developmentOnly: true,
} as const satisfies Endpoint;

export const runGogApiTest = {
  method: 'POST',
  path: '/api/test/gog/api-test',
  caller: 'anyone',
  body: 'GogTestApiRequestSchema',
  response: 'GogTestResponseSchema',
  errors: [429],
  description: 'One GOG call (user info, owned games, or a GOG address) with a pasted access token.',
  developmentOnly: true,
} as const satisfies Endpoint;
