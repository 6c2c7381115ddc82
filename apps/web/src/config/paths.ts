import { webPaths } from '@gameshelf/contracts';

/** Web routes: the contract's `webPaths`, plus the few the web app links to before the contract grows them. */
export const paths = {
  ...webPaths,
  collectionDetail: (collectionId: number | string) => `/collection/${collectionId}`,
} as const;

/** IGDB, credited wherever its game data is shown. */
export const IGDB_URL = 'https://www.igdb.com';
