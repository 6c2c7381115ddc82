import { webPaths } from '@gameshelf/contracts';

/** Web routes: the contract's `webPaths`. */
export const paths = webPaths;

/** IGDB, credited wherever its game data is shown. */
export const IGDB_URL = 'https://www.igdb.com';
