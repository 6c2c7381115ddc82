import type { Endpoint } from '../endpoint.ts';

/**
 * The maintenance file (spec 3 §7), served by the API from DATA_DIR or the uploads bucket with no-cache
 * headers; without a file, `{ enabled: false, ... }`. Pages add `?t=` to step around caches.
 */
export const getMaintenanceState = {
  method: 'GET',
  path: '/maintenance.json',
  caller: 'anyone',
  response: 'MaintenanceFileSchema',
  description: 'Whether the service is under maintenance, with its Korean title, message and times.',
} as const satisfies Endpoint;
