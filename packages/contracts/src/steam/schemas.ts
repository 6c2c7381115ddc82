import '../zod-config.ts';
import { z } from 'zod';
import { idNumber } from '../common/schemas.ts';
import { LinkedGameSchema } from '../store-library/schemas.ts';
import { STEAM_SUGGESTION_LIMIT_DEFAULT, STEAM_SUGGESTION_LIMIT_MAX } from './values.ts';

const id = idNumber();

/** `getSteamLoginUrl`: where the browser goes to "Sign in through Steam". */
export const SteamAuthUrlSchema = z.object({ authUrl: z.string() });
export type SteamAuthUrl = z.infer<typeof SteamAuthUrlSchema>;

/** One game of the user's Steam library (spec 3 §3 "Steam library game"). Playtimes in minutes. */
export const SteamLibraryGameSchema = z.object({
  id: z.number().int(),
  steamAppId: z.number().int(),
  steamName: z.string(),
  imgIconUrl: z.string().nullable(),
  playtimeForever: z.number().int(),
  playtime2weeks: z.number().int().nullable(),
  mapped: z.boolean(),
  /** The user chose the mapping (or chose none) by hand: syncs keep it. */
  manuallyMapped: z.boolean(),
  inCollection: z.boolean(),
  lastSyncedAt: z.string(),
  igdbGame: LinkedGameSchema.nullable(),
});
export type SteamLibraryGame = z.infer<typeof SteamLibraryGameSchema>;
export const SteamLibraryGameListSchema = z.array(SteamLibraryGameSchema);

/** `listSteamGames`' query: `mapped=true|false` (absent: all). */
export const SteamGamesQuerySchema = z.object({
  mapped: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type SteamGamesQuery = z.input<typeof SteamGamesQuerySchema>;

/** `getSteamStats` (spec 3 §3 "Steam stats"). */
export const SteamStatsSchema = z.object({
  totalGames: z.number().int(),
  mappedGames: z.number().int(),
  totalPlaytimeHours: z.number().int(),
  averagePlaytimePerGame: z.number(),
  empty: z.boolean(),
  cooldownActive: z.boolean(),
  remainingSeconds: z.number().int(),
  lastSyncedAt: z.string().nullable(),
});
export type SteamStats = z.infer<typeof SteamStatsSchema>;

/** `syncSteamLibrary` (spec 3 §3 "Steam sync result"); mappingRate in percent. */
export const SteamSyncResultSchema = z.object({
  totalGames: z.number().int(),
  mappedGames: z.number().int(),
  mappingRate: z.number(),
  message: z.string(),
});
export type SteamSyncResult = z.infer<typeof SteamSyncResultSchema>;

/**
 * `importSteamWishlist`: what the import of the linked account's Steam wishlist did. Every Steam item
 * is in exactly one count: `imported`, `alreadyInWishlist`, `notInCatalog` (no catalog game has its
 * app id) or `overLimit` (past the import's bound or refused by the wishlist's limit).
 */
export const SteamWishlistImportSchema = z.object({
  steamItems: z.number().int().nonnegative(),
  imported: z.number().int().nonnegative(),
  alreadyInWishlist: z.number().int().nonnegative(),
  notInCatalog: z.number().int().nonnegative(),
  overLimit: z.number().int().nonnegative(),
  message: z.string(),
});
export type SteamWishlistImport = z.infer<typeof SteamWishlistImportSchema>;

/** The suggestions' query (`suggestSteamMatches`, `suggestGogMatches`): `limit=5`. */
export const SteamSuggestQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(STEAM_SUGGESTION_LIMIT_MAX).default(STEAM_SUGGESTION_LIMIT_DEFAULT),
});

/** `mapSteamGame`: the user's own choice, kept by every later sync. */
export const SteamManualMappingRequestSchema = z.object({ steamGameId: id, gameId: id });
export type SteamManualMappingRequest = z.infer<typeof SteamManualMappingRequestSchema>;
