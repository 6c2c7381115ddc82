import '../zod-config.ts';
import { z } from 'zod';
import { pageSchema, idNumber, idParam } from '../common/schemas.ts';
import { visibleText } from '../common/values.ts';
import { PlatformCodeSchema } from '../catalog/schemas.ts';
import { collectionMessages } from './messages.ts';
import {
  charLength,
  collectionNameError,
  COLLECTIONS_PAGE_SIZE_DEFAULT,
  COLLECTIONS_PAGE_SIZE_MAX,
  COMPLETION_STEP,
  PERSONAL_NOTES_MAX,
  PLAY_STATUSES,
  PLAYTIME_HOURS_MAX,
  PURCHASE_STORE_MAX,
} from './values.ts';

/** Collection name: trimmed, 2-10 characters (spec 2 §5), by `collectionNameError`. */
export const CollectionNameSchema = z
  .string({ error: collectionMessages.nameRequired })
  .transform(visibleText)
  .superRefine((value, ctx) => {
    const problem = collectionNameError(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Create and update (PUT or PATCH) of a collection. */
export const CollectionRequestSchema = z.object({
  name: CollectionNameSchema,
  isPublic: z.boolean().default(true),
});
export type CollectionRequest = z.input<typeof CollectionRequestSchema>;

export const PlayStatusSchema = z.enum(PLAY_STATUSES);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: collectionMessages.purchaseDateInvalid });

/** One game on a collection's shelf (spec 2 §3 "Collection game entry"). Purchase fields and notes are the owner's only. */
export const CollectionGameSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  gameName: z.string(),
  gameNameKo: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  localizedCoverImageUrl: z.string().nullable(),
  playStatus: PlayStatusSchema,
  addedAt: z.string(),
  playtimeHours: z.number().int(),
  completionPercentage: z.number().int(),
  /** Null for anyone but the owner, and when not filled in. */
  purchasePrice: z.number().int().nullable(),
  purchaseDate: z.string().nullable(),
  purchasePlatformId: z.number().int().nullable(),
  purchaseStore: z.string().nullable(),
  personalNotes: z.string().nullable(),
  gameUserRatingAvg: z.number(),
  gameUserRatingCount: z.number().int(),
  gameTotalRating: z.number().nullable(),
  gameTotalRatingCount: z.number().int(),
  gamePlatformCodes: z.array(PlatformCodeSchema),
  gamePlatformNames: z.array(z.string()),
  /** The game's platforms (id and name), for the purchase-platform choice. */
  gamePlatforms: z.array(z.object({ id: z.number().int(), name: z.string() })),
  gameGenreNames: z.array(z.string()),
  gameGenreNamesKo: z.array(z.string()),
  gameFirstReleaseDate: z.string().nullable(),
  /** The viewer's own wishlist and collections (false for guests). */
  inWishlist: z.boolean(),
  inMyCollection: z.boolean(),
});
export type CollectionGame = z.infer<typeof CollectionGameSchema>;
export const CollectionGameListSchema = z.array(CollectionGameSchema);

/** A collection with its computed fields (spec 2 §3 "Collection"), as lists show it. */
export const CollectionSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isPublic: z.boolean(),
  userId: z.number().int(),
  isOwner: z.boolean(),
  isLiked: z.boolean(),
  likesCount: z.number().int(),
  ownerUsername: z.string(),
  ownerDisplayName: z.string().nullable(),
  ownerBio: z.string(),
  ownerProfileImageUrl: z.string().nullable(),
  totalGamesCount: z.number().int(),
  completedGamesCount: z.number().int(),
  /** Cleared games out of all, in whole percent. */
  progressPercentage: z.number().int(),
  totalPlaytimeHours: z.number().int(),
  /** What the owner paid in total (won); null for anyone else. */
  totalSpentAmount: z.number().int().nullable(),
  /** Covers of the newest games, newest first, at most 4 (the card's cover rule). */
  coverImageUrls: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CollectionSummary = z.infer<typeof CollectionSummarySchema>;

