// Every endpoint of the API, by domain: what the server registers, the OpenAPI document describes and
// the route matrix walks. The web imports single endpoints instead, so a screen carries only its own.
import type { Endpoint } from './endpoint.ts';
import * as accounts from './accounts/endpoints.ts';
import * as admin from './admin/endpoints.ts';
import * as collections from './collections/endpoints.ts';
import * as common from './common/endpoints.ts';
import * as support from './support/endpoints.ts';
import * as uploads from './uploads/endpoints.ts';

/** The endpoints of each domain, by export name (the operation id). */
export const endpointsByDomain = {
  common,
  accounts,
  uploads,
  collections,
  support,
  admin,
} as const satisfies Record<string, Record<string, Endpoint>>;
