import { accountPaths } from './accounts/paths.ts';
import { catalogPaths } from './catalog/paths.ts';
import { commonPaths } from './common/paths.ts';
import { uploadPaths } from './uploads/paths.ts';
import { wishlistPaths } from './wishlist/paths.ts';
import { suggestionPaths } from './suggestions/paths.ts';
import { supportPaths } from './support/paths.ts';
import { steamPaths } from './steam/paths.ts';
import { gogPaths } from './gog/paths.ts';
import { adminPaths } from './admin/paths.ts';

/** Every API path, from the domains that define them, for the server routes, the web client and the mocks. */
export const apiPaths = {
  ...commonPaths,
  ...catalogPaths,
  ...accountPaths,
  ...uploadPaths,
  ...wishlistPaths,
  ...suggestionPaths,
  ...supportPaths,
  ...steamPaths,
  ...gogPaths,
  ...adminPaths,
} as const;
