export const catalogPaths = {
  games: '/api/games',
  gamesSearch: '/api/games/search',
  game: (id: number | string) => `/api/games/${id}`,
  gamePattern: '/api/games/:id',
  genres: '/api/genres',
} as const;
