/**
 * Web routes (spec 3 §2.1). A module of its own: the app's entry needs these, and the API paths'
 * object spread beside them could not be dropped from its bundle.
 */
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
  /** Operators (admin role; spec 3 §2.4 and issue 20's content tools): shown without the header and navigation. */
  adminUserActivity: '/admin/user-activity',
  adminBanners: '/admin/banners',
  adminNotices: '/admin/notices',
  adminNoticeNew: '/admin/notices/new',
  adminNoticeEdit: (id: number | string) => `/admin/notices/${id}/edit`,
  adminNoticeEditPattern: '/admin/notices/:noticeId/edit',
  adminSuggestions: '/admin/suggestions',
  adminAuditLog: '/admin/audit-log',
  notices: '/notices',
  notice: (id: number | string) => `/notices/${id}`,
  noticePattern: '/notices/:noticeId',
  notifications: '/notifications',
} as const;
