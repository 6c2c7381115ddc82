import type { Endpoint } from '../endpoint.ts';

// Spec 3 §7 Steam calls; all but Steam's OpenID return need a signed-in user. The suggestions and the
// adds to collections are the store library's, alike for GOG (gog/endpoints.ts). The bulk add's static
// path comes before `games/:id/...`.

export const getSteamLoginUrl = {
  method: 'GET',
  path: '/api/steam/auth/login',
  caller: 'user',
  response: 'SteamAuthUrlSchema',
  errors: [429],
  description: 'Where the browser goes to "Sign in through Steam".',
} as const satisfies Endpoint;

export const completeSteamLink = {
  method: 'GET',
  path: '/api/steam/auth/callback',
  caller: 'anyone',
  response: 'redirect',
  errors: [429],
  description:
    "Steam's OpenID return (return_to, with state and the openid.* fields): links the account and redirects to my page with steamConnected=true or error=<reason>, never an error page.",
} as const satisfies Endpoint;

export const disconnectSteam = {
  method: 'POST',
  path: '/api/steam/disconnect',
  caller: 'user',
  response: 'SuccessMessageSchema',
} as const satisfies Endpoint;

export const syncSteamLibrary = {
  method: 'POST',
  path: '/api/steam/sync-library',
  caller: 'user',
  response: 'SteamSyncResultSchema',
  errors: [403, 429],
  description: 'Loads the library from Steam: 429 SYNC_COOLDOWN within the cooldown, 403 STEAM_PROFILE_PRIVATE for a private profile.',
} as const satisfies Endpoint;

export const importSteamWishlist = {
  method: 'POST',
  path: '/api/steam/wishlist/import',
  caller: 'user',
  response: 'SteamWishlistImportSchema',
  errors: [403, 429],
  description:
    "Adds the linked account's Steam wishlist to ours, matched by app id: counts of what was imported, already there, not in the catalog and over the limit. 403 STEAM_WISHLIST_PRIVATE when Steam shows no wishlist (a private profile).",
} as const satisfies Endpoint;

export const listSteamGames = {
  method: 'GET',
  path: '/api/steam/games',
  caller: 'user',
  query: 'SteamGamesQuerySchema',
  response: 'SteamLibraryGameListSchema',
} as const satisfies Endpoint;

export const getSteamStats = {
  method: 'GET',
  path: '/api/steam/stats',
  caller: 'user',
  response: 'SteamStatsSchema',
} as const satisfies Endpoint;

export const mapSteamGame = {
  method: 'POST',
  path: '/api/steam/manual-mapping',
  caller: 'user',
  body: 'SteamManualMappingRequestSchema',
  response: 'SteamLibraryGameSchema',
  errors: [404],
  description: "The user's own match for a library game, kept by every later sync.",
} as const satisfies Endpoint;

export const unmapSteamGame = {
  method: 'DELETE',
  path: '/api/steam/mapping/:id',
  caller: 'user',
  params: 'IdParamsSchema',
  response: 'MessageSchema',
  errors: [404],
  description: '"No matching game": the user\'s choice, kept by every later sync.',
} as const satisfies Endpoint;

export const suggestSteamMatches = {
  method: 'GET',
  path: '/api/steam/suggest/:id',
  caller: 'user',
  params: 'IdParamsSchema',
  query: 'SteamSuggestQuerySchema',
  response: 'MatchSuggestionListSchema',
  errors: [404, 429],
  description: 'Candidate catalog games for a library game, best first.',
} as const satisfies Endpoint;

export const bulkAddSteamGames = {
  method: 'POST',
  path: '/api/steam/games/add-to-collection',
  caller: 'user',
  body: 'StoreBulkAddRequestSchema',
  response: 'StoreBulkAddResultSchema',
  errors: [403, 404],
  description: 'Adds the given library games (every mapped one without ids) to a collection, with their playtime.',
} as const satisfies Endpoint;

export const addSteamGameToCollection = {
  method: 'POST',
  path: '/api/steam/games/:id/add-to-collection',
  caller: 'user',
  params: 'IdParamsSchema',
  body: 'StoreAddToCollectionRequestSchema',
  response: 'MessageSchema',
  status: 201,
  errors: [403, 404, 409],
  description: 'Adds a mapped library game to a collection, with its playtime.',
} as const satisfies Endpoint;
