/** Sign-in, session and own-profile endpoints (spec 1 §7, spec 2 §7). */
export const accountPaths = {
  loginUrl: (provider: string) => `/api/auth/${provider}/login-url`,
  loginUrlPattern: '/api/auth/:provider/login-url',
  oauthCallback: (provider: string) => `/api/auth/${provider}/callback`,
  oauthCallbackPattern: '/api/auth/:provider/callback',
  /** Which sign-in methods the server offers: configured providers, and the dev login in development. */
  authProviders: '/api/auth/providers',
  devLogin: '/api/auth/dev-login',
  /** Trades the one-time code of `/auth/callback?code=` for the login data (POST `{ code }`). */
  loginCodeExchange: '/api/auth/exchange',
  refresh: '/api/auth/refresh',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  validate: '/api/auth/validate',
  profile: '/api/users/profile',
  checkDisplayName: '/api/users/check-display-name',
  settings: '/api/users/settings',
} as const;
