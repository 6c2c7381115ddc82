// Every endpoint of the API, by domain: what the server registers, the OpenAPI document describes and
// the route matrix walks. The web imports single endpoints instead, so a screen carries only its own.
import type { Endpoint } from './endpoint.ts';
import * as accounts from './accounts/endpoints.ts';
import * as admin from './admin/endpoints.ts';
import * as apiDocs from './api-docs/endpoints.ts';
import * as catalog from './catalog/endpoints.ts';
import * as collections from './collections/endpoints.ts';
import * as common from './common/endpoints.ts';
import * as gog from './gog/endpoints.ts';
import * as home from './home/endpoints.ts';
import * as maintenance from './maintenance/endpoints.ts';
import * as notices from './notices/endpoints.ts';
import * as notifications from './notifications/endpoints.ts';
import * as previews from './previews/endpoints.ts';
import * as prices from './prices/endpoints.ts';
import * as push from './push/endpoints.ts';
import * as profiles from './profiles/endpoints.ts';
import * as reviews from './reviews/endpoints.ts';
import * as sitemap from './sitemap/endpoints.ts';
import * as steam from './steam/endpoints.ts';
import * as suggestions from './suggestions/endpoints.ts';
import * as support from './support/endpoints.ts';
import * as uploads from './uploads/endpoints.ts';
import * as wishlist from './wishlist/endpoints.ts';

/** The endpoints of each domain, by export name (the operation id). */
export const endpointsByDomain = {
  accounts,
  admin,
  apiDocs,
  catalog,
  collections,
  common,
  gog,
  home,
  maintenance,
  notices,
  notifications,
  previews,
  prices,
  push,
  profiles,
  reviews,
  sitemap,
  steam,
  suggestions,
  support,
  uploads,
  wishlist,
} as const satisfies Record<string, Record<string, Endpoint>>;
