import { accountPaths } from './accounts/paths.ts';
import { catalogPaths } from './catalog/paths.ts';
import { commonPaths } from './common/paths.ts';
import { uploadPaths } from './uploads/paths.ts';
import { wishlistPaths } from './wishlist/paths.ts';
import { suggestionPaths } from './suggestions/paths.ts';
import { collectionPaths } from './collections/paths.ts';
import { reviewPaths } from './reviews/paths.ts';
import { homePaths } from './home/paths.ts';
import { noticePaths } from './notices/paths.ts';
import { notificationPaths } from './notifications/paths.ts';
import { profilePaths } from './profiles/paths.ts';
import { supportPaths } from './support/paths.ts';
import { steamPaths } from './steam/paths.ts';
import { gogPaths } from './gog/paths.ts';

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
  ...homePaths,
  ...noticePaths,
  ...notificationPaths,
  ...profilePaths,
  ...supportPaths,
  ...steamPaths,
  ...gogPaths,
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
  /** The review screen; `reviewId` edits that review, `gameName` titles the screen while the game loads. */
  reviewWrite: (gameId: number | string, query: { reviewId?: number; gameName?: string } = {}) => {
    const params = new URLSearchParams();
    if (query.reviewId !== undefined) params.set('reviewId', String(query.reviewId));
    if (query.gameName) params.set('gameName', query.gameName);
    const search = params.toString();
    return `/games/${gameId}/review${search ? `?${search}` : ''}`;
  },
  reviewWritePattern: '/games/:gameId/review',
  reviewCalendar: '/review-calendar',
  /** A day of the review calendar, 'YYYY-MM-DD'. */
  reviewCalendarDay: (date: string) => `/review-calendar/${date}`,
  reviewCalendarDayPattern: '/review-calendar/:date',
  explore: '/explore',
  publicCollections: '/collections/public',
  myPage: '/mypage',
  login: '/auth/login',
  authCallback: '/auth/callback',
  accountConflict: '/auth/account-conflict',
  profileSetup: '/profile-setup',
  profileEdit: '/profile-edit',
  user: (username: string) => `/user/${encodeURIComponent(username)}`,
  userPattern: '/user/:username',
  steamConnect: '/steam/connect',
  steamLibrary: '/steam/library',
  steamProfilePrivate: '/steam/profile-private',
  gogConnect: '/gog/connect',
  gogLibrary: '/gog/library',
  gogConnectGuide: '/gog/connect/guide',
  testGog: '/test/gog',
  notices: '/notices',
  notice: (id: number | string) => `/notices/${id}`,
  noticePattern: '/notices/:noticeId',
  notifications: '/notifications',
} as const;
