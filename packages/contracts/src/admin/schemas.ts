import '../zod-config.ts';
import { z } from 'zod';
import { isDateInRange, isRealDate } from '../common/dates.ts';
import { requestMessages } from '../common/messages.ts';
import { pageSchema, idParam } from '../common/schemas.ts';
import { adminMessages } from './messages.ts';
import { ADMIN_ACTIVITY_TYPES, ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX, AUDIT_ACTOR_SOURCES } from './values.ts';

const page = z.coerce.number().int().min(0).max(100_000).default(0);
const size = z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT);

/** `YYYY-MM-DD` that is a real calendar day (a day in Asia/Seoul when filtering). */
const calendarDay = z
  .string({ error: adminMessages.invalidDate })
  .refine(isRealDate, { error: adminMessages.invalidDate })
  .refine(isDateInRange, { error: requestMessages.dateOutOfRange });

/** An empty query value means "not given" (the filter bar sends empty filters). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `searchAdminUsers` (`query`, `page`, `size`): an empty query lists every user. */
export const AdminUserSearchQuerySchema = z.object({
  query: z.string().trim().max(100, { error: adminMessages.queryTooLong }).default(''),
  page,
  size,
});
export type AdminUserSearchQuery = z.infer<typeof AdminUserSearchQuerySchema>;

/** Spec 3 §3 "Admin user summary". */
export const AdminUserSummarySchema = z.object({
  id: z.number().int(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  username: z.string(),
  /** The first sign-in method: google, kakao, discord or dev. */
  provider: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  totalReviews: z.number().int(),
  totalCollections: z.number().int(),
  totalGamesAdded: z.number().int(),
  totalWishlists: z.number().int(),
  /** The four above together: the length of the unfiltered timeline. */
  totalActivities: z.number().int(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummarySchema>;
export const AdminUserPageSchema = pageSchema(AdminUserSummarySchema);
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const AdminUserIdParamsSchema = z.object({ id: idParam() });

/** `listAdminUserActivities`: every filter optional; dates are Asia/Seoul days, both inclusive. */
export const AdminActivityQuerySchema = z
  .object({
    page,
    size,
    activityType: optional(z.enum(ADMIN_ACTIVITY_TYPES, { error: adminMessages.invalidActivityType })),
    startDate: optional(calendarDay),
    endDate: optional(calendarDay),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: adminMessages.dateRangeReversed,
    path: ['startDate'],
  });
export type AdminActivityQuery = z.infer<typeof AdminActivityQuerySchema>;

/** Spec 3 §3 "Admin activity result" stats: the user's totals, whatever the filters. */
export const AdminActivityStatsSchema = z.object({
  totalReviews: z.number().int(),
  totalCollections: z.number().int(),
  totalGamesAdded: z.number().int(),
  totalWishlistItems: z.number().int(),
});
export type AdminActivityStats = z.infer<typeof AdminActivityStatsSchema>;

/** Spec 3 §3 "Admin activity item"; fields that do not apply to the type are null. */
export const AdminActivityItemSchema = z.object({
  /** Type and source row, e.g. `REVIEW-12`. */
  activityId: z.string(),
  activityType: z.enum(ADMIN_ACTIVITY_TYPES),
  activityDisplayName: z.string(),
  gameDisplayName: z.string().nullable(),
  collectionName: z.string().nullable(),
  /** The review's first 100 characters (… when cut). */
  contentPreview: z.string().nullable(),
  /** `YYYY.MM.DD HH:mm` in Asia/Seoul. */
  activityTimeKr: z.string(),
  /** The same instant in ISO 8601 (UTC). */
  activityTime: z.string(),
  /** Calendar days since, in Asia/Seoul: 0 today, 1 yesterday. */
  daysAgo: z.number().int(),
  userRating: z.number().nullable(),
  purchasePrice: z.number().int().nullable(),
  playtimeHours: z.number().int().nullable(),
});
export type AdminActivityItem = z.infer<typeof AdminActivityItemSchema>;

/** Spec 3 §3 "Admin activity result". */
export const AdminActivityResultSchema = z.object({
  stats: AdminActivityStatsSchema,
  activities: z.array(AdminActivityItemSchema),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  hasNext: z.boolean(),
  hasPrevious: z.boolean(),
  /** Activities matching the filters. */
  totalElements: z.number().int(),
});
export type AdminActivityResult = z.infer<typeof AdminActivityResultSchema>;

export const AdminHealthSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  totalUsers: z.number().int(),
});
export type AdminHealth = z.infer<typeof AdminHealthSchema>;

export const AdminPageQuerySchema = z.object({ page, size });

/** One admin write: who (a user, the command line, or the configuration), what, on what, when. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actorSource: z.enum(AUDIT_ACTOR_SOURCES),
  actorUserId: z.number().int().nullable(),
  actorUsername: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogPageSchema = pageSchema(AuditEntrySchema);
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
