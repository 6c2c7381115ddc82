import '../zod-config.ts';
import { z } from 'zod';
import { PlatformCodeSchema } from '../catalog/schemas.ts';
import { pageSchema } from '../common/schemas.ts';
import { DATA_EXPORT_FORMATS } from './values.ts';

/** Spec 2 §3 "Public profile" stats: distinct games across the visible collections. */
export const ProfileStatsSchema = z.object({
  totalGamesCount: z.number().int(),
  completedGamesCount: z.number().int(),
  totalPlaytimeHours: z.number().int(),
  totalCollectionsCount: z.number().int(),
});
export type ProfileStats = z.infer<typeof ProfileStatsSchema>;

/**
 * `GET /api/users/{username}/profile`. A private profile seen by someone else carries only the
 * name, photo and `isPublicProfile: false` (bio and stats null).
 */
export const PublicProfileSchema = z.object({
  username: z.string(),
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isPublicProfile: z.boolean(),
  /** The viewer is this user (the edit button, private parts). */
  isMe: z.boolean(),
  stats: ProfileStatsSchema.nullable(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

export const GenrePreferenceSchema = z.object({
  genreId: z.number().int(),
  genreNameKo: z.string(),
  gameCount: z.number().int(),
  /** One decimal; the list sums to exactly 100.0. */
  percentage: z.number(),
});
export type GenrePreference = z.infer<typeof GenrePreferenceSchema>;
export const GenrePreferenceListSchema = z.array(GenrePreferenceSchema);

export const PlatformPreferenceSchema = z.object({
  platformCode: PlatformCodeSchema,
  platformName: z.string(),
  gameCount: z.number().int(),
  percentage: z.number(),
});
export type PlatformPreference = z.infer<typeof PlatformPreferenceSchema>;
export const PlatformPreferenceListSchema = z.array(PlatformPreferenceSchema);

export const ACTIVITY_TYPES = ['GAME_COMPLETED', 'REVIEW_WRITTEN', 'GAME_ADDED', 'COLLECTION_CREATED'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** One thing the user did (spec 2 §3 "Activity"), from the real tables; game and collection fields when they apply. */
export const ActivitySchema = z.object({
  /** Stable within the list: type and source row. */
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  gameId: z.number().int().nullable(),
  gameName: z.string().nullable(),
  gameNameKo: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  reviewId: z.number().int().nullable(),
  rating: z.number().nullable(),
  collectionId: z.number().int().nullable(),
  collectionName: z.string().nullable(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof ActivitySchema>;
export const ActivityPageSchema = pageSchema(ActivitySchema);
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

/** `?page&size` of a profile's collections and reviews (spec 2 §9: 20 by default). */
export const ProfilePageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const DataExportQuerySchema = z.object({ format: z.enum(DATA_EXPORT_FORMATS).default('json') });

/** `GET /api/users/me/export?format=json`: everything the user keeps here, as a download. */
export const DataExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    username: z.string(),
    displayName: z.string().nullable(),
    bio: z.string(),
    profileImageUrl: z.string().nullable(),
    darkModeEnabled: z.boolean(),
    notificationEnabled: z.boolean(),
  }),
  collections: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      isPublic: z.boolean(),
      createdAt: z.string(),
      games: z.array(
        z.object({
          gameId: z.number().int(),
          gameName: z.string(),
          gameNameKo: z.string().nullable(),
          playStatus: z.string(),
          playtimeHours: z.number().int(),
          completionPercentage: z.number().int(),
          purchasePrice: z.number().int().nullable(),
          purchaseDate: z.string().nullable(),
          purchasePlatform: z.string().nullable(),
          purchaseStore: z.string().nullable(),
          personalNotes: z.string().nullable(),
          addedAt: z.string(),
        }),
      ),
    }),
  ),
  wishlist: z.array(z.object({ gameId: z.number().int(), gameName: z.string(), gameNameKo: z.string().nullable(), addedAt: z.string() })),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      gameId: z.number().int(),
      gameName: z.string(),
      gameNameKo: z.string().nullable(),
      rating: z.number(),
      content: z.string(),
      platformName: z.string().nullable(),
      completionStatus: z.string(),
      helpfulCount: z.number().int(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
});
export type DataExport = z.infer<typeof DataExportSchema>;

export const UsernameParamsSchema = z.object({ username: z.string().min(1).max(100) });
