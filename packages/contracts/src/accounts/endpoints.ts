import type { Endpoint } from '../endpoint.ts';

// Spec 1 §7 sign-in and session calls, spec 2 §7 own profile and settings. The sign-in calls are rate
// limited per client address.

export const listAuthProviders = {
  method: 'GET',
  path: '/api/auth/providers',
  caller: 'anyone',
  response: 'AuthProvidersSchema',
  description: 'Which sign-in methods the server offers: configured providers, and the dev login in development.',
} as const satisfies Endpoint;

export const getOAuthLoginUrl = {
  method: 'GET',
  path: '/api/auth/:provider/login-url',
  caller: 'anyone',
  params: 'OAuthProviderParamsSchema',
  response: 'LoginUrlSchema',
  errors: [429],
  description: 'Where the browser goes to sign in with the provider (503 when it is not configured).',
} as const satisfies Endpoint;

export const completeOAuthSignIn = {
  method: 'GET',
  path: '/api/auth/:provider/callback',
  caller: 'anyone',
  params: 'OAuthProviderParamsSchema',
  query: 'OAuthCallbackQuerySchema',
  response: 'redirect',
  errors: [429],
  description: "The provider's return: redirects to the web app with a one-time code, or with the reason it failed.",
} as const satisfies Endpoint;

export const devSignIn = {
  method: 'POST',
  path: '/api/auth/dev-login',
  caller: 'anyone',
  body: 'DevLoginRequestSchema',
  response: 'LoginDataSchema',
  errors: [429],
  description: 'Development only (400 elsewhere): signs in as the username, made on first use.',
} as const satisfies Endpoint;

export const redeemLoginCode = {
  method: 'POST',
  path: '/api/auth/exchange',
  caller: 'anyone',
  body: 'LoginCodeExchangeSchema',
  response: 'LoginDataSchema',
  errors: [429],
  description: "Trades the one-time code of the web's `/auth/callback?code=` for the login data, once.",
} as const satisfies Endpoint;

export const renewSession = {
  method: 'POST',
  path: '/api/auth/refresh',
  caller: 'anyone',
  body: 'RefreshRequestSchema',
  response: 'LoginDataSchema',
  errors: [401, 429],
  description: 'New tokens for the refresh token (rotation: the old one is spent).',
} as const satisfies Endpoint;

export const getSignedInUser = {
  method: 'GET',
  path: '/api/auth/me',
  caller: 'user',
  response: 'UserInfoSchema',
} as const satisfies Endpoint;

export const signOut = {
  method: 'POST',
  path: '/api/auth/logout',
  caller: 'user',
  response: 'LogoutResponseSchema',
} as const satisfies Endpoint;

export const validateToken = {
  method: 'GET',
  path: '/api/auth/validate',
  caller: 'anyone',
  query: 'TokenValidateQuerySchema',
  response: 'ValidateResponseSchema',
  description: 'Whether the token (`?token=`, else the bearer header) is valid; always 200.',
} as const satisfies Endpoint;

export const getOwnProfile = {
  method: 'GET',
  path: '/api/users/profile',
  caller: 'user',
  response: 'UserProfileSchema',
} as const satisfies Endpoint;

export const updateOwnProfile = {
  method: 'PUT',
  path: '/api/users/profile',
  caller: 'user',
  body: 'ProfileUpdateRequestSchema',
  response: 'UserProfileSchema',
  errors: [404],
} as const satisfies Endpoint;

export const checkDisplayNameAvailability = {
  method: 'GET',
  path: '/api/users/check-display-name',
  caller: 'anyone',
  query: 'DisplayNameCheckQuerySchema',
  response: 'DisplayNameCheckSchema',
  description: "Whether a nickname is free; a signed-in caller's own counts as free.",
} as const satisfies Endpoint;

export const updateAccountSettings = {
  method: 'PATCH',
  path: '/api/users/settings',
  caller: 'user',
  body: 'SettingsUpdateRequestSchema',
  response: 'SettingsSchema',
  errors: [404],
} as const satisfies Endpoint;
