/** The test page's keys: not the signed-in user's data (the test session is a cookie of its own). */
export const gogTestKeys = {
  all: ['gog-test'] as const,
  authUrl: () => [...gogTestKeys.all, 'auth-url'] as const,
  sessionInfo: () => [...gogTestKeys.all, 'session-info'] as const,
};
