/** Info suggestions for a game (spec 1 §7). */
export const suggestionPaths = {
  infoSuggestions: (gameId: number | string) => `/api/games/${gameId}/info-suggestions`,
  infoSuggestionsPattern: '/api/games/:id/info-suggestions',
  myInfoSuggestions: (gameId: number | string) => `/api/games/${gameId}/info-suggestions/my`,
  myInfoSuggestionsPattern: '/api/games/:id/info-suggestions/my',
  /** Operators: every suggestion (`?status&page&size`), and accepting or rejecting one. */
  adminInfoSuggestions: '/api/admin/info-suggestions',
  adminInfoSuggestionAccept: (id: number | string) => `/api/admin/info-suggestions/${id}/accept`,
  adminInfoSuggestionAcceptPattern: '/api/admin/info-suggestions/:id/accept',
  adminInfoSuggestionReject: (id: number | string) => `/api/admin/info-suggestions/${id}/reject`,
  adminInfoSuggestionRejectPattern: '/api/admin/info-suggestions/:id/reject',
} as const;
