import { paths } from '../../../config/paths.ts';
import { clearRedirectPath } from '../../../lib/redirect-path.ts';

/** Where finished profile setup goes: home (spec 2 "Success goes to /"); a remembered page is forgotten. */
export function pathAfterSetup(): string {
  clearRedirectPath();
  return paths.home;
}
