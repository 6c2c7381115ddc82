import { paths } from '../../../config/paths.ts';
import { takeRedirectPath } from '../../../lib/redirect-path.ts';

/** Where finished profile setup goes: the remembered page (then forgotten), or home; never setup again. */
export function takeRedirectPathAfterSetup(): string {
  const path = takeRedirectPath(paths.home);
  return path === paths.profileSetup || path.startsWith(`${paths.profileSetup}?`) ? paths.home : path;
}
