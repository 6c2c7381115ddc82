import {
  canSeeProfile,
  PLATFORM_LABELS,
  PRIVATE_PROFILE_CODE,
  percentagesOf,
  profileMessages,
  type GenrePreference,
  type PlatformCode,
  type PlatformPreference,
  type PublicProfile,
  type ActivityPage,
  type CollectionPage,
  type ReviewPage,
  pageFields,
} from '@gameshelf/contracts';
import { ForbiddenError, NotFoundError } from '../../shared/errors.ts';
import type { ProfileUserRow, ProfilesRepository } from './profiles-repository.ts';

/**
 * Public profiles (spec 2 §2, §3). The owner sees everything; others see a public profile's public
 * collections only, and of a private profile just the name and photo (its parts answer 403).
 */
export type ProfileSources = {
  /** The owner's collections as this viewer may see them (collections module). */
  collections: (viewerId: number | null, ownerId: number, paging: Paging) => Promise<CollectionPage>;
  /** The user's reviews (reviews module). */
  reviews: (viewerId: number | null, userId: number, paging: Paging) => Promise<ReviewPage>;
};
type Paging = { page: number; size: number };

export function createProfilesService(deps: { profiles: ProfilesRepository; sources: ProfileSources }) {
  const repo = deps.profiles;

  /** The user and what this viewer may count: null when the parts are closed to them. */
  async function access(
    username: string,
    viewerId: number | null,
  ): Promise<{ user: ProfileUserRow; isMe: boolean; includePrivate: boolean }> {
    const user = await repo.byUsername(username);
    if (!user) throw new NotFoundError(profileMessages.userNotFound);
    const isMe = viewerId === user.id;
    return { user, isMe, includePrivate: isMe };
  }

  async function openParts(username: string, viewerId: number | null) {
    const seen = await access(username, viewerId);
    if (!canSeeProfile({ userId: seen.user.id, isPublicProfile: seen.user.isPublicProfile }, viewerId)) {
      throw new ForbiddenError(profileMessages.privateProfileDescription, undefined, PRIVATE_PROFILE_CODE);
    }
    return seen;
  }

  return {
    async profile(username: string, viewerId: number | null): Promise<PublicProfile> {
      const { user, isMe, includePrivate } = await access(username, viewerId);
      const base = {
        username: user.username,
        displayName: user.displayName,
        profileImageUrl: user.profileImageUrl,
        isPublicProfile: user.isPublicProfile,
        isMe,
      };
      if (!canSeeProfile({ userId: user.id, isPublicProfile: user.isPublicProfile }, viewerId)) return { ...base, bio: null, stats: null };
      const stats = await repo.stats(user.id, includePrivate);
      return {
        ...base,
        bio: user.bio,
        stats: {
          totalGamesCount: stats.total,
          completedGamesCount: stats.completed,
          totalPlaytimeHours: stats.playtime,
          totalCollectionsCount: stats.collections,
        },
      };
    },

    async collections(username: string, viewerId: number | null, paging: Paging): Promise<CollectionPage> {
      const { user } = await openParts(username, viewerId);
      return deps.sources.collections(viewerId, user.id, paging);
    },

    async reviews(username: string, viewerId: number | null, paging: Paging): Promise<ReviewPage> {
      const { user } = await openParts(username, viewerId);
      return deps.sources.reviews(viewerId, user.id, paging);
    },

    async activity(username: string, viewerId: number | null, paging: Paging): Promise<ActivityPage> {
      const { user, includePrivate } = await openParts(username, viewerId);
      const { rows, total } = await repo.activity(user.id, includePrivate, paging);
      return {
        content: rows.map((row) => ({
          id: row.id,
          type: row.type,
          gameId: row.gameId,
          gameName: row.gameName,
          gameNameKo: row.gameNameKo,
          coverImageUrl: row.coverImageUrl,
          reviewId: row.reviewId,
          rating: row.rating,
          collectionId: row.collectionId,
          collectionName: row.collectionName,
          createdAt: row.createdAt,
        })),
        ...pageFields(paging, total),
      };
    },

    async genrePreferences(username: string, viewerId: number | null): Promise<GenrePreference[]> {
      const { user, includePrivate } = await openParts(username, viewerId);
      const rows = await repo.genreCounts(user.id, includePrivate);
      const percentages = percentagesOf(rows.map((r) => r.count));
      return rows.map((r, i) => ({ genreId: r.genreId, genreNameKo: r.genreNameKo, gameCount: r.count, percentage: percentages[i]! }));
    },

    async platformPreferences(username: string, viewerId: number | null): Promise<PlatformPreference[]> {
      const { user, includePrivate } = await openParts(username, viewerId);
      const rows = (await repo.platformCounts(user.id, includePrivate)).filter((r): r is { code: PlatformCode; count: number } =>
        Object.hasOwn(PLATFORM_LABELS, r.code),
      );
      const percentages = percentagesOf(rows.map((r) => r.count));
      return rows.map((r, i) => ({
        platformCode: r.code,
        platformName: PLATFORM_LABELS[r.code],
        gameCount: r.count,
        percentage: percentages[i]!,
      }));
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
