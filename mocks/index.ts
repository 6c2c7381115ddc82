import type { HttpHandler } from 'msw';
import { gamesHandlers, genresHandlers } from './handlers/games.ts';
import { usersHandlerGroups } from './handlers/users.ts';
import { authHandlerGroups } from './handlers/auth.ts';
import { wishlistHandlers } from './handlers/wishlist.ts';
import { suggestionHandlers } from './handlers/suggestions.ts';
import { notificationHandlers } from './handlers/notifications.ts';
import { priceHandlers } from './handlers/prices.ts';
import { myReviewsHandlers, profileHandlers } from './handlers/profiles.ts';
import { supportHandlers } from './handlers/support.ts';
import { steamHandlers } from './handlers/steam.ts';
import { gogTestHandlers } from './handlers/gog-test.ts';
import { gogHandlers } from './handlers/gog.ts';
import { adminHandlers } from './handlers/admin.ts';
import { maintenanceHandlers } from './handlers/maintenance.ts';

export { gamesHandlers, gamesHandlersFor, genresHandlers, queryGames } from './handlers/games.ts';
export { games, fixtureGames, makeGame, MISSING_GAME_ID, platformFields, genreFields } from './fixtures/games.ts';
export { genres, genreByName } from './fixtures/genres.ts';
export { ownProfileHandlersFor, usersHandlers, usersHandlerGroups } from './handlers/users.ts';
export { avatarSvg, fixtureProfiles, makeUserProfile, takenDisplayNames, uploadedProfileImageUrl } from './fixtures/profiles.ts';
export { authHandlers, authHandlerGroups, mockLoginCode, mockProviderLoginUrl } from './handlers/auth.ts';
export { wishlistHandlers, wishlistHandlersFor } from './handlers/wishlist.ts';
export { suggestionHandlers } from './handlers/suggestions.ts';
export { collectionHandlers, collectionHandlersFor } from './handlers/collections.ts';
export { reviewHandlers, reviewHandlersFor } from './handlers/reviews.ts';
export { fixtureGameReviews, makeReview } from './fixtures/reviews.ts';
export { reviewCalendarHandlers, reviewCalendarHandlersFor, watchedReviewCalendar } from './handlers/review-calendar.ts';
export { CALENDAR_MONTH, CALENDAR_TODAY, fixtureBusyDayReviews, fixtureCalendarReviews } from './fixtures/review-calendar.ts';
export { noticeHandlers, noticeHandlersFor } from './handlers/notices.ts';
export { fixtureBanners, fixtureHomeData, homeHandlers, homeHandlersFor } from './handlers/home.ts';
export { notificationHandlers, notificationHandlersFor } from './handlers/notifications.ts';
export { priceHandlers } from './handlers/prices.ts';
export { FIXTURE_VAPID_PUBLIC_KEY, pushHandlers } from './handlers/push.ts';
export { dataExportHandlers, myReviewsHandlers, myReviewsHandlersFor, profileHandlers, profileHandlersFor } from './handlers/profiles.ts';
export { fixtureSupportContacts, supportHandlers } from './handlers/support.ts';
export { busyGenres, emptyWorld, indieFanWorld, playerOneWorld, type ProfileWorld } from './fixtures/public-profiles.ts';
export { fixtureNotices, makeNotice, MARKDOWN_SHOWCASE } from './fixtures/notices.ts';
export { notificationsOfEveryKind, unreadNotifications } from './fixtures/notifications.ts';
export { COLLECTION_OWNER_ID, fixtureCollections, makeCollectionGame, OTHER_USER_ID, summarize } from './fixtures/collections.ts';
export { makeWishlistEntry, wishlistGameIds } from './fixtures/wishlist.ts';
export { fixtureRefreshToken, makeAccessToken, makeLoginData, makeUserInfo, newUserInfo } from './fixtures/users.ts';
export { mockSteamLoginUrl, steamHandlers, steamHandlersFor, type SteamMockOptions, type SteamSyncBehaviour } from './handlers/steam.ts';
export {
  FIXTURE_STEAM_ID,
  fixtureSteamLibrary,
  fixtureSteamSuggestions,
  linkedGameOf,
  makeMatchSuggestion,
  makeSteamLibraryGame,
  makeSteamStats,
  STEAM_LAST_SYNCED_AT,
  steamIconSvg,
} from './fixtures/steam.ts';
export { gogTestHandlers, gogTestHandlersFor, resetGogTestHandlers, type GogTestMockOptions } from './handlers/gog-test.ts';
export {
  FIXTURE_GOG_TEST_CODE,
  fixtureGogTestLoginUrl,
  fixtureGogTestOwnedGames,
  fixtureGogTestTokens,
  fixtureGogTestUser,
  mockGogTestAuthUrl,
} from './fixtures/gog-test.ts';
export {
  GOG_SYNC_REFUSED_MESSAGE,
  gogHandlers,
  gogHandlersFor,
  gogProfileHandlers,
  mockGogLoginSuccessUrl,
  mockGogLoginUrl,
  type GogConnectBehaviour,
  type GogMockOptions,
  type GogSyncBehaviour,
} from './handlers/gog.ts';
export {
  FIXTURE_GOG_USER,
  fixtureGogLibrary,
  GOG_LAST_SYNCED_AT,
  gogImageSvg,
  makeGogLibraryGame,
  makeGogLinkedProfile,
  makeGogStats,
} from './fixtures/gog.ts';
export { adminHandlers, adminHandlersFor, type AdminMockOptions } from './handlers/admin.ts';
export { ADMIN_TODAY, adminStatsOf, fixtureAdminActivities, fixtureAdminUsers, makeAdminUser, manyAdminUsers } from './fixtures/admin.ts';
export {
  fixtureMaintenanceFiles,
  MAINTENANCE_NOW,
  maintenanceHandlers,
  maintenanceHandlersFor,
  type MaintenanceAnswer,
} from './handlers/maintenance.ts';

export {
  adminContentHandlers,
  adminContentHandlersFor,
  type AdminContentMockOptions,
  type AdminContentState,
  resetAdminContentHandlers,
} from './handlers/admin-content.ts';
export {
  fixtureAdminBanners,
  fixtureAdminNotices,
  fixtureAdminSuggestions,
  fixtureAuditLog,
  uploadedBannerImageUrl,
} from './fixtures/admin-content.ts';

/** Default handler groups, keyed the way stories override them (`parameters.msw.handlers`). */
export const defaultHandlerGroups = {
  games: gamesHandlers.loaded,
  genres: genresHandlers.loaded,
  ...usersHandlerGroups,
  ...authHandlerGroups,
  get wishlist() {
    return wishlistHandlers.loaded;
  },
  get suggestions() {
    return suggestionHandlers.accepting;
  },
  get notifications() {
    return notificationHandlers.empty;
  },
  prices: priceHandlers.loaded,
  get profiles() {
    return profileHandlers.loaded;
  },
  get myReviews() {
    return myReviewsHandlers.loaded;
  },
  supportContacts: supportHandlers.loaded,
  get steam() {
    return steamHandlers.loaded;
  },
  get gogTest() {
    return gogTestHandlers.ok;
  },
  get gog() {
    return gogHandlers.loaded;
  },
  adminActivity: adminHandlers.loaded,
  get maintenance() {
    return maintenanceHandlers.none;
  },
} satisfies Record<string, HttpHandler[]>;

/** Every default handler as one flat list (for setupWorker / setupServer). */
export const handlers: HttpHandler[] = Object.values(defaultHandlerGroups).flat();
export { apiDocsHandlers, fixtureApiDocument } from './handlers/api-docs.ts';
