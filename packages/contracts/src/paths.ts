import { accountPaths } from './accounts/paths.ts';
import { catalogPaths } from './catalog/paths.ts';
import { commonPaths } from './common/paths.ts';
import { uploadPaths } from './uploads/paths.ts';
import { wishlistPaths } from './wishlist/paths.ts';
import { suggestionPaths } from './suggestions/paths.ts';
import { collectionPaths } from './collections/paths.ts';
import { reviewPaths } from './reviews/paths.ts';

/** Every API path, from the domains that define them, for the server routes, the web client and the mocks. */
export const apiPaths = {
  ...commonPaths,
  ...catalogPaths,
  ...accountPaths,
  ...uploadPaths,
  ...wishlistPaths,
  ...suggestionPaths,
  ...collectionPaths,
  ...reviewPaths,
} as const;

/** Web routes (spec 3 §2.1). */
export const webPaths = {
  home: '/',
  landing: '/landing',
  games: '/games',
  game: (id: number | string) => `/game/${id}`,
  gamePattern: '/game/:gameId',
  wishlist: '/wishlist',
  collection: '/collection',
  collectionNew: '/collection/new',
  collectionDetail: (id: number | string) => `/collection/${id}`,
  collectionEdit: (id: number | string) => `/collection/${id}/edit`,
  collectionPattern: '/collection/:collectionId',
  collectionEditPattern: '/collection/:collectionId/edit',
  publicCollectionPattern: '/collection/public/:collectionId',
  publicCollection: (id: number | string) => `/collection/public/${id}`,
  collectedGameEdit: (id: number | string, gameId: number | string) => `/collection/${id}/game/${gameId}/edit`,
  collectedGameEditPattern: '/collection/:collectionId/game/:gameId/edit',
  explore: '/explore',
  publicCollections: '/collections/public',
  myPage: '/mypage',
  login: '/auth/login',
  authCallback: '/auth/callback',
  accountConflict: '/auth/account-conflict',
  profileSetup: '/profile-setup',
  profileEdit: '/profile-edit',
  user: (username: string) => `/user/${encodeURIComponent(username)}`,
  notices: '/notices',
  notice: (id: number | string) => `/notices/${id}`,
  notifications: '/notifications',
} as const;
