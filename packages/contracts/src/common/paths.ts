export const commonPaths = {
  health: '/api/health',
} as const;
