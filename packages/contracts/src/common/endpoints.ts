import type { Endpoint } from '../endpoint.ts';

export const getHealth = {
  method: 'GET',
  path: '/api/health',
  caller: 'anyone',
  response: 'HealthSchema',
  description: 'The server is up and its database answers.',
} as const satisfies Endpoint;
