/** Steam library endpoints (spec 3 §7 "Steam"); adding to collections carries the playtime. */
export const steamPaths = {
  steamAuthLogin: '/api/steam/auth/login',
  /** Where "Sign in through Steam" returns the browser (OpenID 2.0 return_to). */
  steamAuthCallback: '/api/steam/auth/callback',
  steamDisconnect: '/api/steam/disconnect',
  steamSyncLibrary: '/api/steam/sync-library',
  steamGames: '/api/steam/games',
  steamStats: '/api/steam/stats',
  steamSuggest: (id: number | string) => `/api/steam/suggest/${id}`,
  steamSuggestPattern: '/api/steam/suggest/:id',
  steamManualMapping: '/api/steam/manual-mapping',
  steamMapping: (id: number | string) => `/api/steam/mapping/${id}`,
  steamMappingPattern: '/api/steam/mapping/:id',
  steamAddToCollection: (id: number | string) => `/api/steam/games/${id}/add-to-collection`,
  steamAddToCollectionPattern: '/api/steam/games/:id/add-to-collection',
  steamBulkAddToCollection: '/api/steam/games/add-to-collection',
} as const;
