/** Public profiles (spec 2 §7): `{username}` as in /user/{username}. */
const base = (username: string) => `/api/users/${encodeURIComponent(username)}`;

export const profilePaths = {
  /** The signed-in user's data to take away (`?format=json|csv`). */
  myDataExport: '/api/users/me/export',
  userProfile: (username: string) => `${base(username)}/profile`,
  userProfilePattern: '/api/users/:username/profile',
  userCollections: (username: string) => `${base(username)}/collections`,
  userCollectionsPattern: '/api/users/:username/collections',
  userReviews: (username: string) => `${base(username)}/reviews`,
  userReviewsPattern: '/api/users/:username/reviews',
  userActivity: (username: string) => `${base(username)}/activity`,
  userActivityPattern: '/api/users/:username/activity',
  userGenrePreferences: (username: string) => `${base(username)}/genre-preferences`,
  userGenrePreferencesPattern: '/api/users/:username/genre-preferences',
  userPlatformPreferences: (username: string) => `${base(username)}/platform-preferences`,
  userPlatformPreferencesPattern: '/api/users/:username/platform-preferences',
} as const;
