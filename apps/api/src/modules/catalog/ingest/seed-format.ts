import { z } from 'zod';
import { GameTypeSchema, KoreanSupportSchema } from '@gameshelf/contracts';

/**
 * One game as the catalog loaders take it: the committed seed file (apps/api/seed/catalog.json.gz)
 * holds an array of these, and the full IGDB importer produces the same shape.
 * Facts only in the committed seed: `summary` is always null there.
 */
export const SeedGameSchema = z.object({
  igdbId: z.number().int().positive(),
  name: z.string().min(1),
  nameKo: z.string().min(1).nullable(),
  summary: z.string().nullable(),
  /** YYYY-MM-DD or null. */
  firstReleaseDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  /** External critic score 0-100 (IGDB aggregated_rating) or null. */
  totalRating: z.number().min(0).max(100).nullable(),
  totalRatingCount: z.number().int().nonnegative(),
  /** IGDB image id (the `co22nc` of `.../t_thumb/co22nc.jpg`); URLs are built from it. */
  coverImageId: z.string().nullable(),
  screenshotImageIds: z.array(z.string()),
  /** IGDB platform names as in the dump ("PC (Microsoft Windows)", "PlayStation 5", ...). */
  platforms: z.array(z.string()),
  /** IGDB genre names as in the dump ("Role-playing (RPG)", ...). */
  genres: z.array(z.string()),
  steamAppId: z.number().int().positive().nullable(),
  gogId: z.string().nullable(),
  isFeatured: z.boolean(),
  /** Higher is more popular; drives the default sort. */
  popularity: z.number(),
  hastilyHours: z.number().nonnegative().nullable(),
  normallyHours: z.number().nonnegative().nullable(),
  completelyHours: z.number().nonnegative().nullable(),
  /** IGDB game type (EDITION for a version of another game); null when the source has none (the dump). */
  gameType: GameTypeSchema.nullable().default(null),
  /**
   * Other names people search by: IGDB alternative names and localized names (Korean ones included),
   * in source order, without the name and nameKo themselves.
   */
  alternativeNames: z.array(z.string().min(1)).default([]),
  /** Korean support from Steam_KRLocInfo, joined on steamAppId. */
  koreanSupport: KoreanSupportSchema.nullable().default(null),
});
/** A game as loaders produce it (every field present). */
export type SeedGame = z.output<typeof SeedGameSchema>;
export const SeedCatalogSchema = z.array(SeedGameSchema);
