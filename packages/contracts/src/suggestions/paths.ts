/** Info suggestions for a game (spec 1 §7). */
export const suggestionPaths = {
  infoSuggestions: (gameId: number | string) => `/api/games/${gameId}/info-suggestions`,
  infoSuggestionsPattern: '/api/games/:id/info-suggestions',
  myInfoSuggestions: (gameId: number | string) => `/api/games/${gameId}/info-suggestions/my`,
  myInfoSuggestionsPattern: '/api/games/:id/info-suggestions/my',
} as const;
