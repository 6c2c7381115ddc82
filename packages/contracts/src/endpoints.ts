// Every endpoint of the API, by domain: what the server registers, the OpenAPI document describes and
// the route matrix walks. The web imports single endpoints instead, so a screen carries only its own.
import type { Endpoint } from './endpoint.ts';
import * as apiDocs from './api-docs/endpoints.ts';
import * as collections from './collections/endpoints.ts';
import * as home from './home/endpoints.ts';
import * as notices from './notices/endpoints.ts';
import * as notifications from './notifications/endpoints.ts';
import * as profiles from './profiles/endpoints.ts';
import * as reviews from './reviews/endpoints.ts';

/** The endpoints of each domain, by export name (the operation id). */
export const endpointsByDomain = {
  apiDocs,
  collections,
  reviews,
  profiles,
  notifications,
  notices,
  home,
} as const satisfies Record<string, Record<string, Endpoint>>;
