import type { Endpoint } from '../endpoint.ts';

/** The API's own description: OpenAPI 3.1, generated from these endpoint definitions. */
export const getApiDocument = {
  method: 'GET',
  path: '/api/openapi.json',
  caller: 'anyone',
  response: 'ApiDocumentSchema',
  description: 'This document.',
} as const satisfies Endpoint;
