import '../zod-config.ts';
import { z } from 'zod';
import { isCalendarDate, isCalendarMonth } from '../common/dates.ts';
import { idNumber } from '../common/schemas.ts';
import { visibleText } from '../common/values.ts';
import { reviewMessages } from './messages.ts';
import {
  GAME_REVIEWS_PAGE_SIZE,
  REVIEW_COMPLETION_STATUSES,
  reviewContentError,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEWS_PAGE_SIZE_MAX,
} from './values.ts';

const rating = z
  .number({ error: reviewMessages.ratingRequired })
  .min(REVIEW_RATING_MIN, { error: reviewMessages.ratingInvalid })
  .max(REVIEW_RATING_MAX, { error: reviewMessages.ratingInvalid })
  .refine((value) => Number.isInteger(value * 2), { message: reviewMessages.ratingInvalid });

const content = z
  .string({ error: reviewMessages.contentRequired })
  .transform(visibleText)
  .superRefine((value, ctx) => {
    const problem = reviewContentError(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const ReviewCompletionStatusSchema = z.enum(REVIEW_COMPLETION_STATUSES);

/** `POST /api/reviews`: platformPlayedId 0 or absent means none. */
export const ReviewCreateSchema = z.object({
  gameId: idNumber(),
  rating,
  content,
  platformPlayedId: z.number().int().nonnegative().nullable().optional(),
  completionStatus: ReviewCompletionStatusSchema.default('BACKLOG'),
});
export type ReviewCreate = z.input<typeof ReviewCreateSchema>;

/** `PUT /api/reviews/{id}`: the same fields but the game. */
export const ReviewUpdateSchema = ReviewCreateSchema.omit({ gameId: true });
export type ReviewUpdate = z.input<typeof ReviewUpdateSchema>;

/** A review as shown on home, a game page and profiles (spec 1 §3 "Review"). Content is plain text. */
export const ReviewSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  gameId: z.number().int(),
  rating: z.number(),
  content: z.string(),
  platformPlayedId: z.number().int().nullable(),
  platformName: z.string().nullable(),
  completionStatus: ReviewCompletionStatusSchema,
  helpfulCount: z.number().int(),
  reportCount: z.number().int(),
  /** The viewer's own review (pinned and outlined on the game page). */
  isMine: z.boolean(),
  /** Whether the viewer marked it helpful (false for guests). */
  isHelpful: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  username: z.string(),
  userDisplayName: z.string().nullable(),
  userProfileImageUrl: z.string().nullable(),
  gameName: z.string(),
  gameNameKo: z.string().nullable(),
  gameCoverImageUrl: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** Spec 2 §3 "Review page response". */
export const ReviewPageSchema = z.object({
  content: z.array(ReviewSchema),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  size: z.number().int(),
  hasNext: z.boolean(),
  hasPrevious: z.boolean(),
});
export type ReviewPage = z.infer<typeof ReviewPageSchema>;

export const ReviewStatsSchema = z.object({ reviewCount: z.number().int(), averageRating: z.number() });
export type ReviewStats = z.infer<typeof ReviewStatsSchema>;

/** `GET /api/reviews/game/{id}/my`. */
export const MyGameReviewSchema = z.object({ hasReview: z.boolean(), data: ReviewSchema.nullable() });
export type MyGameReview = z.infer<typeof MyGameReviewSchema>;

/** What create and update answer ('-> data'). */
export const ReviewSavedSchema = z.object({ message: z.string(), data: ReviewSchema });
export type ReviewSaved = z.infer<typeof ReviewSavedSchema>;

export const HelpfulStatusSchema = z.object({ isHelpful: z.boolean(), helpfulCount: z.number().int() });
export type HelpfulStatus = z.infer<typeof HelpfulStatusSchema>;

export const ReviewPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(REVIEWS_PAGE_SIZE_MAX).default(GAME_REVIEWS_PAGE_SIZE),
});

export const ReviewDateParamsSchema = z.object({
  date: z.string().refine(isCalendarDate, { message: reviewMessages.dateInvalid }),
});

/** `GET /api/reviews/my/calendar?month=YYYY-MM`: each day of the month with reviews (Asia/Seoul days). */
export const ReviewCalendarQuerySchema = z.object({
  month: z.string().refine(isCalendarMonth, { message: reviewMessages.monthInvalid }),
});
export const ReviewCalendarDaySchema = z.object({
  date: z.string(),
  count: z.number().int(),
  /** Covers of that day's reviewed games, newest first, at most 3. */
  coverImageUrls: z.array(z.string()),
});
export const ReviewCalendarSchema = z.object({ month: z.string(), days: z.array(ReviewCalendarDaySchema) });
export type ReviewCalendar = z.infer<typeof ReviewCalendarSchema>;

export const PopularReviewsQuerySchema = z.object({ size: z.coerce.number().int().min(1).max(20).default(5) });
export const ReviewListSchema = z.array(ReviewSchema);
