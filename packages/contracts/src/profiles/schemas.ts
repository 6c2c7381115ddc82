import '../zod-config.ts';
import { z } from 'zod';
import { PlatformCodeSchema } from '../catalog/schemas.ts';

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

/** `?page&size` of a profile's collections and reviews (spec 2 §9: 20 by default). */
export const ProfilePageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const UsernameParamsSchema = z.object({ username: z.string().min(1).max(100) });
