import '../zod-config.ts';
import { z } from 'zod';
import { idNumber } from '../common/schemas.ts';
import { GameSchema } from '../catalog/schemas.ts';
import { ReviewSchema } from '../reviews/schemas.ts';
import { homeMessages } from './messages.ts';
import { BANNER_DESCRIPTION_MAX, BANNER_LINK_TYPES, BANNER_TITLE_MAX, BANNER_URL_MAX, bannerLinkFits } from './values.ts';

export const BannerLinkTypeSchema = z.enum(BANNER_LINK_TYPES);

/** Spec 1 §3 "Banner". */
export const BannerSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  linkType: BannerLinkTypeSchema,
  linkUrl: z.string().nullable(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;
export const BannerListSchema = z.array(BannerSchema);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .transform((value) => value.trim())
    .refine((value) => [...value].length <= max, { message })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/**
 * `POST /api/home/banners` and `PUT /api/home/banners/{id}` (admin). The image is an uploaded one
 * (`POST /api/home/banners/image`) or an https address; the server checks which of ours it is.
 */
export const BannerInputSchema = z
  .object({
    title: z
      .string({ error: homeMessages.bannerTitleRequired })
      .transform((value) => value.trim())
      .refine((value) => value.length > 0, { message: homeMessages.bannerTitleRequired })
      .refine((value) => [...value].length <= BANNER_TITLE_MAX, { message: homeMessages.bannerTitleTooLong }),
    description: optionalText(BANNER_DESCRIPTION_MAX, homeMessages.bannerDescriptionTooLong),
    imageUrl: z
      .string({ error: homeMessages.bannerImageInvalid })
      .trim()
      .min(1, { error: homeMessages.bannerImageInvalid })
      .max(BANNER_URL_MAX),
    backgroundColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { message: homeMessages.bannerColorInvalid })
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    linkType: BannerLinkTypeSchema.default('NONE'),
    linkUrl: z
      .string()
      .trim()
      .max(BANNER_URL_MAX)
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
    displayOrder: z
      .number({ error: homeMessages.bannerOrderInvalid })
      .int({ error: homeMessages.bannerOrderInvalid })
      .min(0, { error: homeMessages.bannerOrderInvalid })
      .max(10_000)
      .default(0),
    isActive: z.boolean().default(true),
  })
  .superRefine((banner, ctx) => {
    if (!bannerLinkFits(banner.linkType, banner.linkUrl))
      ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: homeMessages.bannerLinkInvalid });
  });
export type BannerInput = z.input<typeof BannerInputSchema>;

export const BannerImageUploadSchema = z.object({ imageUrl: z.string() });

/** `PUT /api/home/banners/order` (admin): every banner's id once, first shown first; display orders become 0, 1, 2, … */
export const BannerOrderInputSchema = z.object({
  bannerIds: z
    .array(idNumber(), { error: homeMessages.bannerOrderIncomplete })
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: homeMessages.bannerOrderIncomplete }),
});
export type BannerOrderInput = z.infer<typeof BannerOrderInputSchema>;

/** `GET /api/home` (spec 1 §3 "Home data"): reviews in the same shape as everywhere else. */
export const HomeDataSchema = z.object({
  featuredGames: z.array(GameSchema),
  popularGames: z.array(GameSchema),
  recentReviews: z.array(ReviewSchema),
});
export type HomeData = z.infer<typeof HomeDataSchema>;
