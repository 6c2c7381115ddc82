/** API paths, built in one place for the server routes, the web client and the mocks. */
export const apiPaths = {
  health: '/api/health',
  games: '/api/games',
  gamesSearch: '/api/games/search',
  game: (id: number | string) => `/api/games/${id}`,
  gamePattern: '/api/games/:id',
  genres: '/api/genres',
} as const;

/** Web routes (spec 3 §2.1). */
export const webPaths = {
  home: '/',
  landing: '/landing',
  games: '/games',
  game: (id: number | string) => `/game/${id}`,
  gamePattern: '/game/:gameId',
  wishlist: '/wishlist',
  collection: '/collection',
  myPage: '/mypage',
  login: '/auth/login',
  notifications: '/notifications',
} as const;
