import '../zod-config.ts';
import { z } from 'zod';
import { idNumber } from '../common/schemas.ts';
import { LinkedGameSchema } from '../store-library/schemas.ts';
import { GOG_TEST_API_TYPES } from './values.ts';

/** `getGogAuthUrl`: GOG's login page with the Galaxy client's redirect. */
export const GogAuthUrlSchema = z.object({ authUrl: z.string() });
export type GogAuthUrl = z.infer<typeof GogAuthUrlSchema>;

/** `connectGog`: the pasted `on_login_success` address or the bare code. */
export const GogConnectRequestSchema = z.object({ urlOrCode: z.string().max(4_096) });
export type GogConnectRequest = z.infer<typeof GogConnectRequestSchema>;

/** The catalog game of a GOG item (spec 3 §3): its id as a numeric string, with the release date. */
export const GogLinkedGameSchema = LinkedGameSchema.extend({
  id: z.string().regex(/^\d+$/),
  firstReleaseDate: z.string().nullable(),
});

/** One item of the user's GOG library (spec 3 §3 "GOG library game item"). */
export const GogLibraryGameSchema = z.object({
  id: z.number().int(),
  gogId: z.string(),
  gogTitle: z.string(),
  /** GOG's own cover (https), shown when the game is not mapped. */
  gogImageUrl: z.string().nullable(),
  mapped: z.boolean(),
  manuallyMapped: z.boolean(),
  inCollection: z.boolean(),
  lastSyncedAt: z.string(),
  igdbGame: GogLinkedGameSchema.optional(),
});
export type GogLibraryGame = z.infer<typeof GogLibraryGameSchema>;
export const GogLibraryGameListSchema = z.array(GogLibraryGameSchema);

/** `listGogGames`' query: `onlyMapped` (present and not 'false': mapped only). */
export const GogGamesQuerySchema = z.object({
  onlyMapped: z
    .string()
    .optional()
    .transform((v) => v !== undefined && v !== 'false'),
});

/** `getGogStats` (spec 3 §3 "GOG stats"). */
export const GogStatsSchema = z.object({
  totalGames: z.number().int(),
  mappedGames: z.number().int(),
  cooldownActive: z.boolean(),
  remainingSeconds: z.number().int(),
  lastSyncedAt: z.string().nullable(),
  /** GOG refused to renew the link's tokens: the library screen shows its banner. */
  authExpired: z.boolean(),
});
export type GogStats = z.infer<typeof GogStatsSchema>;

/** `syncGogLibrary`: the test page may pass its own access token. */
export const GogSyncRequestSchema = z.object({ accessToken: z.string().min(1).max(4_096).optional() }).default({});

/** `syncGogLibrary` (spec 3 §3 "GOG sync result"). */
export const GogSyncResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  syncResult: z.object({ totalGames: z.number().int(), mappedGames: z.number().int() }).optional(),
});
export type GogSyncResult = z.infer<typeof GogSyncResultSchema>;

/** `mapGogGame`: the user's own choice, kept by every later sync. */
export const GogMapRequestSchema = z.object({ gameId: idNumber() });
export type GogMapRequest = z.infer<typeof GogMapRequestSchema>;

/** Development test page (spec 3 §2.6, §3 "Test page responses"). */
export const GogTestExchangeRequestSchema = z.object({ code: z.string().max(4_096) });
export const GogTestApiRequestSchema = z.object({
  accessToken: z.string().max(4_096),
  apiType: z.enum(GOG_TEST_API_TYPES),
  apiUrl: z.string().max(2_048).optional(),
});
export const GogTestResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  authUrl: z.string().optional(),
  tokenResponse: z.string().optional(),
  extractedCode: z.string().optional(),
  originalInput: z.string().optional(),
  apiType: z.string().optional(),
  gamesCount: z.number().int().optional(),
  data: z.string().optional(),
});
export type GogTestResponse = z.infer<typeof GogTestResponseSchema>;
