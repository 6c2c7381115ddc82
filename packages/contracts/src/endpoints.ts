// Every endpoint of the API, by domain: what the server registers, the OpenAPI document describes and
// the route matrix walks. The web imports single endpoints instead, so a screen carries only its own.
import type { Endpoint } from './endpoint.ts';
import * as catalog from './catalog/endpoints.ts';
import * as collections from './collections/endpoints.ts';
import * as suggestions from './suggestions/endpoints.ts';
import * as wishlist from './wishlist/endpoints.ts';

/** The endpoints of each domain, by export name (the operation id). */
export const endpointsByDomain = {
  catalog,
  collections,
  suggestions,
  wishlist,
} as const satisfies Record<string, Record<string, Endpoint>>;
