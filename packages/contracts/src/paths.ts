/** API paths, built in one place for the server routes, the web client and the mocks. */
export const apiPaths = {
  health: '/api/health',
  games: '/api/games',
  gamesSearch: '/api/games/search',
  game: (id: number | string) => `/api/games/${id}`,
  gamePattern: '/api/games/:id',
  genres: '/api/genres',

  // Accounts and sessions (spec 1 §7, spec 2 §7).
  loginUrl: (provider: string) => `/api/auth/${provider}/login-url`,
  loginUrlPattern: '/api/auth/:provider/login-url',
  oauthCallback: (provider: string) => `/api/auth/${provider}/callback`,
  oauthCallbackPattern: '/api/auth/:provider/callback',
  devLogin: '/api/auth/dev-login',
  refresh: '/api/auth/refresh',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  validate: '/api/auth/validate',
  profile: '/api/users/profile',
  checkDisplayName: '/api/users/check-display-name',
  settings: '/api/users/settings',
  uploadProfileImage: '/api/upload/profile-image',
  /** Where uploaded images are served from (local storage). */
  uploads: '/uploads',
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
  authCallback: '/auth/callback',
  accountConflict: '/auth/account-conflict',
  profileSetup: '/profile-setup',
  profileEdit: '/profile-edit',
  user: (username: string) => `/user/${encodeURIComponent(username)}`,
  notices: '/notices',
  notice: (id: number | string) => `/notices/${id}`,
  notifications: '/notifications',
} as const;
