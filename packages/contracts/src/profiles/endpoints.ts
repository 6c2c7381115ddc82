import type { Endpoint } from '../endpoint.ts';

// Spec 2 §7 profile calls (`:username` as in /user/{username}), for anyone: the signed-in viewer's id
// decides what they see (403 PRIVATE_PROFILE for a private profile), plus the user's own data export.

export const exportMyData = {
  method: 'GET',
  path: '/api/users/me/export',
  caller: 'user',
  query: 'DataExportQuerySchema',
  response: 'download',
  errors: [429],
  description: "The signed-in user's data to take away: JSON, or a zip of CSV files (`?format=csv`).",
} as const satisfies Endpoint;

export const getUserProfile = {
  method: 'GET',
  path: '/api/users/:username/profile',
  caller: 'anyone',
  params: 'UsernameParamsSchema',
  response: 'PublicProfileSchema',
  errors: [403, 404],
} as const satisfies Endpoint;

export const pageUserCollections = {
  method: 'GET',
  path: '/api/users/:username/collections',
  caller: 'anyone',
  params: 'UsernameParamsSchema',
  query: 'ProfilePageQuerySchema',
  response: 'CollectionPageSchema',
  errors: [403, 404],
} as const satisfies Endpoint;

export const pageUserReviews = {
  method: 'GET',
  path: '/api/users/:username/reviews',
  caller: 'anyone',
  params: 'UsernameParamsSchema',
  query: 'ProfilePageQuerySchema',
  response: 'ReviewPageSchema',
  errors: [403, 404],
} as const satisfies Endpoint;

export const pageUserActivity = {
  method: 'GET',
  path: '/api/users/:username/activity',
  caller: 'anyone',
  params: 'UsernameParamsSchema',
  query: 'ProfilePageQuerySchema',
  response: 'ActivityPageSchema',
  errors: [403, 404],
} as const satisfies Endpoint;

export const listUserGenrePreferences = {
  method: 'GET',
  path: '/api/users/:username/genre-preferences',
  caller: 'anyone',
  params: 'UsernameParamsSchema',
  response: 'GenrePreferenceListSchema',
  errors: [403, 404],
} as const satisfies Endpoint;

export const listUserPlatformPreferences = {
  method: 'GET',
  path: '/api/users/:username/platform-preferences',
  caller: 'anyone',
  params: 'UsernameParamsSchema',
  response: 'PlatformPreferenceListSchema',
  errors: [403, 404],
} as const satisfies Endpoint;
