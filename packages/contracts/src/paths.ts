import { catalogPaths } from './catalog/paths.ts';
import { wishlistPaths } from './wishlist/paths.ts';
import { suggestionPaths } from './suggestions/paths.ts';

/** Every API path, from the domains that define them, for the server routes, the web client and the mocks. */
export const apiPaths = {
  ...catalogPaths,
  ...wishlistPaths,
  ...suggestionPaths,
} as const;