/** One collection with its games (detail). */
export const CollectionSchema = CollectionSummarySchema.extend({ games: z.array(CollectionGameSchema) });
export type Collection = z.infer<typeof CollectionSchema>;

export const CollectionListSchema = z.array(CollectionSummarySchema);
export const CollectionPageSchema = pageSchema(CollectionSummarySchema);
export type CollectionPage = z.infer<typeof CollectionPageSchema>;

const playtimeHours = z
  .number({ error: collectionMessages.playtimeInvalid })
  .int({ error: collectionMessages.playtimeInvalid })
  .min(0, { error: collectionMessages.playtimeInvalid })
  .max(PLAYTIME_HOURS_MAX, { error: collectionMessages.playtimeInvalid });
const completionPercentage = z
  .number({ error: collectionMessages.completionInvalid })
  .int({ error: collectionMessages.completionInvalid })
  .min(0, { error: collectionMessages.completionInvalid })
  .max(100, { error: collectionMessages.completionInvalid })
  .refine((n) => n % COMPLETION_STEP === 0, { message: collectionMessages.completionInvalid });
const personalNotes = z
  .string()
  .transform(visibleText)
  .refine((value) => charLength(value) <= PERSONAL_NOTES_MAX, { message: collectionMessages.notesTooLong })
  .nullable();
const purchaseStore = z
  .string()
  .transform(visibleText)
  .refine((value) => charLength(value) <= PURCHASE_STORE_MAX, { message: collectionMessages.storeTooLong })
  .nullable();
const purchasePrice = z
  .number({ error: collectionMessages.priceInvalid })
  .int({ error: collectionMessages.priceInvalid })
  .min(0, { error: collectionMessages.priceInvalid })
  .max(100_000_000, { error: collectionMessages.priceInvalid })
  .nullable();

/** The editable record of a collected game (spec 2 §3, §5); the server applies the play-status rules. */
const collectedGameFields = {
  playStatus: PlayStatusSchema,
  playtimeHours,
  completionPercentage,
  purchasePrice,
  purchaseDate: isoDate.nullable(),
  purchasePlatformId: idNumber().nullable(),
  purchaseStore,
  personalNotes,
};

/** `POST /api/collections/{id}/games`. */
export const CollectedGameCreateSchema = z.object({
  gameId: idNumber(),
  playStatus: PlayStatusSchema.default('BACKLOG'),
  playtimeHours: playtimeHours.default(0),
  completionPercentage: completionPercentage.default(0),
  personalNotes: personalNotes.optional(),
  purchasePrice: purchasePrice.optional(),
  purchaseDate: isoDate.nullable().optional(),
  purchasePlatformId: idNumber().nullable().optional(),
  purchaseStore: purchaseStore.optional(),
});
export type CollectedGameCreate = z.input<typeof CollectedGameCreateSchema>;

/** `PUT /api/collections/{id}/games/{gameId}`: any of the fields; null clears an optional one. */
export const CollectedGameUpdateSchema = z.object(collectedGameFields).partial();
export type CollectedGameUpdate = z.input<typeof CollectedGameUpdateSchema>;

export const LikeStatusSchema = z.object({ isLiked: z.boolean(), likeCount: z.number().int() });
export type LikeStatus = z.infer<typeof LikeStatusSchema>;
export const LikeCountSchema = z.object({ likeCount: z.number().int() });
export const CollectionCountSchema = z.object({ count: z.number().int() });

export const CollectionPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(COLLECTIONS_PAGE_SIZE_MAX).default(COLLECTIONS_PAGE_SIZE_DEFAULT),
});
export const CollectionSearchQuerySchema = CollectionPageQuerySchema.extend({
  q: z.string().trim().max(100).default(''),
});

export const CollectionGameParamsSchema = z.object({
  id: idParam(),
  gameId: idParam(),
});

/** The own collections' search (`q` only; the list is not paged). */
export const OwnCollectionSearchQuerySchema = CollectionSearchQuerySchema.pick({ q: true });
