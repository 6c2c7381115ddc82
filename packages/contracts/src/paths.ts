import { accountPaths } from './accounts/paths.ts';
import { commonPaths } from './common/paths.ts';
import { uploadPaths } from './uploads/paths.ts';
import { reviewPaths } from './reviews/paths.ts';
import { homePaths } from './home/paths.ts';
import { noticePaths } from './notices/paths.ts';
import { notificationPaths } from './notifications/paths.ts';
import { profilePaths } from './profiles/paths.ts';
import { supportPaths } from './support/paths.ts';
import { steamPaths } from './steam/paths.ts';
import { gogPaths } from './gog/paths.ts';
import { adminPaths } from './admin/paths.ts';

/** Every API path, from the domains that define them, for the server routes, the web client and the mocks. */
export const apiPaths = {
  ...commonPaths,
  ...accountPaths,
  ...uploadPaths,
  ...reviewPaths,
  ...homePaths,
  ...noticePaths,
  ...notificationPaths,
  ...profilePaths,
  ...supportPaths,
  ...steamPaths,
  ...gogPaths,
  ...adminPaths,
} as const;
